import { describe, expect, it } from 'vitest';
import { companyProfileSchema } from './company-profile';
import { companyTextSchema, countrySchema, webPageSchema } from './company-text';
import { districtSchema, voivodeshipOf, VOIVODESHIPS } from './district';
import { postalCodeSchema } from './postal-code';
import { purposesBody, registrationPurposesSchema } from './registration-purposes';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('company text fields (name, street, city)', () => {
  it.each([
    'Przykładowa Firma Spożywcza Sp. z o.o.',
    'Tłocznia Soków Jabłuszko Sp. j.',
    'Przedsiębiorstwo „Smak” s.c.',
    'ul. 3 Maja 5/7',
    'Al. Jana Pawła II 12 lok. 4',
    'Bielsko-Biała',
    'A&B (Polska) S.A.',
    'x'.repeat(130),
  ])('accepts %s', (value) => expect(companyTextSchema.safeParse(value).success).toBe(true));

  it.each([
    ['', 'Pole wymagane'],
    ['x'.repeat(131), 'Maksymalna ilość znaków to 130'],
    ['<script>alert(1)</script>', 'Niepoprawny format'],
    ['Firma {test}', 'Niepoprawny format'],
    ['--- ...', 'Niepoprawny format'],
  ])('refuses %j with %s', (value, message) => expect(messagesOf(companyTextSchema.safeParse(value))).toEqual([message]));
});

describe('postal code', () => {
  it.each(['00-120', '30-301', '99-999'])('accepts %s', (value) => expect(postalCodeSchema.safeParse(value).success).toBe(true));
  it.each([
    ['', 'Pole wymagane'],
    ['00120', 'Niepoprawny format'],
    ['0-0120', 'Niepoprawny format'],
    ['00-12a', 'Niepoprawny format'],
    ['000-120', 'Niepoprawny format'],
  ])('refuses %j with %s', (value, message) => expect(messagesOf(postalCodeSchema.safeParse(value))).toEqual([message]));
});

describe('district', () => {
  it('knows the 16 voivodeships and reads the provider names in any case', () => {
    expect(Object.keys(VOIVODESHIPS)).toHaveLength(16);
    expect(voivodeshipOf('mazowieckie')).toBe('MAZOWIECKIE');
    expect(voivodeshipOf('Łódzkie')).toBe('LODZKIE');
    expect(voivodeshipOf('Bawaria')).toBeNull();
    expect(voivodeshipOf(null)).toBeNull();
  });
  it('is required', () => {
    expect(districtSchema.safeParse('SLASKIE').success).toBe(true);
    expect(messagesOf(districtSchema.safeParse(''))).toEqual(['Pole wymagane']);
    expect(messagesOf(districtSchema.safeParse('BAWARIA'))).toEqual(['Pole wymagane']);
  });
});

describe('company profile', () => {
  it('takes both lists of the spec and is required', () => {
    expect(companyProfileSchema.safeParse('ONLINE_SALE').success).toBe(true);
    expect(companyProfileSchema.safeParse('RESEARCH_AGENCY').success).toBe(true);
    expect(messagesOf(companyProfileSchema.safeParse(''))).toEqual(['Pole wymagane']);
  });
});

describe('country and web page', () => {
  it('fixes the country to Polska', () => {
    expect(countrySchema.safeParse('Polska').success).toBe(true);
    expect(messagesOf(countrySchema.safeParse(''))).toEqual(['Pole wymagane']);
    expect(messagesOf(countrySchema.safeParse('Niemcy'))).toEqual(['Rejestracja jest dostępna dla firm z siedzibą w Polsce']);
    expect(messagesOf(countrySchema.safeParse('P'.repeat(131)))).toEqual(['Maksymalna ilość znaków to 130']);
  });
  it('takes an optional web page of at most 130 characters', () => {
    expect(webPageSchema.parse('  ')).toBeNull();
    expect(webPageSchema.parse(undefined)).toBeNull();
    expect(webPageSchema.parse('https://example.pl')).toBe('https://example.pl');
    expect(messagesOf(webPageSchema.safeParse(`https://${'x'.repeat(130)}.pl`))).toEqual(['Maksymalna ilość znaków to 130']);
  });
});

describe('registration purposes', () => {
  it('wants at least one and sends every key of the provider', () => {
    expect(messagesOf(registrationPurposesSchema.safeParse([]))).toEqual(['Zaznacz co najmniej jeden cel rejestracji']);
    expect(registrationPurposesSchema.parse(['USE_SEARCH', 'USE_SEARCH'])).toEqual(['USE_SEARCH']);
    expect(purposesBody(['USE_SEARCH', 'GENERATE_CODE_QR'])).toEqual({
      checkSingleGtin: false,
      checkMultipleGtins: false,
      useSearch: true,
      downloadDatabase: false,
      checkMyGtins: false,
      generateCodeQR: true,
    });
  });
});
