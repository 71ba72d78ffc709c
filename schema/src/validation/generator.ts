import * as z from 'zod/mini';
import { isValidGtin, toGtin14 } from './gtin';
import { messages } from './messages';

/** The GS1 2D code generator's form (spec member-side §2 "2D code generator", §3 Generator request, §5 Generator). */

export const generatorMessages = {
  maxLength: (n: number) => `Maksymalna długość to ${n}`,
  maxChars: (n: number) => `Maksymalna ilość znaków to ${n}`,
  badChars: 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka',
  checksum: 'Niepoprawna cyfra kontrolna numeru GTIN',
  badDate: 'Niepoprawna data (format RRMMDD)',
  dateOrder: 'Data końcowa musi być późniejsza niż data początkowa',
  badUrl: 'Niepoprawny adres URL',
} as const;

/** §9: the formats a code downloads in. */
export const CODE_FORMATS = ['ai', 'pdf', 'png', 'svg', 'ps'] as const;
export type CodeFormat = (typeof CODE_FORMATS)[number];

type Rule = (value: string) => string | null;

/** YYMMDD as a UTC date, the century by GS1's rule (within −49…+50 years of today); null when no such day. */
export function parseGs1Date(text: string, today = new Date()): number | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [yy, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const current = today.getUTCFullYear();
  const diff = yy - (current % 100);
  const year = Math.floor(current / 100) * 100 + (diff >= 51 ? -100 : diff <= -50 ? 100 : 0) + yy;
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return Date.UTC(year, month - 1, day);
}

const ALNUM = /^[A-Za-z0-9]+$/;
/** GS1 character set 82 without '(' and ')', which delimit AIs in the element string. */
const CSET82 = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]+$/;

const digits =
  (n: number, date = false): Rule =>
  (v) => {
    if (v.length > n) return generatorMessages.maxLength(n);
    if (!new RegExp(`^\\d{${n}}$`).test(v)) return generatorMessages.badChars;
    return date && parseGs1Date(v) === null ? generatorMessages.badDate : null;
  };

const chars =
  (max: number, pattern: RegExp): Rule =>
  (v) => {
    if (v.length > max) return generatorMessages.maxChars(max);
    return pattern.test(v) ? null : generatorMessages.badChars;
  };

const gtin: Rule = (v) => {
  if (!/^\d+$/.test(v) || v.length < 8) return v.length > 14 ? generatorMessages.maxLength(14) : generatorMessages.badChars;
  if (v.length > 14) return generatorMessages.maxLength(14);
  return isValidGtin(toGtin14(v)) ? null : generatorMessages.checksum;
};

const harvestDates: Rule = (v) => {
  if (v.length > 12) return generatorMessages.maxLength(12);
  if (!/^(\d{6}|\d{12})$/.test(v)) return generatorMessages.badChars;
  const start = parseGs1Date(v.slice(0, 6));
  const end = v.length === 12 ? parseGs1Date(v.slice(6)) : start;
  if (start === null || end === null) return generatorMessages.badDate;
  return v.length === 12 && end <= start ? generatorMessages.dateOrder : null;
};

const webAddress: Rule = (v) => {
  if (v.length > 200) return generatorMessages.maxChars(200);
  try {
    const url = new URL(v);
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.search && !url.hash;
    return ok ? null : generatorMessages.badUrl;
  } catch {
    return generatorMessages.badUrl;
  }
};

/**
 * Each field of the form: its GS1 application identifier (the API's `n{AI}` key; `ngs1Resolver` for the Digital
 * Link address), its Polish label and its rule. In the order the form shows them.
 */
export const GENERATOR_FIELDS = {
  gtin: { ai: '01', label: '(01) GTIN', rule: gtin },
  batch: { ai: '10', label: '(10) Numer partii / serii', rule: chars(20, ALNUM) },
  expiryDate: { ai: '17', label: '(17) Data ważności (RRMMDD)', rule: digits(6, true) },
  digitalLinkBase: { ai: 'gs1Resolver', label: 'Adres strony dla GS1 Digital Link', rule: webAddress },
  productionDate: { ai: '11', label: '(11) Data produkcji (RRMMDD)', rule: digits(6, true) },
  packagingDate: { ai: '13', label: '(13) Data pakowania (RRMMDD)', rule: digits(6, true) },
  bestBeforeDate: { ai: '15', label: '(15) Najlepiej spożyć przed (RRMMDD)', rule: digits(6, true) },
  serialNumber: { ai: '21', label: '(21) Numer seryjny', rule: chars(20, ALNUM) },
  variant: { ai: '22', label: '(22) Wariant produktu', rule: chars(20, ALNUM) },
  netWeightKg: { ai: '3103', label: '(3103) Masa netto w kg (6 cyfr, 3 miejsca po przecinku)', rule: digits(6) },
  countryOfOrigin: { ai: '422', label: '(422) Kraj pochodzenia (kod ISO, 3 cyfry)', rule: digits(3) },
  catchArea: { ai: '7005', label: '(7005) Obszar połowu', rule: chars(12, CSET82) },
  firstFreezeDate: { ai: '7006', label: '(7006) Data pierwszego zamrożenia (RRMMDD)', rule: digits(6, true) },
  harvestDates: { ai: '7007', label: '(7007) Data połowu lub zbioru (RRMMDD lub RRMMDDRRMMDD)', rule: harvestDates },
  fishSpecies: { ai: '7008', label: '(7008) Gatunek ryby (kod FAO)', rule: chars(3, CSET82) },
  fishingGear: { ai: '7009', label: '(7009) Narzędzie połowu', rule: chars(10, CSET82) },
} as const satisfies Record<string, { ai: string; label: string; rule: Rule }>;

export type GeneratorField = keyof typeof GENERATOR_FIELDS;

/** The API's key of a field: `n01`, `n10`, …, `ngs1Resolver`. */
export const apiKeyOf = (field: GeneratorField) => `n${GENERATOR_FIELDS[field].ai}`;

const field = (name: GeneratorField, required: boolean) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: messages.required });
        return;
      }
      const problem = GENERATOR_FIELDS[name].rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** Every field a string ('' = not given); only the GTIN is required. Blank optional fields are left out upstream. */
export const generatorSchema = z.object(
  Object.fromEntries(Object.keys(GENERATOR_FIELDS).map((name) => [name, field(name as GeneratorField, name === 'gtin')])) as Record<
    GeneratorField,
    ReturnType<typeof field>
  >,
);
export type GeneratorValues = z.input<typeof generatorSchema>;
