/** Polish texts of the gateway's own limits and refusals (issue 13); the spec has no wording for them. */
export const securityMessages = {
  tooManyRequests: 'Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.',
  tooManyLoginAttempts: 'Zbyt wiele prób logowania. Spróbuj ponownie później.',
  countersUnavailable: 'Liczniki produktów są chwilowo niedostępne. Spróbuj ponownie później.',
  bodyTooLarge: (maxBytes: number) => `Żądanie jest zbyt duże: najwyżej ${maxBytes} bajtów.`,
  tooManyTokens: (max: number) => `Zapytanie jest zbyt długie: najwyżej ${max} tokenów.`,
  tooDeep: (max: number) => `Zapytanie jest zbyt głębokie: najwyżej ${max} poziomów pól.`,
  tooManyGtins: (max: number) => `Za dużo numerów GTIN: w jednym zapytaniu najwyżej ${max}. Podziel listę.`,
  tooManyAliases: (max: number) => `Zapytanie ma zbyt wiele aliasów: najwyżej ${max}.`,
  tooManyDirectives: (max: number) => `Zapytanie ma zbyt wiele dyrektyw: najwyżej ${max}.`,
  tooCostly: (max: number) => `Zapytanie jest zbyt kosztowne: najwyżej ${max} punktów.`,
  // Issue 29: faults one user or one dependency can cause.
  sessionUnavailable: 'Nie można teraz odczytać sesji. Spróbuj ponownie za chwilę.',
  uploadsInProgress: (max: number) => `Za dużo plików wysyłanych jednocześnie (najwyżej ${max}). Poczekaj, aż trwające wysyłanie się zakończy.`,
  loginCaptchaRequired: 'To konto miało ostatnio wiele nieudanych prób logowania. Potwierdź, że nie jesteś robotem, i zaloguj się.',
  uploadTooSlow: 'Przesyłanie pliku przerwano, bo szło zbyt wolno. Spróbuj ponownie przy lepszym połączeniu.',
  loginNeedsAppSession:
    'Logowanie otwiera sesję przeglądarki w aplikacji katalogu. Programy i aplikacje z innych domen używają tokenu: POST /api/v1/token/, potem nagłówek "Authorization: Bearer <access token>".',
} as const;
