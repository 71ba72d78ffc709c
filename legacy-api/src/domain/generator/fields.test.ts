import { describe, expect, it } from 'vitest';
import { digitalLinkUri, elementString, parseElementString } from './codes.js';
import { parseGs1Date, validateGeneratorRequest } from './fields.js';

const GTIN = '5901234123457';
const errorsOf = (body: Record<string, unknown>) => {
  const result = validateGeneratorRequest({ n01: GTIN, ...body });
  return result.ok ? {} : result.errors;
};
const SHORT = 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka';

describe('generator field validation (spec member-side §5 Generator)', () => {
  it('n01: required, digits, up to 14, valid check digit; padded to 14', () => {
    expect(validateGeneratorRequest({})).toEqual({ ok: false, errors: { n01: ['Pole wymagane'] } });
    expect(validateGeneratorRequest({ n01: '  ' })).toEqual({ ok: false, errors: { n01: ['Pole wymagane'] } });
    for (const ok of [GTIN, `0${GTIN}`, '96385074', '012345678905']) {
      const result = validateGeneratorRequest({ n01: ok });
      expect(result.ok, ok).toBe(true);
      if (result.ok) expect(result.value.fields['01']).toBe(ok.padStart(14, '0'));
    }
    expect(errorsOf({ n01: '5901234123458' })).toEqual({ n01: ['Niepoprawna cyfra kontrolna numeru GTIN'] });
    expect(errorsOf({ n01: '590123412345700' })).toEqual({ n01: ['Maksymalna długość to 14'] });
    expect(errorsOf({ n01: '59012x4123457' })).toEqual({ n01: [SHORT] });
    expect(errorsOf({ n01: '1234' })).toEqual({ n01: [SHORT] });
  });

  it('ngs1Resolver: an http(s) URL', () => {
    expect(errorsOf({ ngs1Resolver: 'https://id.gs1.org/' })).toEqual({});
    expect(errorsOf({ ngs1Resolver: 'https://example.com/dl' })).toEqual({});
    for (const bad of ['id.gs1.org', 'ftp://id.gs1.org', 'https://', 'http://localhost', 'not a url']) expect(errorsOf({ ngs1Resolver: bad }), bad).toEqual({ ngs1Resolver: ['Niepoprawny adres URL'] });
  });

  it('n10, n21, n22: up to 20 alphanumeric characters', () => {
    for (const key of ['n10', 'n21', 'n22']) {
      expect(errorsOf({ [key]: 'ABC123xyz' })).toEqual({});
      expect(errorsOf({ [key]: 'A'.repeat(20) })).toEqual({});
      expect(errorsOf({ [key]: 'A'.repeat(21) })).toEqual({ [key]: ['Maksymalna ilość znaków to 20'] });
      expect(errorsOf({ [key]: 'AB-12' })).toEqual({ [key]: [SHORT] });
      expect(errorsOf({ [key]: 'ŁÓDŹ' })).toEqual({ [key]: [SHORT] });
    }
  });

  it('n11, n13, n15, n17, n7006: exactly 6 digits forming a valid YYMMDD date', () => {
    for (const key of ['n11', 'n13', 'n15', 'n17', 'n7006']) {
      expect(errorsOf({ [key]: '261231' })).toEqual({});
      expect(errorsOf({ [key]: '240229' }), 'leap day').toEqual({});
      expect(errorsOf({ [key]: '250231' })).toEqual({ [key]: ['Niepoprawna data (format RRMMDD)'] });
      expect(errorsOf({ [key]: '250229' })).toEqual({ [key]: ['Niepoprawna data (format RRMMDD)'] });
      expect(errorsOf({ [key]: '251301' })).toEqual({ [key]: ['Niepoprawna data (format RRMMDD)'] });
      expect(errorsOf({ [key]: '250100' })).toEqual({ [key]: ['Niepoprawna data (format RRMMDD)'] });
      expect(errorsOf({ [key]: '25123' })).toEqual({ [key]: [SHORT] });
      expect(errorsOf({ [key]: '2512a1' })).toEqual({ [key]: [SHORT] });
      expect(errorsOf({ [key]: '2512311' })).toEqual({ [key]: ['Maksymalna długość to 6'] });
    }
  });

  it('n3103: 6 digits; n422: exactly 3 digits', () => {
    expect(errorsOf({ n3103: '000450' })).toEqual({});
    expect(errorsOf({ n3103: '450' })).toEqual({ n3103: [SHORT] });
    expect(errorsOf({ n3103: '0004500' })).toEqual({ n3103: ['Maksymalna długość to 6'] });
    expect(errorsOf({ n422: '616' })).toEqual({});
    expect(errorsOf({ n422: '61' })).toEqual({ n422: [SHORT] });
    expect(errorsOf({ n422: 'PL6' })).toEqual({ n422: [SHORT] });
    expect(errorsOf({ n422: '6160' })).toEqual({ n422: ['Maksymalna długość to 3'] });
  });

  it('n7008 up to 3, n7009 up to 10, n7005 up to 12 characters (GS1 set, no parentheses)', () => {
    expect(errorsOf({ n7008: 'SAL', n7009: '01.1.0', n7005: '27-IV.a/ICES' })).toEqual({});
    expect(errorsOf({ n7008: 'SALM' })).toEqual({ n7008: ['Maksymalna ilość znaków to 3'] });
    expect(errorsOf({ n7009: 'A'.repeat(11) })).toEqual({ n7009: ['Maksymalna ilość znaków to 10'] });
    expect(errorsOf({ n7005: 'A'.repeat(13) })).toEqual({ n7005: ['Maksymalna ilość znaków to 12'] });
    expect(errorsOf({ n7005: 'FAO (27)' })).toEqual({ n7005: [SHORT] });
  });

  it('n7007: 6 or 12 digits; with 12 both halves valid dates and the end later than the start', () => {
    expect(errorsOf({ n7007: '250101' })).toEqual({});
    expect(errorsOf({ n7007: '250101250115' })).toEqual({});
    expect(errorsOf({ n7007: '2501012501' })).toEqual({ n7007: [SHORT] });
    expect(errorsOf({ n7007: '2501012501151' })).toEqual({ n7007: ['Maksymalna długość to 12'] });
    expect(errorsOf({ n7007: '250231' })).toEqual({ n7007: ['Niepoprawna data (format RRMMDD)'] });
    expect(errorsOf({ n7007: '250101250231' })).toEqual({ n7007: ['Niepoprawna data (format RRMMDD)'] });
    expect(errorsOf({ n7007: '250115250101' })).toEqual({ n7007: ['Data końcowa musi być późniejsza niż data początkowa'] });
    expect(errorsOf({ n7007: '250115250115' })).toEqual({ n7007: ['Data końcowa musi być późniejsza niż data początkowa'] });
  });

  it('reports every bad field at once; blank optional fields are absent', () => {
    expect(validateGeneratorRequest({ n01: '123', n17: '250231', n10: '', n422: 'x' })).toEqual({
      ok: false,
      errors: { n01: [SHORT], n17: ['Niepoprawna data (format RRMMDD)'], n422: [SHORT] },
    });
  });

  it('GS1 dates use the century window around the current year', () => {
    const now = new Date(Date.UTC(2026, 5, 1));
    expect(new Date(parseGs1Date('751231', now)!).getUTCFullYear()).toBe(2075);
    expect(new Date(parseGs1Date('771231', now)!).getUTCFullYear()).toBe(1977);
  });
});

describe('element string and Digital Link', () => {
  it('orders fixed-length AIs first and builds the Digital Link with key qualifiers in the path', () => {
    const fields = { '01': '05901234123457', '10': 'AB12', '17': '261231', '21': 'S1', '3103': '000450' } as const;
    expect(elementString(fields)).toBe('(01)05901234123457(17)261231(3103)000450(10)AB12(21)S1');
    expect(digitalLinkUri(fields, null)).toBe('https://id.gs1.org/01/05901234123457/10/AB12/21/S1?17=261231&3103=000450');
    expect(digitalLinkUri({ '01': '05901234123457', '7005': 'A/B&C' }, 'https://example.com/dl')).toBe('https://example.com/dl/01/05901234123457?7005=A%2FB%26C');
  });

  it('parses an element string back; rejects other text and unknown AIs', () => {
    expect(parseElementString('(01)05901234123457(10)AB12')).toEqual({ fields: { '01': '05901234123457', '10': 'AB12' } });
    expect(parseElementString('0105901234123457')).toBeNull();
    expect(parseElementString('(01)05901234123457(99)X')?.unknownAi).toBe('99');
  });
});
