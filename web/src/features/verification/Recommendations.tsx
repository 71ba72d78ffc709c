import { List } from '@chakra-ui/react';

/** The spec's recommendations for a verification file (§5 Upload). */
export function Recommendations() {
  return (
    <List.Root ps="5" aria-label="Zalecenia dotyczące pliku">
      <List.Item>Formaty: CSV, XLS lub XLSX; maksymalny rozmiar pliku 50 MB.</List.Item>
      <List.Item>Numery GTIN w pierwszej kolumnie pierwszego arkusza.</List.Item>
      <List.Item>Zalecane: XLS do 65 tysięcy rekordów, XLSX do 200 tysięcy rekordów.</List.Item>
      <List.Item>Numery UPC zaczynające się od 0 zapisz jako tekst, aby nie zgubić zera.</List.Item>
    </List.Root>
  );
}
