/**
 * Polish texts of company administration and the repository (admin-side §7, §8). The spec names the outcomes
 * (UPDATE_DATABASE_ACCESS_SUCCESS, MEMBERSHIP_DELETED, GENERATE_ISSUE_FILE_SUCCESS) but not their wording.
 */
export const adminMessages = {
  databaseAccessUpdated: 'Zapisano dostęp do pobierania bazy danych.',
  membershipDeleted: 'Członkostwo zostało usunięte.',
  issueFileGenerated: 'Zlecono przygotowanie pliku zgłoszeń. Gdy będzie gotowy, wyślemy e-mail z linkiem.',
  selectIssues: 'Zaznacz co najmniej jedno zgłoszenie.',
  unknownIssue: 'Nieznane zgłoszenie',
  companyNotFound: 'Nie znaleziono firmy.',
  membershipNotFound: 'Nie znaleziono członkostwa w tej firmie.',
  ownMembership: 'Nie możesz usunąć własnego członkostwa.',
  lastRepresentative: 'Nie można usunąć ostatniego reprezentanta firmy.',
} as const;
