import { createWriteStream, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import type { SqlValue } from 'sql.js';
import type { Db } from '../db/database.js';
import { fold } from '../lib/fold.js';

/** Rows per CSV file inside the zip. */
export const CSV_ROWS_PER_FILE = 1_000;
/** How long a generated database stays downloadable. */
export const DATABASE_LINK_TTL_DAYS = 7;

/** The database generation payload, validated (GTIN padded to 14, NIP without dashes, GPC codes of any level). */
export interface ExportFilters {
  categories: string[];
  gtin?: string;
  productName?: string;
  companyName?: string;
  brand?: string;
  nip?: string;
}

export interface ExportRow {
  id: number;
  company_id: number;
  user_id: number;
  product_count: number;
  status: 'processing' | 'ready' | 'error';
  files: string;
  zip_name: string | null;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
}

export const exportDir = (dataDir: string, exportId: number) => path.join(dataDir, 'database-exports', String(exportId));

/** Own-database, public products matching every given filter (AND; categories OR among themselves). */
function where(f: ExportFilters): { withClause: string; sql: string; params: SqlValue[] } {
  const conditions = ['p.is_global = 0', 'p.is_public = 1'];
  const params: SqlValue[] = [];
  let withClause = '';
  if (f.categories.length) {
    withClause = `WITH RECURSIVE picked(code, level) AS (
      SELECT code, level FROM gpc_nodes WHERE code IN (${f.categories.map(() => '?').join(', ')})
      UNION SELECT g.code, g.level FROM gpc_nodes g JOIN picked ON g.parent_code = picked.code) `;
    params.push(...f.categories);
    conditions.push('p.brick_code IN (SELECT code FROM picked WHERE level = 4)');
  }
  const add = (condition: string, value: SqlValue | undefined) => {
    if (value === undefined) return;
    conditions.push(condition);
    params.push(value);
  };
  add('p.gtin = ?', f.gtin);
  add('instr(p.name_search, ?) > 0', f.productName && fold(f.productName));
  add('instr(p.brand_search, ?) > 0', f.brand && fold(f.brand));
  add('instr(c.name_search, ?) > 0', f.companyName && fold(f.companyName));
  add('c.nip = ?', f.nip);
  return { withClause, sql: conditions.join(' AND '), params };
}

export function countSelection(db: Db, f: ExportFilters): number {
  const w = where(f);
  return Number(db.get<{ n: number }>(`${w.withClause}SELECT count(*) AS n FROM products p LEFT JOIN companies c ON c.id = p.company_id WHERE ${w.sql}`, w.params)?.n ?? 0);
}

const CSV_HEADER = ['gtin', 'nazwa', 'marka', 'opis', 'status', 'zawartosc_netto', 'rynek_docelowy', 'kod_gpc', 'kategoria_gpc', 'firma', 'nip', 'strona_produktu', 'ostatnia_zmiana'];

const csvCell = (value: SqlValue | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One product of an export, as read from the database. */
export type ExportRecord = Record<string, SqlValue>;

/** The selection's products, read on the request thread (the database lives there); the files are written by a worker. */
export function exportRecords(db: Db, f: ExportFilters): ExportRecord[] {
  const w = where(f);
  return db.all<ExportRecord>(
    `${w.withClause}SELECT p.gtin, p.name, p.brand, p.description, p.gtin_status, p.net_content, p.target_market, p.brick_code, g.text AS brick_text,
       c.name AS company, c.nip, p.product_page, p.last_modified
     FROM products p LEFT JOIN companies c ON c.id = p.company_id LEFT JOIN gpc_nodes g ON g.code = p.brick_code
     WHERE ${w.sql} ORDER BY p.gtin`,
    w.params,
  );
}

export const exportZipName = (now = new Date()) => `${now.toISOString().slice(0, 10)}_database.zip`;

/**
 * Writes the records as CSV files (`;`-separated, UTF-8 with BOM, 1 000 rows each) and zips them as `zipName`;
 * returns the CSV names. Runs in a file-jobs worker.
 */
export async function writeExportFiles(dir: string, zipName: string, rows: ExportRecord[]): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const contents: string[] = [];
  for (let start = 0; start < rows.length; start += CSV_ROWS_PER_FILE) {
    const name = `products_${String(files.length + 1).padStart(3, '0')}.csv`;
    const lines = [CSV_HEADER.join(';')];
    for (const r of rows.slice(start, start + CSV_ROWS_PER_FILE)) {
      const net = (JSON.parse(String(r.net_content)) as { value: string; unit: string }[]).map((n) => `${n.value} ${n.unit}`).join(', ');
      const market = (JSON.parse(String(r.target_market)) as string[]).join(', ');
      lines.push([r.gtin, r.name, r.brand, r.description, r.gtin_status, net, market, r.brick_code, r.brick_text, r.company, r.nip, r.product_page, r.last_modified].map(csvCell).join(';'));
    }
    const content = `\uFEFF${lines.join('\r\n')}\r\n`;
    writeFileSync(path.join(dir, name), content);
    files.push(name);
    contents.push(content);
  }
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = createWriteStream(path.join(dir, `${zipName}.tmp`));
  archive.pipe(out);
  // Appended from memory, in order: `archive.file` stats files concurrently and may reorder the entries.
  files.forEach((name, i) => archive.append(contents[i]!, { name }));
  const closed = once(out, 'close');
  await archive.finalize();
  await closed;
  renameSync(path.join(dir, `${zipName}.tmp`), path.join(dir, zipName));
  return files;
}

/** The company's newest ready export that has not expired (and whose files are still there), else null. */
export function currentExport(db: Db, dataDir: string, companyId: number, now = new Date()): ExportRow | null {
  const row = db.get<ExportRow>("SELECT * FROM database_exports WHERE company_id = ? AND status = 'ready' ORDER BY id DESC LIMIT 1", [companyId]);
  if (!row?.zip_name || !row.expires_at || row.expires_at <= now.toISOString()) return null;
  return existsSync(path.join(exportDir(dataDir, Number(row.id)), row.zip_name)) ? row : null;
}
