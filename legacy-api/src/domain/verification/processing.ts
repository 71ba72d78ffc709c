import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { isValidGtin, toGtin14 } from '../../lib/checksums.js';
import { sendMail } from '../../mail/outbox.js';
import { PROCESSING, findFile, storageDir, updateFile, type VerificationFileRow } from './files.js';
import { addVerified, remainingVerifications } from './limits.js';

export const VERIFICATION_MESSAGES = {
  unreadable: 'Nie udało się odczytać pliku – sprawdź, czy to poprawny plik csv, xls lub xlsx',
  noGtin: 'Plik nie zawiera żadnego numeru GTIN w pierwszej kolumnie pierwszego arkusza',
  missingUpload: 'Nie znaleziono przesłanego pliku',
} as const;

/** True while one of the company's uploads is new (0) or processing (1): the page then disables the upload form. */
export function fileInProcess(ctx: Pick<AppContext, 'db'>, companyId: number): boolean {
  return (
    ctx.db.get('SELECT 1 AS x FROM verification_files WHERE company_id = ? AND processing_status IN (?, ?) LIMIT 1', [
      companyId,
      PROCESSING.new,
      PROCESSING.processing,
    ]) !== undefined
  );
}

/** The values of the first column of the first sheet (csv read as text, so leading zeros stay). */
export function readFirstColumn(data: Buffer, fileName: string): string[] {
  const csv = /\.csv$/i.test(fileName);
  const workbook = XLSX.read(data, { type: 'buffer', raw: csv, dense: false });
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false, defval: null });
  return rows.map((row) => {
    const value = row[0];
    if (typeof value === 'number') return String(value); // an xlsx number cell: leading zeros are already lost (spec: UPC as text)
    return value === null || value === undefined ? '' : String(value).trim();
  });
}

export type RowStatus = 'active' | 'inactive' | 'withdrawn' | 'not_found' | 'invalid_gtin' | 'limit_exceeded';
export interface ResultRow {
  gtin: string;
  found: boolean;
  status: RowStatus;
  verified: boolean;
}

/**
 * Looks each GTIN up in the own database. The first row is skipped when it is not a number (a header); empty cells
 * are skipped. Only well-formed GTINs count against the limit; those past `remaining` are marked limit_exceeded.
 */
export function verifyGtins(db: Db, values: string[], remaining: number): { rows: ResultRow[]; counted: number } {
  const cells = values.filter((v, i) => v !== '' && !(i === 0 && !/^\d+$/.test(v.replace(/\s/g, ''))));
  const rows: ResultRow[] = [];
  let counted = 0;
  for (const cell of cells) {
    const digits = cell.replace(/\s/g, '');
    if (!isValidGtin(digits)) {
      rows.push({ gtin: cell, found: false, status: 'invalid_gtin', verified: false });
      continue;
    }
    if (counted >= remaining) {
      rows.push({ gtin: digits, found: false, status: 'limit_exceeded', verified: false });
      continue;
    }
    counted++;
    const product = db.get<{ gtin_status: RowStatus; is_verified: number }>('SELECT gtin_status, is_verified FROM products WHERE gtin = ? AND is_global = 0', [
      toGtin14(digits),
    ]);
    rows.push(product ? { gtin: digits, found: true, status: product.gtin_status, verified: product.is_verified === 1 } : { gtin: digits, found: false, status: 'not_found', verified: false });
  }
  return { rows, counted };
}

