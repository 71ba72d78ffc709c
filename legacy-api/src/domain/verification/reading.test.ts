import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readFirstColumn } from './reading.js';
import { writeResult } from './result.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = async (file: string, name = file) => {
  const values: string[] = [];
  for await (const value of readFirstColumn(file, name)) values.push(value);
  return values;
};

function workbook(file: string, options: XLSX.WritingOptions) {
  const book = XLSX.utils.book_new();
  const first = XLSX.utils.aoa_to_sheet([['GTIN', 'nazwa'], [5901234123457, 'x'], [' 05901234123464 ', 'y'], [null, 'bez GTIN'], ['żółć']]);
  XLSX.utils.book_append_sheet(book, first, 'Arkusz1');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['4006381333931']]), 'Inny');
  writeFileSync(file, XLSX.write(book, options) as Buffer);
  return file;
}

describe('readFirstColumn', () => {
  it('streams column A of the first worksheet of an xlsx, with shared or inline strings, numbers and empty cells', async () => {
    const expected = ['GTIN', '5901234123457', '05901234123464', '', 'żółć'];
    expect(await read(workbook(path.join(dir, 'shared.xlsx'), { type: 'buffer', bookType: 'xlsx', bookSST: true }))).toEqual(expected);
    expect(await read(workbook(path.join(dir, 'inline.xlsx'), { type: 'buffer', bookType: 'xlsx', compression: true }))).toEqual(expected);
  });

  it('reads an xlsx this stand-in wrote (inline strings with cell references)', async () => {
    const file = path.join(dir, 'wynik.xlsx');
    await writeResult(file, [{ gtin: '5901234123457', found: true, status: 'active', verified: true }]);
    expect(await read(file)).toEqual(['GTIN', '5901234123457']);
  });

  it('reads legacy xls whole, and csv separated by ; , or tab with quotes and a BOM', async () => {
    expect(await read(workbook(path.join(dir, 'stary.xls'), { type: 'buffer', bookType: 'biff8' }))).toEqual(['GTIN', '5901234123457', '05901234123464', '', 'żółć']);
    const csv = path.join(dir, 'lista.csv');
    writeFileSync(csv, '\uFEFFGTIN;nazwa\n05901234123457;"a; b"\n"5901234123464",x\n\n4006381333931\tz\n');
    expect(await read(csv)).toEqual(['GTIN', '05901234123457', '5901234123464', '4006381333931']);
  });

  it('throws for a file that is not what its name says', async () => {
    const fake = path.join(dir, 'zepsuty.xlsx');
    writeFileSync(fake, Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3]));
    await expect(read(fake)).rejects.toThrow();
  });
});
