import path from 'node:path';
import type { AppContext } from '../../context.js';
import { FileTooLargeError } from '../../jobs/file-jobs.js';
import { sendMail } from '../../mail/outbox.js';
import { PROCESSING, findFile, storageDir, updateFile, type VerificationFileRow } from './files.js';
import { addVerified, remainingVerifications } from './limits.js';
import { GtinChecker, productStates, writeResult } from './result.js';
import type { VerifyOutcome } from './verify-upload.js';

export const VERIFICATION_MESSAGES = {
  unreadable: 'Nie udało się odczytać pliku – sprawdź, czy to poprawny plik csv, xls lub xlsx',
  noGtin: 'Plik nie zawiera żadnego numeru GTIN w pierwszej kolumnie pierwszego arkusza',
  missingUpload: 'Nie znaleziono przesłanego pliku',
  tooLarge: 'Plik jest zbyt duży, aby go przetworzyć – podziel go na mniejsze pliki',
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

/** Builds the result of a seeded file (which has a GTIN list instead of an upload) on its first download. */
export async function ensureSeededResult(ctx: AppContext, file: VerificationFileRow): Promise<VerificationFileRow> {
  if (file.result_path || !file.seed_gtins) return file;
  const checker = new GtinChecker(productStates(ctx.db), Infinity);
  const rows = (JSON.parse(file.seed_gtins) as string[]).map((gtin) => checker.check(gtin)).filter((row) => row !== null);
  const resultPath = path.join(storageDir(file.company_id, file.id), 'wynik.xlsx');
  await writeResult(path.join(ctx.config.dataDir, resultPath), rows);
  updateFile(ctx.db, file.id, { result_path: resultPath });
  return { ...file, result_path: resultPath };
}

/**
 * Verifies the upload in a file-jobs worker (the request thread only reads the products and the limit before and
 * records the outcome after): → ready (2) with the result, or error (-1) with a text.
 */
async function processFile(ctx: AppContext, file: VerificationFileRow): Promise<void> {
  if (!file.upload_path) {
    updateFile(ctx.db, file.id, { processing_status: PROCESSING.error, error_text: VERIFICATION_MESSAGES.missingUpload });
    return;
  }
  const resultPath = path.join(storageDir(file.company_id, file.id), 'wynik.xlsx');
  let verified: VerifyOutcome;
  try {
    verified = await ctx.fileJobs.verify({
      upload: path.join(ctx.config.dataDir, file.upload_path),
      result: path.join(ctx.config.dataDir, resultPath),
      fileName: file.file_name,
      remaining: remainingVerifications(ctx.db, file.company_id),
      products: productStates(ctx.db),
    });
  } catch (err) {
    if (!(err instanceof FileTooLargeError)) throw err;
    ctx.log(`verification file ${file.id} too large to process in memory`);
    updateFile(ctx.db, file.id, { processing_status: PROCESSING.error, error_text: VERIFICATION_MESSAGES.tooLarge });
    return;
  }
  if (verified.outcome !== 'ready') {
    if (verified.reason) ctx.log(`verification file ${file.id} unreadable: ${verified.reason}`);
    updateFile(ctx.db, file.id, { processing_status: PROCESSING.error, error_text: VERIFICATION_MESSAGES[verified.outcome] });
    return;
  }
  ctx.db.transaction(() => {
    addVerified(ctx.db, file.company_id, verified.counted);
    updateFile(ctx.db, file.id, {
      processing_status: PROCESSING.ready,
      result_path: resultPath,
      gtin_count: verified.counted,
      result_summary: JSON.stringify(verified.summary),
      error_text: null,
    });
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

/** One step of a file: new → processing (and the next step scheduled), or processing → ready/error (+ e-mail). */
async function step(ctx: AppContext, fileId: number): Promise<void> {
  try {
    const file = findFile(ctx.db, fileId);
    if (file?.processing_status === PROCESSING.new) {
      updateFile(ctx.db, fileId, { processing_status: PROCESSING.processing });
      scheduleVerification(ctx, fileId);
    } else if (file?.processing_status === PROCESSING.processing) {
      await processFile(ctx, file);
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
}

const timersByContext = new WeakMap<AppContext, Map<number, NodeJS.Timeout>>();

/** Runs the next step of a file after VERIFICATION_DELAY_MS: new → processing → ready/error (+ e-mail). */
export function scheduleVerification(ctx: AppContext, fileId: number): void {
  let timers = timersByContext.get(ctx);
  if (!timers) timersByContext.set(ctx, (timers = new Map()));
  clearTimeout(timers.get(fileId));
  const timer = setTimeout(() => {
    timers.delete(fileId);
    void step(ctx, fileId);
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
