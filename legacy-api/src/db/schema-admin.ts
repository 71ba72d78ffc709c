/**
 * Tables of the administration and commercial side (admin-side.md): subscription details and counters per company,
 * data pools, the repository of GTIN issues and its generated files, page content (CMS) with images, database
 * exports and subscription orders. Generated files live under `<dataDir>` (issue-files/, cms-images/, database-exports/);
 * the rows here say where.
 */
export const ADMIN_SCHEMA_SQL = `
-- api/csv counters here; freeVerified/verified live in verification_usage (domain/verification/limits.ts)
CREATE TABLE company_subscriptions (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  begin_subscription_dt TEXT,         -- NULL for free: the current calendar year
  end_subscription_dt TEXT,
  counter_api INTEGER NOT NULL DEFAULT 0,
  counter_csv INTEGER NOT NULL DEFAULT 0,
  monetization_switch INTEGER NOT NULL DEFAULT 0,
  access_to_verify INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE subscription_orders (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  subscription TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE datapools (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE repository_issues (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  datapool_id INTEGER NOT NULL REFERENCES datapools(id),
  gtin TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new_issue', 'in_progress_issue', 'resolved_issue', 'abandoned_issue')),
  error_code TEXT NOT NULL,
  source TEXT NOT NULL,
  assigned_user TEXT,
  last_modified TEXT NOT NULL
);
CREATE INDEX repository_issues_group ON repository_issues(company_id, datapool_id, error_code, status);

CREATE TABLE issue_files (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  issue_ids TEXT NOT NULL,            -- JSON [id]
  status TEXT NOT NULL CHECK (status IN ('processing', 'ready', 'error')),
  file_name TEXT,                     -- under <dataDir>/issue-files/
  created_at TEXT NOT NULL,
  ready_at TEXT
);

CREATE TABLE page_contents (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  content TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',  -- JSON [imageId]
  updated_at TEXT NOT NULL
);

CREATE TABLE cms_images (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  original_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  stored_name TEXT NOT NULL,          -- under <dataDir>/cms-images/
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE database_exports (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  filters TEXT NOT NULL,              -- JSON of the request
  product_count INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('processing', 'ready', 'error')),
  files TEXT NOT NULL DEFAULT '[]',   -- JSON [csv file name] under <dataDir>/database-exports/<id>/
  zip_name TEXT,
  created_at TEXT NOT NULL,
  ready_at TEXT,
  expires_at TEXT
);
CREATE INDEX database_exports_company ON database_exports(company_id, status);
`;
