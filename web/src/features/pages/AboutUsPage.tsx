import { Text } from '@chakra-ui/react';
import { ContentPage } from './ContentPage';

export default function AboutUsPage() {
  return (
    <ContentPage title="O nas">
      <Text>
        GS1 Polska jest krajową organizacją systemu GS1, który nadaje numery GTIN (EAN) umieszczane w kodach
        kreskowych. Od ponad 30 lat pomagamy firmom jednoznacznie identyfikować produkty i wymieniać o nich dane.
      </Text>
      <Text>
        Katalog produktów to wiarygodne źródło danych o produktach z numerami nadanymi w Polsce (prefiks 590) oraz
        dostęp do globalnego rejestru GS1. Dane pochodzą bezpośrednio od właścicieli numerów, a produkty z kompletem
        informacji i zdjęciem oznaczamy jako zweryfikowane przez GS1 Polska.
      </Text>
      <Text>
        Z katalogu korzystają twórcy aplikacji, sklepy internetowe i stacjonarne, porównywarki cen, sieci handlowe,
        operatorzy baz branżowych oraz agencje badań rynku.
      </Text>
    </ContentPage>
  );
}
