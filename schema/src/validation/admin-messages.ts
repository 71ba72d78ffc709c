/**
 * Polish texts of company administration and the repository (admin-side §7, §8). The spec names the outcomes
 * (UPDATE_DATABASE_ACCESS_SUCCESS, GENERATE_ISSUE_FILE_SUCCESS) but not their wording; a membership's removal says what
 * the accounts' users screen says (`accountMessages`).
 */
export const adminMessages = {
  databaseAccessUpdated: 'Zapisano dostęp do pobierania bazy danych.',
  issueFileGenerated: 'Zlecono przygotowanie pliku zgłoszeń. Gdy będzie gotowy, wyślemy e-mail z linkiem.',
  selectIssues: 'Zaznacz co najmniej jedno zgłoszenie.',
  unknownIssue: 'Nieznane zgłoszenie',
  companyNotFound: 'Nie znaleziono firmy.',
} as const;
