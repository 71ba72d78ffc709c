/**
 * Polish texts of packages, orders and the database download (admin-side §7, §8). The spec gives the wording of
 * 'Link wygasł' and the registration hint; the others are named in its catalogue without wording.
 */
export const commerceMessages = {
  linkExpired: 'Link wygasł',
  registerToDownload: 'Zarejestruj się i zamów dostęp w zakładce Cennik',
  orderSuccess: 'Dziękujemy za zamówienie. Dane do płatności wysłaliśmy na Twój adres e-mail.',
  loginToOrder: 'Zaloguj się, aby zamówić pakiet.',
  orderOnlyFromStarter: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter.',
  orderPending: 'Firma ma już zamówienie oczekujące na płatność. Dane do płatności wysłaliśmy e-mailem; pakiet aktywujemy po zaksięgowaniu wpłaty.',
  starterNotOrderable: 'Pakiet Starter przyznajemy przy rejestracji; nie trzeba go zamawiać.',
  databaseGenerated: 'Rozpoczęliśmy przygotowanie bazy danych. Gdy plik będzie gotowy, wyślemy e-mail z linkiem.',
  databaseAlreadyGenerating: 'Baza danych jest już przygotowywana. Poczekaj, aż plik będzie gotowy.',
  noDownloadInPackage: 'Twój pakiet nie obejmuje pobierania bazy danych. Zamów dostęp w zakładce Cennik.',
  downloadAccessDisabled: 'Firma nie ma dostępu do pobierania bazy danych. Skontaktuj się z GS1 Polska.',
  downloadLimitExhausted: 'Limit pobrań został wyczerpany. Kup nowy pakiet.',
  selectionExceedsLimit: 'Wybrano więcej produktów niż pozostało w pakiecie. Zawęź kryteria.',
  noSuchPart: (part: number) => `Plik bazy danych nr ${part} nie istnieje: archiwum ma mniej plików CSV.`,
} as const;
