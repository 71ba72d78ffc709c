import path from 'node:path';
import type { Db } from '../../db/database.js';
import type { ResultSummary } from './result.js';

/** processingStatus of an uploaded file (spec member-side §4, admin-side §4). */
export const PROCESSING = { error: -1, new: 0, processing: 1, ready: 2 } as const;

/** Result files can be downloaded this long after the upload (spec §9: 30 days). */
export const FILE_RETENTION_MS = 30 * 86_400_000;

export interface VerificationFileRow {
  id: number;
  company_id: number;
  user_id: number;
  membership_id: number;
  file_name: string;
  comment: string;
  created_at: string;
  updated_at: string;
  processing_status: number;
  error_text: string | null;
  upload_path: string | null;
  result_path: string | null;
  result_summary: string | null;
  seed_gtins: string | null;
  gtin_count: number;
  link_base: string | null;
}

/** Where a company's files live, relative to the data dir. */
export const storageDir = (companyId: number, fileId: number) => path.join('verification', String(companyId), String(fileId));

export const findFile = (db: Db, id: number) => db.get<VerificationFileRow>('SELECT * FROM verification_files WHERE id = ?', [id]);

/**
 * The company's uploads, newest first, in the record shape of `get_files`: the spec's fields, and two this stand-in
 * adds (decision 034): `errorReason`, why a file failed (-1), and `resultSummary`, a ready file's result rows counted per
 * status (camelCase keys, as the API's other answers).
 */
export function listFiles(db: Db, companyId: number) {
  const rows = db.all<VerificationFileRow & { user_email: string }>(
    `SELECT f.*, u.email AS user_email FROM verification_files f JOIN users u ON u.id = f.user_id
     WHERE f.company_id = ? ORDER BY f.created_at DESC, f.id DESC`,
    [companyId],
  );
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    createdAt: r.created_at,
    userEmail: r.user_email,
    processingStatus: r.processing_status,
    comment: r.comment,
    errorReason: r.processing_status === PROCESSING.error ? r.error_text : null,
    resultSummary: r.result_summary ? summaryRecord(JSON.parse(r.result_summary) as ResultSummary) : null,
  }));
}

function summaryRecord(s: ResultSummary) {
  return { active: s.active, inactive: s.inactive, withdrawn: s.withdrawn, notFound: s.not_found, invalidGtin: s.invalid_gtin, limitExceeded: s.limit_exceeded };
}

export function insertFile(
  db: Db,
  file: { companyId: number; userId: number; membershipId: number; fileName: string; comment: string; linkBase: string | null; createdAt?: string },
): number {
  const now = file.createdAt ?? new Date().toISOString();
  db.run(
    `INSERT INTO verification_files (company_id, user_id, membership_id, file_name, comment, created_at, updated_at, processing_status, link_base)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [file.companyId, file.userId, file.membershipId, file.fileName, file.comment, now, now, PROCESSING.new, file.linkBase],
  );
  return db.lastInsertId();
}

export function updateFile(
  db: Db,
  id: number,
  changes: Partial<Pick<VerificationFileRow, 'processing_status' | 'error_text' | 'upload_path' | 'result_path' | 'gtin_count' | 'result_summary'>>,
): void {
  const entries = Object.entries(changes);
  if (!entries.length) return;
  db.run(`UPDATE verification_files SET ${entries.map(([k]) => `${k} = ?`).join(', ')}, updated_at = ? WHERE id = ?`, [
    ...entries.map(([, v]) => v as string | number | null),
    new Date().toISOString(),
    id,
  ]);
}

/** The name the result is downloaded under: the upload's base name + `_wynik.xlsx`. */
export function resultFileName(fileName: string): string {
  const base = fileName.replace(/\.(csv|xlsx?|)$/i, '') || 'file';
  return `${base}_wynik.xlsx`;
}
