import { foldSql } from '../lib/fold.js';
import { ACCOUNTS_SCHEMA_SQL } from './schema-accounts.js';
import { VERIFICATION_SQL } from './schema-verification.js';
import { ADMIN_SCHEMA_SQL } from './schema-admin.js';
import { OUTBOX_SQL } from './schema-mail.js';

/**
 * Tables of the stand-in. JSON columns hold lists exactly as the API returns them. `*_search` columns are generated
 * (case-folded copies for the catalogue's contains filters, see lib/fold.ts): writers never set them.
 */
export const SCHEMA_VERSION = 5;

export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE gpc_nodes (
  code TEXT PRIMARY KEY,
  level INTEGER NOT NULL,            -- 1 segment, 2 family, 3 class, 4 brick
  text TEXT NOT NULL,
  parent_code TEXT
);

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  nip TEXT UNIQUE,                   -- NULL for foreign owners of global-registry products
  regon TEXT,
  gcp TEXT,                          -- GS1 company prefix
  street TEXT, city TEXT, postal_code TEXT, district TEXT, country TEXT NOT NULL,
  web_page TEXT, phone_number TEXT,
  company_profile TEXT,
  is_authorized INTEGER NOT NULL DEFAULT 0,
  is_operator INTEGER NOT NULL DEFAULT 0,   -- the provider itself: its members are platform administrators
  is_foreign INTEGER NOT NULL DEFAULT 0,
  subscription TEXT NOT NULL DEFAULT 'free',
  access_to_download INTEGER NOT NULL DEFAULT 0,
  api_key TEXT,
  activation_date TEXT,
  registration_date TEXT,
  name_search TEXT GENERATED ALWAYS AS (${foldSql('name')}) STORED
);
CREATE INDEX companies_gcp ON companies(gcp);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT,
  date_joined TEXT NOT NULL,
  last_login TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE memberships (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  permission_group TEXT NOT NULL CHECK (permission_group IN ('location_admin', 'location_user')),
  is_company_representative INTEGER NOT NULL DEFAULT 0,
  activated INTEGER NOT NULL DEFAULT 0,
  activation_date TEXT,
  UNIQUE (user_id, company_id)
);
CREATE INDEX memberships_user ON memberships(user_id);
CREATE INDEX memberships_company ON memberships(company_id);

CREATE TABLE products (
  gtin TEXT PRIMARY KEY,             -- 14 digits
  name TEXT,
  brand TEXT,
  description TEXT,
  description_language TEXT,
  has_image INTEGER NOT NULL DEFAULT 0,
  gtin_status TEXT NOT NULL CHECK (gtin_status IN ('active', 'inactive', 'withdrawn')),
  net_content TEXT NOT NULL DEFAULT '[]',    -- JSON [{value, unit}]
  target_market TEXT NOT NULL DEFAULT '[]',  -- JSON ['PL']
  brick_code TEXT REFERENCES gpc_nodes(code),
  product_page TEXT,
  product_card_page TEXT,
  last_modified TEXT NOT NULL,
  is_global INTEGER NOT NULL DEFAULT 0,
  is_verified INTEGER NOT NULL DEFAULT 0,
  is_partial INTEGER NOT NULL DEFAULT 0,
  is_public INTEGER NOT NULL DEFAULT 1,
  company_id INTEGER REFERENCES companies(id),
  external_sources TEXT NOT NULL DEFAULT '[]',  -- JSON [{name, url}]
  name_search TEXT GENERATED ALWAYS AS (${foldSql('name')}) STORED,
  brand_search TEXT GENERATED ALWAYS AS (${foldSql('brand')}) STORED
);
CREATE INDEX products_company ON products(company_id);
CREATE INDEX products_last_modified ON products(last_modified);
-- catalogue search: own products in result order (name case-folded, nameless last, then GTIN); see domain/search.ts
CREATE INDEX products_search_order ON products(is_global, name_search IS NULL, name_search, gtin);
CREATE INDEX products_brick ON products(brick_code);

CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  blacklisted_at TEXT
);
${OUTBOX_SQL}
${ACCOUNTS_SCHEMA_SQL}
${VERIFICATION_SQL}
${ADMIN_SCHEMA_SQL}
`;
