import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';
import { companyProfileSchema } from './company-profile';
import { COUNTRY, companyTextSchema, countrySchema, webPageSchema } from './company-text';
import { consentsShape } from './consents';
import { districtSchema } from './district';
import { emailSchema } from './email';
import { nipSchema } from './nip';
import { personNameSchema } from './person-name';
import { phoneSchema } from './phone';
import { postalCodeSchema } from './postal-code';
import { registrationPurposesSchema } from './registration-purposes';
import { regonSchema } from './regon';

/** The wizard's first step: the company's REGON. */
export const regonStepSchema = z.object({ regon: regonSchema });

/** Joining a company already on the platform (`assign_to_company`): its REGON and the person's e-mail. */
export const companyAssignmentSchema = z.object({ regon: regonSchema, email: emailSchema });
export type CompanyAssignmentValues = z.input<typeof companyAssignmentSchema>;

/** The company data step (spec §2, §5). */
export const registrationCompanySchema = z.object({
  regon: regonSchema,
  nip: nipSchema,
  name: companyTextSchema,
  street: companyTextSchema,
  city: companyTextSchema,
  postalCode: postalCodeSchema,
  district: districtSchema,
  country: z._default(countrySchema, COUNTRY),
  webPage: webPageSchema,
  companyProfile: companyProfileSchema,
  registrationPurposes: registrationPurposesSchema,
});

/** Personal data, statute and consents of a person who has no account yet. */
export const newAccountSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phoneNumber: phoneSchema,
  ...consentsShape,
});

/**
 * The person registering: an e-mail, and the personal data of a new account. An e-mail that already has an account
 * (spec §4 "matching existing user email locks personal fields") comes without them: the account's data is kept.
 */
export const registrationUserSchema = z.object({
  email: emailSchema,
  newAccount: z.pipe(
    z.nullish(newAccountSchema),
    z.transform((v: z.output<typeof newAccountSchema> | null | undefined) => v ?? null),
  ),
});

/** The whole registration (spec §7 `POST /accounts/register/`): the first user is the company's representative. */
export const registrationSchema = z.object({
  company: registrationCompanySchema,
  user: registrationUserSchema,
  isCompanyRepresentative: z.boolean({ error: accountMessages.representativeRequired }).check(z.refine((v) => v, accountMessages.representativeRequired)),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationValues = z.output<typeof registrationSchema>;

/**
 * The optional authorisation attachment of a registration (spec §2: an image or a pdf). The spec gives no size; 10 MB
 * is the provider's limit as the stand-in has it.
 */
export const REGISTRATION_ATTACHMENT = {
  maxBytes: 10_000_000,
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;
