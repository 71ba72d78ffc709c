import { rmSync } from 'node:fs';
import { readFirstColumn } from './reading.js';
import { GtinChecker, writeResult, type ProductState, type ResultSummary } from './result.js';

export interface VerifyTask {
  /** Absolute paths of the upload and of the result to write. */
  upload: string;
  result: string;
  /** The name the file was uploaded under: its extension says how to read it. */
  fileName: string;
  remaining: number;
  products: ReadonlyMap<string, ProductState>;
}

export type VerifyOutcome = { outcome: 'ready'; counted: number; summary: ResultSummary } | { outcome: 'unreadable' | 'noGtin'; reason?: string };

/**
 * Reads an upload value by value, checks each GTIN and writes the result as it goes (memory stays flat whatever the
 * file's size). Runs in a file-jobs worker thread, never on the thread that answers requests.
 */
export async function verifyUpload(task: VerifyTask): Promise<VerifyOutcome> {
  const checker = new GtinChecker(task.products, task.remaining);
  let gtins = 0;
  async function* checked() {
    for await (const value of readFirstColumn(task.upload, task.fileName)) {
      const row = checker.check(value);
      if (!row) continue;
      if (row.status !== 'invalid_gtin') gtins++;
      yield row;
    }
  }
  try {
    await writeResult(task.result, checked());
  } catch (err) {
    return { outcome: 'unreadable', reason: err instanceof Error ? err.message : String(err) };
  }
  if (!gtins) {
    rmSync(task.result, { force: true });
    return { outcome: 'noGtin' };
  }
  return { outcome: 'ready', counted: checker.counted, summary: checker.summary };
}
