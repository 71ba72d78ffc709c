import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it.each([
    [`attachment; filename="pr?bka_wynik.xlsx"; filename*=UTF-8''pr%C3%B3bka_wynik.xlsx`, 'próbka_wynik.xlsx'],
    ['attachment; filename="issues_12.xlsx"', 'issues_12.xlsx'],
    ['attachment; filename=datamatrix_05901234123457.png', 'datamatrix_05901234123457.png'],
    [`attachment; filename*=UTF-8''%E0%A4%A`, null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});
