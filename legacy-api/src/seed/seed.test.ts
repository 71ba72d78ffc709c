import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../db/database.js';
import { isValidGtin14, isValidNip, isValidRegon, toGtin14 } from '../lib/checksums.js';
import { DEMO } from './demo.js';
import { seedDatabase } from './seed.js';

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'legacy-seed-'));
  await Db.open({ dataDir: path.join(dir, 'warm'), seed: () => {} }).then(({ db: d }) => d.close()); // load wasm first
  ({ db } = await Db.open({ dataDir: dir, seed: (d) => seedDatabase(d) }));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seed', () => {

  it('has ≥ 5000 own products with prefix 590 and valid check digits', () => {
    const own = db.all<{ gtin: string }>('SELECT gtin FROM products WHERE is_global = 0');
    expect(own.length).toBeGreaterThanOrEqual(5_000);
    for (const { gtin } of own) {
      expect(gtin.startsWith('0590'), gtin).toBe(true);
      expect(isValidGtin14(gtin), gtin).toBe(true);
    }
  });

  it('has ~200 global products outside 590 with valid check digits', () => {
    const global = db.all<{ gtin: string }>('SELECT gtin FROM products WHERE is_global = 1');
    expect(global.length).toBe(DEMO.globalProductCount);
    for (const { gtin } of global) {
      expect(gtin.startsWith('0590')).toBe(false);
      expect(isValidGtin14(gtin), gtin).toBe(true);
    }
  });

  it('holds the demo GTINs with their documented states', () => {
    const get = (gtin: string) =>
      db.get<{ gtin_status: string; has_image: number; is_verified: number; is_partial: number; is_public: number; is_global: number; company: string }>(
        'SELECT p.*, c.name AS company FROM products p JOIN companies c ON c.id = p.company_id WHERE gtin = ?',
        [toGtin14(gtin)],
      );
    expect(get(DEMO.gtins.active)).toMatchObject({ gtin_status: 'active', has_image: 1, is_verified: 1, company: DEMO.demoCompanyName });
    expect(get(DEMO.gtins.withdrawn)).toMatchObject({ gtin_status: 'withdrawn' });
    expect(get(DEMO.gtins.inactive)).toMatchObject({ gtin_status: 'inactive' });
    expect(get(DEMO.gtins.withoutPhoto)).toMatchObject({ has_image: 0, is_verified: 0 });
    expect(get(DEMO.gtins.partial)).toMatchObject({ is_partial: 1, is_verified: 0 });
    expect(get(DEMO.gtins.notPublic)).toMatchObject({ is_public: 0 });
    expect(get(DEMO.gtins.global)).toMatchObject({ is_global: 1 });
    expect(get(DEMO.gtins.unknown)).toBeUndefined();
    expect(get(DEMO.gtins.globalUnknown)).toBeUndefined();
    for (const gtin of Object.values(DEMO.gtins)) expect(isValidGtin14(toGtin14(gtin)), gtin).toBe(true);
  });

  it('verifies only complete products with a photo, and mixes statuses, photos, partial and private ones', () => {
    expect(db.get<{ n: number }>('SELECT count(*) AS n FROM products WHERE is_verified = 1 AND (has_image = 0 OR is_partial = 1 OR name IS NULL)')?.n).toBe(0);
    const stats = db.get<Record<string, number>>(`SELECT sum(gtin_status = 'active') AS active, sum(gtin_status = 'inactive') AS inactive,
      sum(gtin_status = 'withdrawn') AS withdrawn, sum(has_image = 0) AS noImage, sum(is_partial) AS partial, sum(is_public = 0) AS private
      FROM products WHERE is_global = 0`)!;
    expect(stats.active).toBeGreaterThan(stats.inactive! + stats.withdrawn!);
    for (const key of ['inactive', 'withdrawn', 'noImage', 'partial', 'private']) expect(stats[key], key).toBeGreaterThan(10);
  });

  it('has a four-level GPC tree with ≥ 5 segments and ~60 bricks, and products point at bricks', () => {
    const levels = db.all<{ level: number; n: number }>('SELECT level, count(*) AS n FROM gpc_nodes GROUP BY level ORDER BY level');
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4]);
    expect(levels[0]!.n).toBeGreaterThanOrEqual(5);
    expect(levels[3]!.n).toBeGreaterThanOrEqual(55);
    expect(db.get<{ n: number }>('SELECT count(*) AS n FROM products p LEFT JOIN gpc_nodes g ON g.code = p.brick_code WHERE g.level IS NOT 4')?.n).toBe(0);
  });

  it('has ≥ 50 Polish companies with valid NIP and REGON and every package', () => {
    const companies = db.all<{ nip: string; regon: string; subscription: string }>('SELECT nip, regon, subscription FROM companies WHERE is_foreign = 0');
    expect(companies.length).toBeGreaterThanOrEqual(50);
    for (const c of companies) {
      expect(isValidNip(c.nip), c.nip).toBe(true);
      expect(isValidRegon(c.regon), c.regon).toBe(true);
    }
    expect(new Set(companies.map((c) => c.subscription))).toEqual(new Set(['free', 'basic', 'yearly_limited', 'yearly_unlimited']));
  });

  it('stores password hashes, never the password', () => {
    const users = db.all<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(users.length).toBeGreaterThan(50);
    for (const u of users) {
      expect(u.password_hash).toMatch(/^scrypt\$/);
      expect(u.password_hash).not.toContain(DEMO.password);
    }
  });

  it('is deterministic', async () => {
    const other = await Db.open({ dataDir: path.join(dir, 'again'), seed: (d) => seedDatabase(d) });
    const digest = (d: Db) =>
      JSON.stringify([
        d.all('SELECT gtin, name, brand, gtin_status, has_image, brick_code, company_id FROM products ORDER BY gtin'),
        d.all('SELECT id, name, nip, regon, subscription FROM companies ORDER BY id'),
        d.all('SELECT id, email, password_hash FROM users ORDER BY id'),
      ]);
    expect(digest(other.db)).toBe(digest(db));
    other.db.close();
  });
});
