import { describe, expect, it } from 'vitest';
import { generatorSchema, parseGs1Date, type GeneratorValues } from './generator';

const blank = Object.fromEntries(Object.keys(generatorSchema.shape).map((k) => [k, ''])) as GeneratorValues;
const problems = (values: Partial<GeneratorValues>) => {
  const parsed = generatorSchema.safeParse({ ...blank, ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the 2D generator form (spec §5 Generator)', () => {
  it('needs only a GTIN with a valid check digit', () => {
    expect(problems({ gtin: '5901234123457' })).toEqual({});
    expect(problems({ gtin: '' })).toEqual({ gtin: 'Pole wymagane' });
    expect(problems({ gtin: '5901234123458' })).toEqual({ gtin: 'Niepoprawna cyfra kontrolna numeru GTIN' });
    expect(problems({ gtin: '1234567' })).toEqual({ gtin: 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka' });
    expect(problems({ gtin: '590123412345A' })).toEqual({ gtin: 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka' });
    expect(problems({ gtin: '059012341234570' })).toEqual({ gtin: 'Maksymalna długość to 14' });
  });

  it.each([
    ['expiryDate', '271231', null],
    ['expiryDate', '271331', 'Niepoprawna data (format RRMMDD)'],
    ['expiryDate', '270230', 'Niepoprawna data (format RRMMDD)'],
    ['expiryDate', '270100', 'Niepoprawna data (format RRMMDD)'],
    ['expiryDate', '27123', 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka'],
    ['expiryDate', '2712311', 'Maksymalna długość to 6'],
    ['batch', 'LOT2027A', null],
    ['batch', 'LOT-1', 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka'],
    ['batch', 'A'.repeat(21), 'Maksymalna ilość znaków to 20'],
    ['countryOfOrigin', '616', null],
    ['countryOfOrigin', '61', 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka'],
    ['netWeightKg', '001250', null],
    ['fishSpecies', 'COD', null],
    ['fishSpecies', 'CODX', 'Maksymalna ilość znaków to 3'],
    ['catchArea', '27(4)', 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka'],
    ['harvestDates', '260101260131', null],
    ['harvestDates', '260131260101', 'Data końcowa musi być późniejsza niż data początkowa'],
    ['harvestDates', '2601012601', 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka'],
    ['digitalLinkBase', 'https://example.com', null],
    ['digitalLinkBase', 'https://example.com/?a=1', 'Niepoprawny adres URL'],
    ['digitalLinkBase', 'ftp://example.com', 'Niepoprawny adres URL'],
    ['digitalLinkBase', 'localhost', 'Niepoprawny adres URL'],
  ])('%s = %j → %s', (name, value, message) => {
    expect(problems({ gtin: '5901234123457', [name]: value })).toEqual(message ? { [name]: message } : {});
  });

  it('reads YYMMDD dates in the GS1 century window', () => {
    const today = new Date(Date.UTC(2026, 10, 23));
    expect(parseGs1Date('991231', today)).toBe(Date.UTC(1999, 11, 31));
    expect(parseGs1Date('760101', today)).toBe(Date.UTC(2076, 0, 1));
    expect(parseGs1Date('280229', today)).toBe(Date.UTC(2028, 1, 29));
    expect(parseGs1Date('270229', today)).toBeNull();
  });
});
