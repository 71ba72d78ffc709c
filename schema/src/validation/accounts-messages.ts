/**
 * Polish texts of the accounts domain (spec member-side §5, §8): field rules the shared catalogue does not hold, the
 * refusals of registration, activation, password reset and company users, and the success messages of those screens.
 */
export const accountMessages = {
  phoneRequired: 'Wprowadź numer telefonu',
  invalidPhone: 'Zły format telefonu komórkowego (+48XXXXXXXXX)',
  nameLength: 'Wprowadź od 2 do 50 znaków',
  nameOnlyDigitsOrSpecials: 'Pole nie może składać się wyłącznie z cyfr i znaków specjalnych',
  invalidRegon: 'Niepoprawny numer REGON',
  nipTaken: 'NIP występuje już w naszej bazie',
  invalidFormat: 'Niepoprawny format',
  maxChars: (max: number) => `Maksymalna ilość znaków to ${max}`,
  statuteRequired: 'Wymagane potwierdzenie warunków',
  representativeRequired: 'Pierwszy administrator musi być reprezentantem firmy',
  purposesRequired: 'Zaznacz co najmniej jeden cel rejestracji',
  countryFixed: 'Rejestracja jest dostępna dla firm z siedzibą w Polsce',

  companyExists: 'Ta firma jest już zarejestrowana na platformie. Poproś jej administratora o dodanie Cię do listy użytkowników.',
  registrationUnfinished:
    'Rejestracja tej firmy nie została dokończona. Link aktywacyjny został wysłany na adres e-mail osoby, która ją rozpoczęła.',
  emailNotInMemberBase:
    'Podany adres e-mail nie występuje w bazie członków. Poproś współpracownika o dodanie Cię do firmy lub popraw dane.',
  userNotAssigned: 'Użytkownik nie jest przypisany do tej firmy.',
  assignedActive: 'Masz już aktywne konto w tej firmie. Zaloguj się, aby z niego korzystać.',
  assignedPending: 'Jesteś przypisany do tej firmy. Link aktywacyjny wysłaliśmy na podany adres e-mail: otwórz go, aby dołączyć.',
  companyNotInRegistry: 'Nie znaleźliśmy firmy o tym numerze REGON w rejestrze. Uzupełnij dane firmy.',
  accountExists: 'Konto z tym adresem e-mail już istnieje: zachowamy jego dane osobowe i zgody.',
  companyCreated: 'Firma została zarejestrowana. Link aktywacyjny wysłaliśmy na podany adres e-mail.',
  attachmentTooLarge: 'Plik jest zbyt duży – limit 10MB',
  attachmentBadFormat: 'Niewłaściwy format pliku – wybierz obraz (JPG, PNG) lub plik PDF',
  attachmentFailed: 'Nie udało się wysłać upoważnienia. Firma została zarejestrowana; upoważnienie możesz przesłać później do GS1 Polska.',
  attachmentNotAllowed: 'Upoważnienie można dołączyć tylko do rejestracji wysłanej z tej przeglądarki, przed aktywacją konta.',
  attachmentSent: 'Upoważnienie zostało dołączone do rejestracji.',

  linkExpired: 'Link wygasł',
  accountAlreadyActive: 'Konto jest już aktywne',
  activationFailed: 'Błąd podczas aktywacji konta',
  accountActivated: 'Konto zostało aktywowane. Możesz się zalogować.',

  unknownAccountEmail: 'Podany adres e-mail nie pasuje do żadnego konta na platformie',
  resetLinkSent: 'Link do zmiany hasła został wysłany na podany adres e-mail.',
  passwordSet: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',

  wrongCurrentPassword: 'Nieprawidłowe bieżące hasło',
  passwordChanged: 'Hasło zostało zmienione.',
  userDataSaved: 'Dane użytkownika zostały zapisane.',

  userAlreadyInCompany: 'Taki użytkownik istnieje już w firmie',
  userAlreadyInvited: 'Ten użytkownik został już zaproszony i nie aktywował jeszcze konta.',
  permissionNotChanged: 'Uprawnienia nie zostały zmienione: wybrano tę samą grupę.',
  ownMembership: 'Nie możesz zmienić ani usunąć własnego członkostwa.',
  lastRepresentative: 'Nie można usunąć ani odebrać uprawnień ostatniej osobie upoważnionej do reprezentacji firmy.',
  membershipNotFound: 'Ten użytkownik nie należy już do firmy.',
  userInvited: 'Zaproszenie zostało wysłane.',
  permissionChanged: 'Uprawnienia użytkownika zostały zmienione.',
  membershipDeleted: 'Użytkownik został usunięty z firmy.',
} as const;
