import { describe, expect, it } from 'vitest';
import { registrationSchema, type RegistrationInput } from './registration';

const company = {
  regon: '527123453',
  nip: '527-123-45-63',
  name: 'Piekarnia Pod Lipami Sp. z o.o.',
  street: 'ul. Lipowa 12',
  city: 'Warszawa',
  postalCode: '00-120',
  district: 'MAZOWIECKIE',
  webPage: '',
  companyProfile: 'PRODUCTION',
  registrationPurposes: ['USE_SEARCH'],
} as const;

const newAccount = {
  firstName: 'Jan',
  lastName: 'Piekarz',
  phoneNumber: '+48 600-700-800',
  confirmedStatute: true,
  agreeToSellingEmails: false,
  agreeToSellingPhones: false,
  agreeToSharingData: true,
  agreeToMarketingEmails: false,
  agreeToMarketingPhones: false,
};

const valid: RegistrationInput = {
  company: { ...company, registrationPurposes: [...company.registrationPurposes] },
  user: { email: 'Jan@Piekarnia.PL', newAccount },
  isCompanyRepresentative: true,
};

const problems = (input: unknown) => registrationSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('registration rule', () => {
  it('normalises what it keeps: NIP digits, e-mail in lower case, phone without the mask, country Polska', () => {
    const values = registrationSchema.parse(valid);
    expect(values.company).toMatchObject({ nip: '5271234563', country: 'Polska', webPage: null });
    expect(values.user.email).toBe('jan@piekarnia.pl');
    expect(values.user.newAccount?.phoneNumber).toBe('+48600700800');
  });

  it('takes an existing account by its e-mail alone', () => {
    expect(registrationSchema.parse({ ...valid, user: { email: 'firma@demo.test', newAccount: null } }).user).toEqual({
      email: 'firma@demo.test',
      newAccount: null,
    });
  });

  it('names every bad field by its path', () => {
    expect(
      problems({
        company: { ...company, nip: '5271234564', postalCode: '00120', registrationPurposes: [] },
        user: { email: 'nie-email', newAccount: { ...newAccount, phoneNumber: '+48 600', confirmedStatute: false } },
        isCompanyRepresentative: false,
      }),
    ).toEqual([
      ['company.nip', 'Niepoprawny numer NIP'],
      ['company.postalCode', 'Niepoprawny format'],
      ['company.registrationPurposes', 'Zaznacz co najmniej jeden cel rejestracji'],
      ['user.email', 'Błędny format e-mail'],
      ['user.newAccount.phoneNumber', 'Zły format telefonu komórkowego (+48XXXXXXXXX)'],
      ['user.newAccount.confirmedStatute', 'Wymagane potwierdzenie warunków'],
      ['isCompanyRepresentative', 'Pierwszy administrator musi być reprezentantem firmy'],
    ]);
  });
});
