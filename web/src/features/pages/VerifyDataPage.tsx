import { Button, Heading, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from './ContentPage';

export default function VerifyDataPage() {
  return (
    <ContentPage title="Weryfikuj dane">
      <Text>
        Zarejestrowane firmy mogą bezpłatnie zweryfikować numery GTIN swoich produktów. Wyślij plik z listą numerów,
        a GS1 Polska sprawdzi poprawność numerów, ich przynależność do Twojej firmy i kompletność danych.
      </Text>
      <Heading as="h2" size="md">
        Jak przygotować plik
      </Heading>
      <List.Root ps="5">
        <List.Item>Formaty: CSV, XLS lub XLSX; maksymalny rozmiar pliku 50 MB.</List.Item>
        <List.Item>Numery GTIN w pierwszej kolumnie pierwszego arkusza.</List.Item>
        <List.Item>Zalecane: XLS do 65 tysięcy rekordów, XLSX do 200 tysięcy rekordów.</List.Item>
        <List.Item>Numery UPC zaczynające się od 0 zapisz jako tekst.</List.Item>
      </List.Root>
      <Heading as="h2" size="md">
        Co dalej
      </Heading>
      <Text>
        Pełna weryfikacja trwa około 2–3 tygodni; wyślemy e-mail, gdy wynik będzie gotowy. Raporty znajdziesz w
        zakładce „Moje produkty” i możesz je pobrać przez 30 dni. Naraz przetwarzamy jeden plik. Pakiet Starter
        obejmuje weryfikację 1 000 produktów rocznie.
      </Text>
      <Button asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to="/verify_data/upload">Wyślij plik do weryfikacji</RouterLink>
      </Button>
    </ContentPage>
  );
}
