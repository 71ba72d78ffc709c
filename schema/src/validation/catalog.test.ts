import { describe, expect, it } from 'vitest';
import { anonymousOffset, catalogFilterSchema, isAdvancedFilter, termsProblem } from './catalog';

describe('catalogue filter rule', () => {
  it('pads the GTIN, removes NIP dashes and drops empty fields', () => {
    expect(catalogFilterSchema.parse({ gtin: ' 5901234123457 ', name: '  ', companyNip: '525-000-00-00', gpc: [] })).toEqual({
      gtin: '05901234123457',
      name: undefined,
      brand: undefined,
      companyName: undefined,
      companyNip: '5250000000',
      gpc: undefined,
    });
  });

  it.each([
    [{ gtin: '5901234123458' }, 'gtin', 'To nie jest numer GTIN: ostatnia cyfra, kontrolna, dla tych cyfr powinna być 7'],
    [{ gtin: '590123412' }, 'gtin', 'To nie jest numer GTIN: ma 9 cyfr, a GTIN ma 8, 12, 13 lub 14 cyfr'],
    [{ gtin: '5901' }, 'gtin', 'To nie jest numer GTIN: ma 4 cyfry, a GTIN ma 8, 12, 13 lub 14 cyfr'],
    [{ gtin: '59012341234a' }, 'gtin', 'To nie jest numer GTIN: numer może zawierać tylko cyfry'],
    [{ companyNip: '123' }, 'companyNip', 'Niepoprawny numer NIP'],
    [{ companyNip: '525-000-00-0' }, 'companyNip', 'Niepoprawny numer NIP'],
    [{ companyNip: '525 000' }, 'companyNip', 'Niepoprawny numer NIP'],
    [{ companyNip: 'ą' }, 'companyNip', 'Niepoprawny numer NIP'],
    [{ gpc: ['1234'] }, 'gpc', 'Niepoprawny kod GPC'],
    [{ name: 'x'.repeat(131) }, 'name', 'Maksymalna ilość znaków to 130'],
  ])('refuses %o', (input, field, message) => {
    const result = catalogFilterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes a NIP of 10 digits with or without dashes, and a tax number with letters as the spec’s filter rule does', () => {
    expect(catalogFilterSchema.parse({ companyNip: '525-000-00-00' }).companyNip).toBe('5250000000');
    expect(catalogFilterSchema.parse({ companyNip: 'DE811907980' }).companyNip).toBe('DE811907980');
  });

  it('calls for the advanced search when any advanced filter is set', () => {
    expect(isAdvancedFilter(catalogFilterSchema.parse({ gtin: '5901234123457' }))).toBe(false);
    expect(isAdvancedFilter(catalogFilterSchema.parse({ brand: 'Wawel' }))).toBe(true);
    expect(isAdvancedFilter(catalogFilterSchema.parse({ gpc: ['50000000'] }))).toBe(true);
  });
});

describe('anonymousOffset (decision 039)', () => {
  it('serves 0, 15 and 30, answers past 30 as beyond, and resets any other offset to 0', () => {
    expect([0, 15, 30].map(anonymousOffset)).toEqual([0, 15, 30]);
    expect([45, 31, 1_000].map(anonymousOffset)).toEqual(['beyond', 'beyond', 'beyond']);
    expect([1, 7, 20, 29].map(anonymousOffset)).toEqual([0, 0, 0, 0]);
  });
});

describe('the terms rule', () => {
  it('asks a visitor to accept the terms, with the spec’s message, and never a member', () => {
    expect(termsProblem({ member: false, termsAccepted: false })).toBe('Wymagane potwierdzenie warunków');
    expect(termsProblem({ member: false, termsAccepted: true })).toBeNull();
    expect(termsProblem({ member: true, termsAccepted: false })).toBeNull();
  });
});
