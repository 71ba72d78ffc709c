import type { FieldPath } from 'react-hook-form';
import { COUNTRY, PHONE_DEFAULT_PREFIX, type RegistrationInput } from 'schema/validation';
import { PERSON_FIELD_NAMES } from '../form/personFieldNames';

/** The wizard's steps (spec §2): regon, companyData, personalData, summary. */
export const STEPS = ['regon', 'company', 'personal', 'summary'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES: Record<Step, string> = {
  regon: 'REGON firmy',
  company: 'Dane firmy',
  personal: 'Dane osobowe',
  summary: 'Podsumowanie',
};

export const NEW_ACCOUNT = {
  firstName: '',
  lastName: '',
  phoneNumber: `${PHONE_DEFAULT_PREFIX} `,
  confirmedStatute: false,
  agreeToSellingEmails: null,
  agreeToSellingPhones: null,
  agreeToSharingData: null,
  agreeToMarketingEmails: null,
  agreeToMarketingPhones: null,
} as unknown as NonNullable<RegistrationInput['user']['newAccount']>;

/** An empty registration; the selects start unchosen ('' fails their rule with 'Pole wymagane'). */
export function emptyRegistration(): RegistrationInput {
  return {
    company: {
      regon: '',
      nip: '',
      name: '',
      street: '',
      city: '',
      postalCode: '',
      district: '' as never,
      country: COUNTRY,
      webPage: '',
      companyProfile: '' as never,
      registrationPurposes: [],
    },
    user: { email: '', newAccount: NEW_ACCOUNT },
    isCompanyRepresentative: false,
  };
}

type Field = FieldPath<RegistrationInput>;

const COMPANY_FIELDS = ['nip', 'name', 'street', 'city', 'postalCode', 'district', 'country', 'webPage', 'companyProfile', 'registrationPurposes'] as const;

/** The fields each step checks before the next one opens. */
export const STEP_FIELDS: Record<Step, Field[]> = {
  regon: ['company.regon'],
  company: COMPANY_FIELDS.map((f) => `company.${f}` as Field),
  personal: ['user.email', ...PERSON_FIELD_NAMES.map((f) => `user.newAccount.${f}` as Field), 'isCompanyRepresentative'],
  summary: [],
};

/** Every field a server problem may name. */
export const ALL_FIELDS: Field[] = Object.values(STEP_FIELDS).flat();

/** The step that shows a field. */
export function stepOf(field: string): Step {
  return STEPS.find((step) => STEP_FIELDS[step].some((f) => f === field)) ?? 'summary';
}
