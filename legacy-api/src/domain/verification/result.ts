import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db/database.js';
import { isValidGtin, toGtin14 } from '../../lib/checksums.js';

export type RowStatus = 'active' | 'inactive' | 'withdrawn' | 'not_found' | 'invalid_gtin' | 'limit_exceeded';
export interface ResultRow {
  gtin: string;
  found: boolean;
  status: RowStatus;
  verified: boolean;
}

/** The rows of a result counted per status: what `get_files` sends beside a ready file (`resultSummary`). */
export type ResultSummary = Record<RowStatus, number>;

/** What verification needs to know of an own-database product, by its GTIN-14. */
export interface ProductState {
  status: 'active' | 'inactive' | 'withdrawn';
  verified: boolean;
}

/** The own database's products (not the global registry), so a file is checked without a query per GTIN. */
export function productStates(db: Db): Map<string, ProductState> {
  const rows = db.all<{ gtin: string; gtin_status: ProductState['status']; is_verified: number }>('SELECT gtin, gtin_status, is_verified FROM products WHERE is_global = 0');
  return new Map(rows.map((r) => [r.gtin, { status: r.gtin_status, verified: r.is_verified === 1 }]));
}

/**
 * Checks a file's values in order. The first value is skipped when it is not a number (a header); empty values are
 * skipped. Only well-formed GTINs count against the limit; those past `remaining` are marked limit_exceeded.
 */
export class GtinChecker {
  counted = 0;
  readonly summary: ResultSummary = { active: 0, inactive: 0, withdrawn: 0, not_found: 0, invalid_gtin: 0, limit_exceeded: 0 };
  private first = true;

  constructor(
    private readonly products: ReadonlyMap<string, ProductState>,
    private readonly remaining: number,
  ) {}

  /** The result row of one value, or null when the value is skipped. */
  check(value: string): ResultRow | null {
    const row = this.rowOf(value);
    if (row) this.summary[row.status]++;
    return row;
  }

  private rowOf(value: string): ResultRow | null {
    const first = this.first;
    this.first = false;
    const digits = value.replace(/\s/g, '');
    if (value === '' || (first && !/^\d+$/.test(digits))) return null;
    if (!isValidGtin(digits)) return { gtin: value, found: false, status: 'invalid_gtin', verified: false };
    if (this.counted >= this.remaining) return { gtin: digits, found: false, status: 'limit_exceeded', verified: false };
    this.counted++;
    const product = this.products.get(toGtin14(digits));
    return product ? { gtin: digits, found: true, status: product.status, verified: product.verified } : { gtin: digits, found: false, status: 'not_found', verified: false };
  }
}

/** An xlsx sheet holds 1 048 576 rows; with its header row a result sheet takes this many GTINs, then a next one starts. */
export const RESULT_ROWS_PER_SHEET = 1_048_575;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text for an XML text node: escaped, without the control characters XML 1.0 forbids (a file's cell may hold any). */
const xmlText = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Row `r` (1-based) of text cells in columns A…; with its cell references, as spreadsheet programs write them. */
const rowXml = (r: number, cells: string[]) =>
  `<row r="${r}">${cells.map((c, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${xmlText(c)}</t></is></c>`).join('')}</row>`;

const SHEET_HEAD =
  `${XML}<worksheet xmlns="${MAIN}"><cols><col min="1" max="1" width="16" customWidth="1"/><col min="2" max="2" width="8" customWidth="1"/>` +
  `<col min="3" max="3" width="16" customWidth="1"/><col min="4" max="4" width="10" customWidth="1"/></cols><sheetData>${rowXml(1, ['GTIN', 'found', 'status', 'verified'])}`;

/** The package parts around the sheets: content types, relationships and the workbook naming 'Wynik', 'Wynik 2', …. */
function workbookParts(sheets: number): Record<string, string> {
  const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
  return {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      numbers.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
      '</Types>',
    '_rels/.rels': `${XML}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELATIONSHIP}"><sheets>` +
      numbers.map((n) => `<sheet name="${n === 1 ? 'Wynik' : `Wynik ${n}`}" sheetId="${n}" r:id="rId${n}"/>`).join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${RELATIONSHIPS}">` +
      numbers.map((n) => `<Relationship Id="rId${n}" Type="${DOCUMENT_RELATIONSHIP}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
      '</Relationships>',
  };
}

/**
 * Writes the result workbook as its rows arrive: sheets 'Wynik', 'Wynik 2', … with the columns GTIN (as text), found,
 * status, verified. The zip pulls each sheet's XML from `rows`, so rows are read no faster than they are compressed and
 * written (memory stays flat for millions of rows). A plain minimal xlsx (inline strings, no styles), written to a
 * temporary file and renamed when complete; if `rows` throws, nothing is left behind and the error is passed on.
 */
export async function writeResult(file: string, rows: AsyncIterable<ResultRow> | Iterable<ResultRow>, rowsPerSheet = RESULT_ROWS_PER_SHEET): Promise<void> {
  const source = (async function* () {
    yield* rows;
  })();
  let next = await source.next();
  async function* sheet() {
    yield SHEET_HEAD;
    let chunk = '';
    for (let n = 0; n < rowsPerSheet && !next.done; n++) {
      const row = next.value;
      chunk += rowXml(n + 2, [row.gtin, row.found ? 'tak' : 'nie', row.status, row.verified ? 'tak' : 'nie']);
      if (chunk.length > 65_536) {
        yield chunk;
        chunk = '';
      }
      next = await source.next();
    }
    yield `${chunk}</sheetData></worksheet>`;
  }

  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = createWriteStream(tmp);
  archive.pipe(out);
  const closed = once(out, 'close');
  try {
    let sheets = 0;
    do {
      const xml = Readable.from(sheet());
      archive.append(xml, { name: `xl/worksheets/sheet${++sheets}.xml` });
      await finished(xml); // the rows of this sheet are written: is there more for a next one?
    } while (!next.done);
    for (const [name, content] of Object.entries(workbookParts(sheets))) archive.append(content, { name });
    await archive.finalize();
    await closed;
    renameSync(tmp, file);
  } catch (err) {
    archive.abort();
    out.destroy();
    rmSync(tmp, { force: true });
    throw err;
  }
}
