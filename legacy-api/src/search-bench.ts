/**
 * Times the catalogue-search queries in-process on a fresh seed (no HTTP): `pnpm --filter legacy-api bench:search`.
 * Prints median and worst of 50 runs per query (after 5 warm-up runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Db } from './db/database.js';
import { categoryTree, hasLicensedGcp, searchProducts, suggestCompanies, suggestProductField } from './domain/search.js';
import { seedDatabase } from './seed/seed.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'legacy-bench-'));
const { db } = await Db.open({ dataDir: dir, seed: (d) => seedDatabase(d) });
const base = { baseUrl: 'http://localhost:4010', gtinDigits: 14 } as const;
const max = 10_000;
const page = { limit: 15, offset: 0 };

const cases: [string, () => unknown][] = [
  ['basic, no filter (all 5 200, page 1)', () => searchProducts(db, {}, page, base, max)],
  ['basic, no filter, limit 100 offset 5100', () => searchProducts(db, {}, { limit: 100, offset: 5100 }, base, max)],
  ['basic, by GTIN', () => searchProducts(db, { gtin: '05901234123457' }, page, base, max)],
  ['advanced, name contains "ser"', () => searchProducts(db, { name: 'ser' }, page, base, max)],
  ['advanced, brand contains "łaciate"', () => searchProducts(db, { brand: 'łaciate' }, page, base, max)],
  ['advanced, company contains "sp. z o.o."', () => searchProducts(db, { companyName: 'sp. z o.o.' }, page, base, max)],
  ['advanced, segment 50000000', () => searchProducts(db, { gpc: ['50000000'] }, page, base, max)],
  ['advanced, name + brand + segment', () => searchProducts(db, { name: 'a', brand: 'a', gpc: ['50000000'] }, page, base, max)],
  ['suggest name "pi"', () => suggestProductField(db, 'name', 'pi')],
  ['suggest company "sp"', () => suggestCompanies(db, 'sp')],
  ['categories tree', () => categoryTree(db, 100)],
  ['has GCP', () => hasLicensedGcp(db, '05901234123457')],
];

for (const [label, run] of cases) {
  for (let i = 0; i < 5; i++) run();
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(45)} median ${times[25]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
}
db.close();
rmSync(dir, { recursive: true, force: true });
