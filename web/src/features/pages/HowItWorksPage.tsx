import { Box, Heading, Text } from '@chakra-ui/react';
import { ContentPage } from './ContentPage';

export default function HowItWorksPage() {
  return (
    <ContentPage title="Jak to działa">
      <Box bg="blue.900" color="white" borderRadius="lg" p="8">
        <Heading as="h2" size="lg" mb="2">
          Jeden numer — wiarygodne dane
        </Heading>
        <Text>Wpisz numer GTIN, a katalog pokaże dane podane przez właściciela numeru.</Text>
      </Box>
      <Text>
        Numery z prefiksem 590 sprawdzamy w bazie GS1 Polska, pozostałe w globalnym rejestrze GS1 (po zalogowaniu).
        Zarejestrowane firmy mogą wyszukiwać także po nazwie, marce, firmie, NIP i kategorii GPC, weryfikować własne
        produkty, pobierać bazę danych i korzystać z API.
      </Text>
    </ContentPage>
  );
}
