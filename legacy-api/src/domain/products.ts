import type { Db } from '../db/database.js';

export interface ProductRow {
  gtin: string;
  name: string | null;
  brand: string | null;
  description: string | null;
  description_language: string | null;
  has_image: number;
  gtin_status: string;
  net_content: string;
  target_market: string;
  brick_code: string | null;
  product_page: string | null;
  product_card_page: string | null;
  last_modified: string;
  is_global: number;
  is_verified: number;
  is_partial: number;
  is_public: number;
  external_sources: string;
  c_name: string | null;
  c_nip: string | null;
  c_street: string | null;
  c_postal_code: string | null;
  c_city: string | null;
  c_web_page: string | null;
  c_phone_number: string | null;
}

export const PRODUCT_SELECT = `
  SELECT p.*, c.name AS c_name, c.nip AS c_nip, c.street AS c_street, c.postal_code AS c_postal_code, c.city AS c_city,
         c.web_page AS c_web_page, c.phone_number AS c_phone_number
  FROM products p LEFT JOIN companies c ON c.id = p.company_id`;

export const productImagePath = (gtin14: string) => `/api/v1/media/products/${gtin14}.svg`;

/** How product answers are written: the base of picture URLs, and the GTIN's digits (GTIN_ANSWER_DIGITS). */
export interface ProductAnswerStyle {
  baseUrl: string;
  gtinDigits: 13 | 14;
}

/** The GTIN an answer gives: the stored 14 digits, or with 13 a GTIN-13 (13 significant digits) without its padding zero. */
export const answeredGtin = (gtin14: string, digits: 13 | 14): string => (digits === 13 && /^0[1-9]/.test(gtin14) ? gtin14.slice(1) : gtin14);

/** categoryDetails from segment down to the brick. */
export function categoryPath(db: Db, brick: string | null): { code: string; text: string }[] {
  const path: { code: string; text: string }[] = [];
  let code = brick;
  while (code && path.length < 4) {
    const node = db.get<{ code: string; text: string; parent_code: string | null }>('SELECT code, text, parent_code FROM gpc_nodes WHERE code = ?', [code]);
    if (!node) break;
    path.unshift({ code: node.code, text: node.text });
    code = node.parent_code;
  }
  return path;
}

/** The product JSON of the lookups (the gateway's `restProductSchema` parses it in its real-HTTP tests). */
export function findProduct(db: Db, gtin14: string, where: { isGlobal: boolean }, style: ProductAnswerStyle) {
  const row = db.get<ProductRow>(`${PRODUCT_SELECT} WHERE p.gtin = ? AND p.is_global = ?`, [gtin14, where.isGlobal ? 1 : 0]);
  if (!row) return null;
  return serializeProduct(row, categoryPath(db, row.brick_code), style);
}

export type ProductJson = ReturnType<typeof serializeProduct>;

/** One product row (PRODUCT_SELECT) as the API answers it; `categories` = its GPC path, segment first. */
export function serializeProduct(row: ProductRow, categories: { code: string; text: string }[], style: ProductAnswerStyle) {
  return {
    gtinNumber: answeredGtin(row.gtin, style.gtinDigits),
    name: row.name,
    brand: row.brand,
    description: row.description,
    descriptionLanguage: row.description_language,
    imageUrls: row.has_image ? [`${style.baseUrl}${productImagePath(row.gtin)}`] : [],
    gtinStatus: row.gtin_status,
    netContent: JSON.parse(row.net_content) as { value: string; unit: string }[],
    targetMarket: JSON.parse(row.target_market) as string[],
    categoryDetails: categories,
    productPage: row.product_page,
    productCardPage: row.product_card_page,
    lastModified: row.last_modified,
    isGlobal: row.is_global === 1,
    isVerified: row.is_verified === 1,
    isPartial: row.is_partial === 1,
    isPublic: row.is_public === 1,
    company: row.c_name
      ? {
          name: row.c_name,
          nip: row.c_nip,
          street: row.c_street,
          postalCode: row.c_postal_code,
          city: row.c_city,
          webPage: row.c_web_page,
          phoneNumber: row.c_phone_number,
        }
      : null,
    externalSources: JSON.parse(row.external_sources) as { name: string; url: string }[],
  };
}

export function productCounts(db: Db, now: number = Date.now()) {
  const since = new Date(now - 7 * 86_400_000).toISOString();
  const row = db.get<{ total: number; recent: number }>(
    'SELECT count(*) AS total, coalesce(sum(last_modified >= ?), 0) AS recent FROM products WHERE is_global = 0',
    [since],
  );
  return { productCount: Number(row?.total ?? 0), productCountFrom7Days: Number(row?.recent ?? 0) };
}

/** Name and brand for the placeholder picture, or null when the product has no picture. */
export function productPictureFacts(db: Db, gtin14: string) {
  return db.get<{ name: string | null; brand: string | null }>('SELECT name, brand FROM products WHERE gtin = ? AND has_image = 1', [gtin14]) ?? null;
}
