/** Polish messages of the specification's validation table and error catalogue, written once. */
export const messages = {
  required: 'Pole wymagane',
  invalidEmail: 'Błędny format e-mail',
  invalidPassword: 'Hasło nie spełnia wymagań',
  passwordsDiffer: 'Hasła muszą być takie same',
  invalidGtin: 'To nie jest numer GTIN',
  invalidNip: 'Niepoprawny numer NIP',
  termsRequired: 'Wymagane potwierdzenie warunków',
  formError: 'Błędne wypełnienie formularza, prosimy spróbować ponownie',
  generic: 'Coś poszło nie tak, spróbuj ponownie',
  /** Input that is not a form's field and not what the call takes (an id, a code's text, a request's shape). */
  invalidData: 'Niepoprawne dane',
  invalidCredentials: 'Błędny adres e-mail lub hasło',
  denied: 'Nie masz uprawnień do tej czynności',
  notFound: 'Nie znaleziono',
} as const;
