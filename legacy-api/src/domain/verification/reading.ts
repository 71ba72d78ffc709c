import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse';
import * as XLSX from 'xlsx';
import { xlsxFirstColumn } from './xlsx-first-column.js';

/**
 * The values of the first column of an uploaded file, one per row, read as a stream so that a 50 MB file never sits
 * in memory as a whole: csv through csv-parse (`;`, `,` or tab separated, read as text so leading zeros stay), xlsx
 * by its own streaming reader (`xlsx-first-column.ts`). Legacy xls (BIFF, at most 65 536 rows) is read whole by
 * SheetJS. Empty values are yielded as ''. A file the parser cannot read throws.
 */
export function readFirstColumn(file: string, fileName: string): AsyncIterable<string> {
  const extension = /\.(csv|xlsx|xls)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return csvFirstColumn(file);
  if (extension === 'xlsx') return xlsxFirstColumn(file);
  return xlsFirstColumn(file);
}

async function* csvFirstColumn(file: string): AsyncIterable<string> {
  const records = createReadStream(file).pipe(
    parse({ delimiter: [';', ',', '\t'], bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }),
  );
  for await (const record of records as AsyncIterable<string[]>) yield (record[0] ?? '').trim();
}

async function* xlsFirstColumn(file: string): AsyncIterable<string> {
  const workbook = XLSX.read(await readFile(file), { type: 'buffer', dense: true });
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  if (!sheet) return;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false, defval: null });
  for (const row of rows) {
    const value = row[0];
    yield value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : String(value).trim();
  }
}
