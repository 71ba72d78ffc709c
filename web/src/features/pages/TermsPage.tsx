import { Heading, Text } from '@chakra-ui/react';
import { ContentPage } from './ContentPage';

/** Terms of service built on the legal constants of admin-side.md §9. */
export default function TermsPage() {
  return (
    <ContentPage title="Regulamin">
      <Heading as="h2" size="md">
        § 1. Postanowienia ogólne
      </Heading>
      <Text>
        Regulamin określa zasady korzystania z Katalogu produktów prowadzonego przez GS1 Polska. Katalog udostępnia
        dane o produktach oznaczonych numerami GTIN z bazy GS1 Polska oraz z globalnego rejestru GS1, obejmującego
        organizacje GS1 ze 115 krajów.
      </Text>
      <Heading as="h2" size="md">
        § 2. Korzystanie z katalogu
      </Heading>
      <Text as="ol">
        <li>
          Użytkownik niezalogowany może sprawdzić do 30 numerów GTIN w ciągu 24 godzin, wyłącznie w bazie GS1
          Polska, po zaakceptowaniu regulaminu i rozwiązaniu captcha.
        </li>
        <li>Wyszukiwanie w globalnym rejestrze wymaga zalogowania.</li>
        <li>Serwis działa w przeglądarkach Chrome 80+, Firefox 68+, Edge oraz Safari 13+.</li>
      </Text>
      <Heading as="h2" size="md">
        § 3. Pakiety i płatności
      </Heading>
      <Text>
        Pakiet Starter jest bezpłatny i obowiązuje w roku kalendarzowym (od 1 stycznia do 31 grudnia), z
        automatycznym odnowieniem. Po zamówieniu pakietu płatnego dane do płatności wysyłamy pocztą elektroniczną;
        pakiet aktywujemy najpóźniej następnego dnia roboczego po zaksięgowaniu wpłaty. Weryfikacja danych jest
        bezpłatna dla zarejestrowanych użytkowników (pilotaż do końca grudnia 2019 r.).
      </Text>
      <Heading as="h2" size="md">
        § 4. Dostępność i reklamacje
      </Heading>
      <Text as="ol">
        <li>Reklamacje rozpatrujemy w terminie 30 dni od ich otrzymania.</li>
        <li>
          Przerwa w działaniu serwisu trwająca 24 godziny lub dłużej uprawnia odbiorcę danych do przedłużenia
          umowy o czas przerwy.
        </li>
        <li>Logi dostępu do danych przechowujemy co najmniej 2 lata.</li>
      </Text>
      <Heading as="h2" size="md">
        § 5. Zawieszenie i rozwiązanie umowy
      </Heading>
      <Text as="ol">
        <li>
          W razie istotnego naruszenia regulaminu GS1 Polska może natychmiast zawiesić dostęp odbiorcy danych, a
          jeśli naruszenie nie zostanie usunięte w ciągu 14 dni — rozwiązać umowę.
        </li>
        <li>O zakończeniu działania platformy informujemy z 3-miesięcznym wyprzedzeniem.</li>
      </Text>
      <Heading as="h2" size="md">
        § 6. Zmiany regulaminu
      </Heading>
      <Text>
        O zmianie regulaminu informujemy z 14-dniowym wyprzedzeniem. Użytkownik może zgłosić sprzeciw w ciągu 7 dni
        od otrzymania informacji.
      </Text>
    </ContentPage>
  );
}
