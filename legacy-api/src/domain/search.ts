import { SUGGESTIONS_MAX } from 'schema/validation';
import type { SqlValue } from 'sql.js';
import type { Db } from '../db/database.js';
import { fold } from '../lib/fold.js';
import { PRODUCT_SELECT, serializeProduct, type ProductAnswerStyle, type ProductJson, type ProductRow } from './products.js';

/** Filters of the catalogue search, already validated and normalised (GTIN padded to 14, NIP without dashes). */
export interface SearchFilters {
  gtin?: string;
  name?: string;
  brand?: string;
  companyName?: string;
  companyNip?: string;
  /** GPC codes of any level; a product matches when one of them is on its category path. */
  gpc?: string[];
}

export interface SearchPage {
  limit: number;
  offset: number;
}

export interface SearchAnswer {
  results: ProductJson[];
  count: number;
  tooManyResults: boolean;
}

interface GpcNodeRow {
  id: number;
  code: string;
  level: number;
  text: string;
  parent_code: string | null;
}

const allGpcNodes = (db: Db) => db.all<GpcNodeRow>('SELECT rowid AS id, code, level, text, parent_code FROM gpc_nodes');

/** categoryDetails of many products from one read of the (small) GPC table. */
function pathResolver(db: Db) {
  const nodes = new Map(allGpcNodes(db).map((n) => [n.code, n]));
  const cache = new Map<string, { code: string; text: string }[]>();
  return (brick: string | null) => {
    if (!brick) return [];
    let path = cache.get(brick);
    if (!path) {
      path = [];
      let node = nodes.get(brick);
      while (node && path.length < 4) {
        path.unshift({ code: node.code, text: node.text });
        node = node.parent_code ? nodes.get(node.parent_code) : undefined;
      }
      cache.set(brick, path);
    }
    return path.map((c) => ({ ...c }));
  };
}

/** Result order; must stay the expression list of the products_search_order index (db/schema.ts). */
const ORDER = 'p.name_search IS NULL, p.name_search, p.gtin';

/** WITH clause + WHERE conditions + parameters for the filters, over `products p` (joined with `companies c` for company filters). */
function buildWhere(filters: SearchFilters): { withClause: string; where: string; params: SqlValue[] } {
  const conditions = ['p.is_global = 0'];
  const params: SqlValue[] = [];
  let withClause = '';
  if (filters.gpc?.length) {
    // every brick under the picked codes (a brick picks itself)
    withClause = `WITH RECURSIVE picked(code, level) AS (
      SELECT code, level FROM gpc_nodes WHERE code IN (${filters.gpc.map(() => '?').join(', ')})
      UNION SELECT g.code, g.level FROM gpc_nodes g JOIN picked ON g.parent_code = picked.code) `;
    params.push(...filters.gpc);
    conditions.push('p.brick_code IN (SELECT code FROM picked WHERE level = 4)');
  }
  if (filters.gtin) {
    conditions.push('p.gtin = ?');
    params.push(filters.gtin);
  }
  if (filters.name) {
    conditions.push('instr(p.name_search, ?) > 0');
    params.push(fold(filters.name));
  }
  if (filters.brand) {
    conditions.push('instr(p.brand_search, ?) > 0');
    params.push(fold(filters.brand));
  }
  if (filters.companyName) {
    conditions.push('instr(c.name_search, ?) > 0');
    params.push(fold(filters.companyName));
  }
  if (filters.companyNip) {
    conditions.push('c.nip = ?');
    params.push(filters.companyNip);
  }
  return { withClause, where: conditions.join(' AND '), params };
}

/**
 * Own-database products matching every given filter, ordered by name (case-folded; nameless partial records last),
 * then GTIN. Above `maxResults` matches the page is not read: `{results: [], count, tooManyResults: true}`.
 */
