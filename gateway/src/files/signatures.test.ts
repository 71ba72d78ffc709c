import { describe, expect, it } from 'vitest';
import { fileName } from '../contract/files';
import { FILE_KINDS, kindOfName, type FileKind } from './signatures';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v)] : [v])));

describe('file signatures', () => {
  it.each<[FileKind, Uint8Array, boolean]>([
    ['xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), true],
    ['xlsx', bytes('GTIN;5901234123457'), false],
    ['xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), true],
    ['xls', bytes(0x50, 0x4b, 0x03, 0x04), false],
    ['csv', bytes('GTIN\n5901234123457\n'), true],
    ['csv', bytes('GTIN', 0, 1, 2), false],
    ['pdf', bytes('%PDF-1.7\n'), true],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), true],
    ['png', bytes(0xff, 0xd8, 0xff, 0xe0), false],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), true],
    ['gif', bytes('GIF89a'), true],
    ['webp', bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '), true],
    ['webp', bytes('RIFF', 1, 2, 3, 4, 'WAVE'), false],
    ['svg', bytes('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'), true],
    ['svg', bytes('<html><svg></svg></html>'), false],
  ])('%s: %j fits = %s', (kind, head, fits) => {
    expect(FILE_KINDS[kind].head(head)).toBe(fits);
  });

  it('takes the kind from the extension, case-insensitively, among the route’s kinds only', () => {
    expect(kindOfName('Produkty.XLSX', ['csv', 'xls', 'xlsx'])).toBe('xlsx');
    expect(kindOfName('zdjecie.jpg', ['png', 'jpeg'])).toBe('jpeg');
    expect(kindOfName('produkty.xlsx.txt', ['csv', 'xls', 'xlsx'])).toBeNull();
    expect(kindOfName('faktura.pdf', ['csv'])).toBeNull();
  });
});

describe('download file names', () => {
  it.each([
    ['attachment; filename="issues_12.xlsx"', 'issues_12.xlsx'],
    [`attachment; filename="wynik.xlsx"; filename*=UTF-8''%C5%BC%C3%B3%C5%82%C4%87_wynik.xlsx`, 'żółć_wynik.xlsx'],
    ['attachment; filename="../../etc/passwd.txt"', 'passwd.txt'],
    ['attachment; filename="a\\\\b|c.pdf"', 'b_c.pdf'],
    ['attachment; filename=".."', 'file.xls'],
    ['attachment; filename="noextension"', 'file.xls'],
    ['not a header;;', 'file.xls'],
    [null, 'file.xls'],
  ])('%s → %s', (header, name) => {
    expect(fileName(header, 'file.xls')).toBe(name);
  });
});
