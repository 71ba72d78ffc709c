import type { Db } from '../../db/database.js';
import type { FieldReader } from './field-reader.js';
import { ACCOUNT_MESSAGES } from './messages.js';

export const CONSENT_FIELDS = ['agreeToSellingEmails', 'agreeToSellingPhones', 'agreeToSharingData', 'agreeToMarketingEmails', 'agreeToMarketingPhones'] as const;
const CONSENT_COLUMNS: Record<(typeof CONSENT_FIELDS)[number], string> = {
  agreeToSellingEmails: 'agree_to_selling_emails',
  agreeToSellingPhones: 'agree_to_selling_phones',
  agreeToSharingData: 'agree_to_sharing_data',
  agreeToMarketingEmails: 'agree_to_marketing_emails',
  agreeToMarketingPhones: 'agree_to_marketing_phones',
};

export interface Profile {
  confirmedStatute: boolean;
  agreeToSellingEmails: boolean;
  agreeToSellingPhones: boolean;
  agreeToSharingData: boolean;
  agreeToMarketingEmails: boolean;
  agreeToMarketingPhones: boolean;
}

/** Statute and consents; seed users have no row: statute confirmed, consents false. */
export function profileOf(db: Db, userId: number): Profile {
  const row = db.get<Record<string, number>>('SELECT * FROM user_profiles WHERE user_id = ?', [userId]);
  const profile = { confirmedStatute: row ? row.confirmed_statute === 1 : true } as Profile;
  for (const field of CONSENT_FIELDS) profile[field] = row ? row[CONSENT_COLUMNS[field]] === 1 : false;
  return profile;
}

export function saveProfile(db: Db, userId: number, profile: Profile): void {
  db.run(
    `INSERT OR REPLACE INTO user_profiles (user_id, confirmed_statute, ${CONSENT_FIELDS.map((f) => CONSENT_COLUMNS[f]).join(', ')})
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [userId, profile.confirmedStatute ? 1 : 0, ...CONSENT_FIELDS.map((f) => (profile[f] ? 1 : 0))],
  );
}

/** Reads confirmedStatute (must be true) and the five consents (required booleans). */
export function readProfile(reader: FieldReader): Profile | undefined {
  const confirmedStatute = reader.boolean('confirmedStatute');
  if (confirmedStatute === false) reader.fail('confirmedStatute', ACCOUNT_MESSAGES.statute);
  const profile = { confirmedStatute: confirmedStatute === true } as Profile;
  for (const field of CONSENT_FIELDS) profile[field] = reader.boolean(field) === true;
  return reader.ok ? profile : undefined;
}
