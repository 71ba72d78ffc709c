import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';
import { messages } from './messages';

/** The five marketing consents (spec §3), each answered yes or no, with the Polish wording the forms show. */
export const CONSENTS = {
  agreeToSellingEmails: 'Zgoda na otrzymywanie informacji handlowych drogą elektroniczną',
  agreeToSellingPhones: 'Zgoda na kontakt telefoniczny w celach handlowych',
  agreeToSharingData: 'Zgoda na udostępnianie danych partnerom GS1 Polska',
  agreeToMarketingEmails: 'Zgoda na otrzymywanie informacji marketingowych drogą elektroniczną',
  agreeToMarketingPhones: 'Zgoda na kontakt telefoniczny w celach marketingowych',
} as const;

export type ConsentField = keyof typeof CONSENTS;
export const CONSENT_FIELDS = Object.keys(CONSENTS) as ConsentField[];

/** One consent: a yes or a no must be chosen (an unanswered radio group is null). */
export const consentSchema = z.boolean({ error: messages.required });

/** The statute must be accepted. */
export const confirmedStatuteSchema = z.boolean({ error: accountMessages.statuteRequired }).check(z.refine((v) => v, accountMessages.statuteRequired));

/** The statute and all five consents (spec §5: "Consents all five required (yes/no)", "confirmedStatute must be true"). */
export const consentsShape = {
  confirmedStatute: confirmedStatuteSchema,
  agreeToSellingEmails: consentSchema,
  agreeToSellingPhones: consentSchema,
  agreeToSharingData: consentSchema,
  agreeToMarketingEmails: consentSchema,
  agreeToMarketingPhones: consentSchema,
};
