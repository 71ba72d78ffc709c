import { describe, expect, it } from 'vitest';
import { Db } from '../db/database.js';
import { seedDatabase } from '../seed/seed.js';
import { fold } from './fold.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('fold', () => {
  it('lower-cases ASCII and Polish capitals, leaves the rest', () => {
    expect(fold('ŁACIATE Żółć ĄĆĘŃÓŚŹ Äpfel')).toBe('łaciate żółć ąćęńóśź äpfel');
    expect(fold('1-2_x ß')).toBe('1-2_x ß');
  });

  it('agrees with the generated *_search columns for every seeded name and brand', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'legacy-fold-'));
    const { db } = await Db.open({ dataDir: dir, seed: (d) => seedDatabase(d) });
    try {
      const products = db.all<{ name: string | null; brand: string | null; name_search: string | null; brand_search: string | null }>(
        'SELECT name, brand, name_search, brand_search FROM products',
      );
      for (const p of products) {
        expect(p.name_search).toBe(p.name === null ? null : fold(p.name));
        expect(p.brand_search).toBe(p.brand === null ? null : fold(p.brand));
      }
      for (const c of db.all<{ name: string; name_search: string }>('SELECT name, name_search FROM companies')) expect(c.name_search).toBe(fold(c.name));
      expect(products.some((p) => p.brand === 'Łaciate' && p.brand_search === 'łaciate')).toBe(true);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
