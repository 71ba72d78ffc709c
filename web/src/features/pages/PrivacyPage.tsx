import { Heading, Text } from '@chakra-ui/react';
import { ContentPage } from './ContentPage';

export default function PrivacyPage() {
  return (
    <ContentPage title="Polityka prywatności">
      <Text>
        Administratorem danych osobowych użytkowników Katalogu produktów jest GS1 Polska z siedzibą w Poznaniu.
        Przetwarzamy dane w celu założenia i prowadzenia konta, świadczenia usług katalogu oraz — za zgodą —
        przesyłania informacji handlowych i marketingowych.
      </Text>
      <Heading as="h2" size="md">
        Zakres i podstawa przetwarzania
      </Heading>
      <Text>
        Przetwarzamy imię, nazwisko, adres e-mail, numer telefonu oraz dane firmy, którą reprezentujesz. Podstawą jest
        umowa o świadczenie usług (art. 6 ust. 1 lit. b RODO), prawnie uzasadniony interes administratora (art. 6
        ust. 1 lit. f RODO) oraz Twoja zgoda (art. 6 ust. 1 lit. a RODO).
      </Text>
      <Heading as="h2" size="md">
        Twoje prawa
      </Heading>
      <Text>
        Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz
        sprzeciwu, a także prawo cofnięcia zgody w dowolnym momencie i wniesienia skargi do Prezesa UODO. Logi
        dostępu do danych przechowujemy co najmniej 2 lata.
      </Text>
    </ContentPage>
  );
}
