import type { Db } from '../db/database.js';
import { toGtin14 } from '../lib/checksums.js';
import type { Size } from './catalogue.js';

/** One product as the seed describes it; `verified` and `partial` follow from the data. */
export interface ProductSeed {
  gtin13: string;
  /** null = a partial record (spec: isPartial means no name). */
  name: string | null;
  brand: string | null;
  description: string | null;
  language: string;
  hasImage: boolean;
  status: 'active' | 'inactive' | 'withdrawn';
  size: Size | null;
  targetMarket: string[];
  brick: string;
  productPage: string | null;
  cardPage: string | null;
  modified: string;
  isGlobal: boolean;
  isPublic: boolean;
  companyId: number;
  externalSources: { name: string; url: string }[];
}

/** Collects product rows for one insert; a product is verified when its data is complete and it has a photo. */
export class ProductRows {
  private readonly rows: (string | number | null)[][] = [];

  get size(): number {
    return this.rows.length;
  }

  add(p: ProductSeed): void {
    const partial = p.name === null;
    const verified = !partial && p.hasImage && p.brand !== null && p.description !== null && p.size !== null;
    this.rows.push([
      toGtin14(p.gtin13), p.name, p.brand, p.description, p.language, p.hasImage ? 1 : 0, p.status,
      JSON.stringify(p.size ? [{ value: p.size[0], unit: p.size[1] }] : []), JSON.stringify(p.targetMarket), p.brick,
      p.productPage, p.cardPage, p.modified, p.isGlobal ? 1 : 0, verified ? 1 : 0, partial ? 1 : 0, p.isPublic ? 1 : 0,
      p.companyId, JSON.stringify(p.externalSources),
    ]);
  }

  insert(db: Db): void {
    db.insertMany(
      `INSERT INTO products (gtin, name, brand, description, description_language, has_image, gtin_status, net_content, target_market,
         brick_code, product_page, product_card_page, last_modified, is_global, is_verified, is_partial, is_public, company_id, external_sources)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      this.rows,
    );
  }
}