export function searchProducts(db: Db, filters: SearchFilters, page: SearchPage, style: ProductAnswerStyle, maxResults: number): SearchAnswer {
  const { withClause, where, params } = buildWhere(filters);
  // companies only joined when a company filter needs them
  const from = filters.companyName || filters.companyNip ? 'FROM products p JOIN companies c ON c.id = p.company_id' : 'FROM products p';
  const countRow = db.get<{ n: number }>(`${withClause}SELECT count(*) AS n ${from} WHERE ${where}`, params);
  const count = Number(countRow?.n ?? 0);
  if (count > maxResults) return { results: [], count, tooManyResults: true };
  if (count === 0 || page.offset >= count) return { results: [], count, tooManyResults: false };
  // The page's keys first (walks the products_search_order index, no sort), then only those rows in full.
  const keys = db
    .all<{ gtin: string }>(`${withClause}SELECT p.gtin ${from} WHERE ${where} ORDER BY ${ORDER} LIMIT ? OFFSET ?`, [...params, page.limit, page.offset])
    .map((r) => r.gtin);
  const rows = new Map(
    db.all<ProductRow>(`${PRODUCT_SELECT} WHERE p.gtin IN (${keys.map(() => '?').join(', ')})`, keys).map((row) => [row.gtin, row]),
  );
  const pathOf = pathResolver(db);
  const results = keys.flatMap((gtin) => {
    const row = rows.get(gtin);
    return row ? [serializeProduct(row, pathOf(row.brick_code), style)] : [];
  });
  return { results, count, tooManyResults: false };
}

/** Up to SUGGESTIONS_MAX distinct product names or brands containing `text` (case-folded); prefix matches first, then A–Z. */
export function suggestProductField(db: Db, field: 'name' | 'brand', text: string): { text: string }[] {
  const column = field === 'name' ? 'p.name' : 'p.brand';
  const folded = `${column}_search`;
  const needle = fold(text);
  return db
    .all<{ text: string }>(
      `SELECT ${column} AS text FROM products p
       WHERE p.is_global = 0 AND instr(${folded}, ?) > 0
       GROUP BY ${column}
       ORDER BY instr(${folded}, ?) = 1 DESC, ${folded}, ${column}
       LIMIT ${SUGGESTIONS_MAX}`,
      [needle, needle],
    )
    .map((r) => ({ text: r.text }));
}

/** Up to SUGGESTIONS_MAX Polish companies that own products in the database and whose name contains `text`. */
export function suggestCompanies(db: Db, text: string): { text: string; id: number }[] {
  const needle = fold(text);
  return db
    .all<{ text: string; id: number }>(
      `SELECT c.name AS text, c.id AS id FROM companies c
       WHERE c.is_foreign = 0 AND instr(c.name_search, ?) > 0
         AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.is_global = 0)
       ORDER BY instr(c.name_search, ?) = 1 DESC, c.name_search, c.id
       LIMIT ${SUGGESTIONS_MAX}`,
      [needle, needle],
    )
    .map((r) => ({ text: r.text, id: Number(r.id) }));
}

export interface CategoryNode {
  id: number;
  text: string;
  code: string;
  children: CategoryNode[];
}

/** The GPC tree, segments → bricks, each level sorted by Polish text; at most `maxSegments` segments. */
export function categoryTree(db: Db, maxSegments: number): CategoryNode[] {
  const nodes = allGpcNodes(db);
  const byParent = new Map<string | null, GpcNodeRow[]>();
  for (const node of nodes) {
    const key = node.level === 1 ? null : node.parent_code;
    byParent.set(key, [...(byParent.get(key) ?? []), node]);
  }
  const collator = new Intl.Collator('pl');
  const build = (parent: string | null): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => collator.compare(a.text, b.text) || a.code.localeCompare(b.code))
      .map((n) => ({ id: Number(n.id), text: n.text, code: n.code, children: n.level < 4 ? build(n.code) : [] }));
  return build(null).slice(0, maxSegments);
}

/** Whether the GTIN's company prefix (4–12 digits from the 2nd digit of the 14-digit form) belongs to a licensed (authorised) company. */
export function hasLicensedGcp(db: Db, gtin14: string): boolean {
  const body = gtin14.slice(1);
  const prefixes = Array.from({ length: 9 }, (_, i) => body.slice(0, i + 4));
  return !!db.get(`SELECT 1 AS x FROM companies WHERE is_authorized = 1 AND gcp IN (${prefixes.map(() => '?').join(', ')}) LIMIT 1`, prefixes);
}
