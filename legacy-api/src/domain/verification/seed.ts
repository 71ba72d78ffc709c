import type { Db } from '../../db/database.js';
import { PROCESSING } from './files.js';
import { VERIFICATION_MESSAGES } from './processing.js';
import { GtinChecker, productStates } from './result.js';

const DAY = 86_400_000;

/**
 * The demo company's 'Raporty' (My products): a ready file (its result is written on the first download from the
 * GTIN list below), a failed one and a ready one older than 30 days (download expired). Uploaded by firma@demo.test.
 */
export function seedVerificationFiles(db: Db, companyId: number, userEmail: string, gtins: string[], now: number): void {
  const membership = db.get<{ user_id: number; id: number }>(
    'SELECT m.user_id, m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?',
    [userEmail, companyId],
  );
  if (!membership) return;
  const iso = (ms: number) => new Date(ms).toISOString();
  const checker = new GtinChecker(productStates(db), Infinity);
  for (const gtin of gtins) checker.check(gtin);
  const summary = JSON.stringify(checker.summary);
  const rows: { name: string; comment: string; at: number; status: number; error: string | null; gtins: string[] | null }[] = [
    { name: 'produkty_2024_archiwum.xlsx', comment: 'Archiwum z ubiegłego roku', at: now - 45 * DAY, status: PROCESSING.ready, error: null, gtins },
    { name: 'cennik_hurtowy.csv', comment: 'Zły plik', at: now - 3 * DAY, status: PROCESSING.error, error: VERIFICATION_MESSAGES.noGtin, gtins: null },
    { name: 'moje_produkty.xlsx', comment: 'Lista produktów do sprawdzenia', at: now - 1 * DAY, status: PROCESSING.ready, error: null, gtins },
  ];
  db.insertMany(
    `INSERT INTO verification_files (company_id, user_id, membership_id, file_name, comment, created_at, updated_at, processing_status, error_text, seed_gtins, gtin_count, result_summary)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    rows.map((r) => [
      companyId, membership.user_id, membership.id, r.name, r.comment, iso(r.at), iso(r.at + 60_000), r.status, r.error,
      r.gtins ? JSON.stringify(r.gtins) : null, r.gtins?.length ?? 0, r.gtins ? summary : null,
    ]),
  );
}
