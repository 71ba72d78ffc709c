import type { Db } from '../db/database.js';
import { seedVerificationFiles } from '../domain/verification/seed.js';
import { seedCompanyRegistry } from './company-registry.js';
import { seedAdmin } from './admin.js';
import { seedCompanies } from './companies.js';
import { DEMO } from './demo.js';
import { seedGlobalProducts } from './global-products.js';
import { flattenGpc } from './gpc.js';
import { seedOwnProducts } from './own-products.js';
import { ProductRows } from './product-rows.js';
import { Prng } from './prng.js';
import { seedUsers } from './users.js';

const SEED = 590_2024;

/**
 * Fills an empty database. Deterministic: the same content every run, except dates relative to `now`. The parts
 * share one PRNG in this order (companies, users, own products, global products); the administration and
 * registry parts have their own, so they do not shift it.
 */
export function seedDatabase(db: Db, now: number = Date.now()): void {
  const prng = new Prng(SEED);
  db.insertMany(
    'INSERT INTO gpc_nodes (code, level, text, parent_code) VALUES (?, ?, ?, ?)',
    flattenGpc().map((node) => [node.code, node.level, node.text, node.parentCode]),
  );
  const { polish, foreign } = seedCompanies(db, prng);
  seedUsers(db, prng, polish);
  const products = new ProductRows();
  seedOwnProducts(products, prng, polish, now);
  seedGlobalProducts(products, prng, foreign);
  products.insert(db);
  seedAdmin(db, now);
  seedCompanyRegistry(db);
  // The demo company's 'Raporty' (My products), see domain/verification/seed.ts.
  const g = DEMO.gtins;
  seedVerificationFiles(db, DEMO.companyIds.demo, DEMO.users.company, [g.active, g.withdrawn, g.inactive, g.withoutPhoto, g.partial, g.notPublic, g.unknown, '5901234123458'], now);
}
