import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { GtinChecker, writeResult, type ResultRow } from './result.js';

const dir = mkdtempSync(path.join(tmpdir(), 'result-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sheets = (file: string) => {
  const book = XLSX.read(readFileSync(file), { type: 'buffer' });
  return Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<string[]>(book.Sheets[name]!, { header: 1, raw: true })]));
};

describe('GtinChecker', () => {
  const products = new Map([['05901234123457', { status: 'active', verified: true }]] as const);

  it('skips a header and empty values, marks bad GTINs, counts well-formed ones up to the limit', () => {
    const checker = new GtinChecker(products, 2);
    const rows = ['GTIN', '', '5901234123457', 'abc', '4006381333931', '5901234123464'].map((v) => checker.check(v));
    expect(rows).toEqual([
      null,
      null,
      { gtin: '5901234123457', found: true, status: 'active', verified: true },
      { gtin: 'abc', found: false, status: 'invalid_gtin', verified: false },
      { gtin: '4006381333931', found: false, status: 'not_found', verified: false },
      { gtin: '5901234123464', found: false, status: 'limit_exceeded', verified: false },
    ]);
    expect(checker.counted).toBe(2);
  });
});

describe('writeResult', () => {
  const row = (gtin: string): ResultRow => ({ gtin, found: false, status: 'invalid_gtin', verified: false });

  it('starts a next sheet when one is full, each with the header; text stays text, control characters are dropped', async () => {
    const file = path.join(dir, 'wynik.xlsx');
    await writeResult(file, [row('0012'), row('a<b>&"c"\u0001'), row('x')], 2);
    expect(sheets(file)).toEqual({
      Wynik: [['GTIN', 'found', 'status', 'verified'], ['0012', 'nie', 'invalid_gtin', 'nie'], ['a<b>&"c"', 'nie', 'invalid_gtin', 'nie']],
      'Wynik 2': [['GTIN', 'found', 'status', 'verified'], ['x', 'nie', 'invalid_gtin', 'nie']],
    });
  });

  it('leaves nothing behind when its rows fail midway', async () => {
    const file = path.join(dir, 'zepsuty.xlsx');
    async function* failing() {
      yield row('1');
      throw new Error('unreadable');
    }
    await expect(writeResult(file, failing())).rejects.toThrow('unreadable');
    expect(() => readFileSync(file)).toThrow(/ENOENT/);
  });
});
