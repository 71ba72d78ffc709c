/**
 * Tables of the accounts and registration area (appended to SCHEMA_SQL). Users and memberships stay in the main
 * schema; what the area adds lives beside them, keyed by their ids:
 * - company_registry: the national company registry the wizard looks REGON/NIP up in (companies that "exist",
 *   platform members or not); platform companies are looked up in `companies` as well.
 * - user_profiles: statute and consents (a user without a row: statute confirmed, consents false — the seed users).
 * - company_registrations: what registration added to a company (purposes, attachment); the free package period is
 *   the calendar year (domain/companies.ts freeSubscriptionPeriod), not stored.
 * - activations / password_resets: the e-mailed links; ids are random tokens (never sequential), single use.
 */
export const ACCOUNTS_SCHEMA_SQL = `
CREATE TABLE company_registry (
  regon TEXT PRIMARY KEY,
  nip TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  district TEXT NOT NULL,
  country TEXT NOT NULL DEFAULT 'Polska'
);

CREATE TABLE user_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  confirmed_statute INTEGER NOT NULL DEFAULT 0,
  agree_to_selling_emails INTEGER NOT NULL DEFAULT 0,
  agree_to_selling_phones INTEGER NOT NULL DEFAULT 0,
  agree_to_sharing_data INTEGER NOT NULL DEFAULT 0,
  agree_to_marketing_emails INTEGER NOT NULL DEFAULT 0,
  agree_to_marketing_phones INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE company_registrations (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  membership_id INTEGER NOT NULL,
  registration_purposes TEXT NOT NULL,   -- JSON {checkSingleGtin: true, ...}
  attachment_file TEXT,                  -- path relative to the data dir
  attachment_name TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE activations (
  id TEXT PRIMARY KEY,                   -- random token, the link's /confirm/email/{id}
  membership_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('registration', 'invitation')),
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX activations_membership ON activations(membership_id);

CREATE TABLE password_resets (
  id TEXT PRIMARY KEY,                   -- random token, the link's /reset_password/{id}
  user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_user ON password_resets(user_id);
`;
