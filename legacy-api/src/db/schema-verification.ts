/**
 * Tables of the GTIN verification service (spec member-side §2 "My products and upload", §4, §8). The uploaded and
 * result files live under `<dataDir>/verification/` (paths relative to the data dir), never in the database.
 */
export const VERIFICATION_SQL = `
CREATE TABLE verification_files (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  membership_id INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  processing_status INTEGER NOT NULL DEFAULT 0,   -- -1 error, 0 new, 1 processing, 2 ready
  error_text TEXT,
  upload_path TEXT,                  -- relative to the data dir; NULL for seeded files
  result_path TEXT,                  -- relative to the data dir; NULL until written (seeded files: written lazily)
  result_summary TEXT,               -- JSON: the result's rows counted per status (ResultSummary), once ready
  seed_gtins TEXT,                   -- JSON list of GTINs a seeded file "contained" (its result is built on first download)
  gtin_count INTEGER NOT NULL DEFAULT 0,
  link_base TEXT                     -- public base URL at upload time (for the link in the 'finished' e-mail)
);
CREATE INDEX verification_files_company ON verification_files(company_id, processing_status);

-- GTINs verified per company and calendar year: free_verified counts on the free package, verified on paid ones.
CREATE TABLE verification_usage (
  company_id INTEGER NOT NULL REFERENCES companies(id),
  year INTEGER NOT NULL,
  free_verified INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, year)
);
`;
