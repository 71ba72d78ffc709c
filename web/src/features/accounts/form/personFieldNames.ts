import { CONSENT_FIELDS } from 'schema/validation';

/** The names of a person's data, statute and consents, as registration, activation and user data send them. */
export const PERSON_FIELD_NAMES = ['firstName', 'lastName', 'phoneNumber', 'confirmedStatute', ...CONSENT_FIELDS] as const;