/** The result workbook: one sheet 'Wynik' with the columns GTIN, found, status, verified (GTINs as text). */
export function resultWorkbook(rows: ResultRow[]): Buffer {
  const aoa: (string | boolean)[][] = [['GTIN', 'found', 'status', 'verified'], ...rows.map((r) => [r.gtin, r.found ? 'tak' : 'nie', r.status, r.verified ? 'tak' : 'nie'])];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = [{ wch: 16 }, { wch: 8 }, { wch: 16 }, { wch: 10 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Wynik');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Writes a file under the data dir atomically; returns its path relative to the data dir. */
export function writeDataFile(dataDir: string, relative: string, data: Buffer): string {
  const absolute = path.join(dataDir, relative);
  mkdirSync(path.dirname(absolute), { recursive: true });
  const tmp = `${absolute}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, absolute);
  return relative;
}

/** Builds the result of a seeded file (which has a GTIN list instead of an upload) on its first download. */
export function ensureSeededResult(ctx: AppContext, file: VerificationFileRow): VerificationFileRow {
  if (file.result_path || !file.seed_gtins) return file;
  const { rows } = verifyGtins(ctx.db, JSON.parse(file.seed_gtins) as string[], Infinity);
  const resultPath = writeDataFile(ctx.config.dataDir, path.join(storageDir(file.company_id, file.id), 'wynik.xlsx'), resultWorkbook(rows));
  updateFile(ctx.db, file.id, { result_path: resultPath });
  return { ...file, result_path: resultPath };
}

/** Reads the upload, verifies its GTINs, writes the result: → ready (2) or error (-1) with a text. */
function processFile(ctx: AppContext, file: VerificationFileRow): void {
  let values: string[];
  try {
    if (!file.upload_path) throw new Error(VERIFICATION_MESSAGES.missingUpload);
    values = readFirstColumn(readFileSync(path.join(ctx.config.dataDir, file.upload_path)), file.file_name);
  } catch (err) {
    ctx.log(`verification file ${file.id} unreadable: ${err instanceof Error ? err.message : String(err)}`);
    updateFile(ctx.db, file.id, { processing_status: PROCESSING.error, error_text: VERIFICATION_MESSAGES.unreadable });
    return;
  }
  const { rows, counted } = verifyGtins(ctx.db, values, remainingVerifications(ctx.db, file.company_id));
  if (!rows.some((r) => r.status !== 'invalid_gtin')) {
    updateFile(ctx.db, file.id, { processing_status: PROCESSING.error, error_text: VERIFICATION_MESSAGES.noGtin });
    return;
  }
  const resultPath = writeDataFile(ctx.config.dataDir, path.join(storageDir(file.company_id, file.id), 'wynik.xlsx'), resultWorkbook(rows));
  ctx.db.transaction(() => {
    addVerified(ctx.db, file.company_id, counted);
    updateFile(ctx.db, file.id, { processing_status: PROCESSING.ready, result_path: resultPath, gtin_count: counted, error_text: null });
  });
}

function notify(ctx: AppContext, fileId: number): void {
  const file = findFile(ctx.db, fileId);
  const user = file && ctx.db.get<{ email: string }>('SELECT email FROM users WHERE id = ?', [file.user_id]);
  if (!file || !user) return;
  const ok = file.processing_status === PROCESSING.ready;
  const link = ok && file.link_base ? `${file.link_base}/api/v1/repository/${file.company_id}/get_file/${file.id}` : null;
  sendMail(ctx, {
    to: user.email,
    subject: ok ? `Weryfikacja pliku ${file.file_name} zakończona` : `Weryfikacja pliku ${file.file_name} zakończona błędem`,
    text: ok
      ? `Plik ${file.file_name} został zweryfikowany (${file.gtin_count} GTIN). Wynik można pobrać w zakładce „Moje produkty” przez 30 dni.`
      : `Nie udało się zweryfikować pliku ${file.file_name}: ${file.error_text ?? ''}`,
    link,
    kind: 'verification_finished',
  });
}

const timersByContext = new WeakMap<AppContext, Map<number, NodeJS.Timeout>>();

/** Runs the next step of a file after VERIFICATION_DELAY_MS: new → processing → ready/error (+ e-mail). */
export function scheduleVerification(ctx: AppContext, fileId: number): void {
  let timers = timersByContext.get(ctx);
  if (!timers) timersByContext.set(ctx, (timers = new Map()));
  clearTimeout(timers.get(fileId));
  const timer = setTimeout(() => {
    timers.delete(fileId);
    try {
      const file = findFile(ctx.db, fileId);
      if (file?.processing_status === PROCESSING.new) {
        updateFile(ctx.db, fileId, { processing_status: PROCESSING.processing });
        scheduleVerification(ctx, fileId);
      } else if (file?.processing_status === PROCESSING.processing) {
        processFile(ctx, file);
        notify(ctx, fileId);
      }
    } catch (err) {
      // e.g. the database was closed (shutdown, a finished test) or reseeded meanwhile
      ctx.log(`verification of file ${fileId} stopped`, err);
      try {
        updateFile(ctx.db, fileId, { processing_status: PROCESSING.error, error_text: VERIFICATION_MESSAGES.unreadable });
      } catch {
        // the database is gone; a restart resumes the file
      }
    }
  }, ctx.config.verificationDelayMs);
  timer.unref();
  timers.set(fileId, timer);
}

/** At start: files left new or processing by a previous run continue. */
export function resumeVerifications(ctx: AppContext): number {
  const pending = ctx.db.all<{ id: number }>('SELECT id FROM verification_files WHERE processing_status IN (?, ?) ORDER BY id', [PROCESSING.new, PROCESSING.processing]);
  for (const { id } of pending) scheduleVerification(ctx, id);
  return pending.length;
}
