import { isValidGtin, toGtin14 } from '../../lib/checksums.js';

/** Field messages of the 2D generator form (spec member-side §5 "Generator"). */
export const GENERATOR_MESSAGES = {
  required: 'Pole wymagane',
  maxLength: (n: number) => `Maksymalna długość to ${n}`,
  maxChars: (n: number) => `Maksymalna ilość znaków to ${n}`,
  badChars: 'Wprowadzono niepoprawny znak lub wartość jest zbyt krótka',
  checksum: 'Niepoprawna cyfra kontrolna numeru GTIN',
  badDate: 'Niepoprawna data (format RRMMDD)',
  dateOrder: 'Data końcowa musi być późniejsza niż data początkowa',
  badUrl: 'Niepoprawny adres URL',
  notString: 'Niepoprawny ciąg znaków.',
} as const;

/** The application identifiers the form offers, in the order they are put into the element string. */
export const GENERATOR_AIS = ['01', '11', '13', '15', '17', '7006', '3103', '7007', '10', '21', '22', '422', '7005', '7008', '7009'] as const;
export type GeneratorAi = (typeof GENERATOR_AIS)[number];
export type GeneratorFields = Partial<Record<GeneratorAi, string>> & { '01': string };

export const AI_NAMES: Record<GeneratorAi, string> = {
  '01': 'GTIN',
  '11': 'Data produkcji',
  '13': 'Data pakowania',
  '15': 'Najlepiej spożyć przed',
  '17': 'Data ważności',
  '7006': 'Data pierwszego zamrożenia',
  '3103': 'Masa netto (kg)',
  '7007': 'Data połowu / zbioru',
  '10': 'Numer partii',
  '21': 'Numer seryjny',
  '22': 'Wariant produktu',
  '422': 'Kraj pochodzenia',
  '7005': 'Obszar połowu',
  '7008': 'Gatunek ryby (kod FAO)',
  '7009': 'Narzędzie połowu',
};

const ALNUM = /^[A-Za-z0-9]+$/;
/** GS1 character set 82 without '(' and ')' (they delimit AIs in the element string). */
const CSET82 = /^[A-Za-z0-9!"%&'*+,\-./:;<=>?_]+$/;

/** YYMMDD → a UTC timestamp (GS1 century rule: within −49…+50 years of now), or null when not a calendar date. */
export function parseGs1Date(text: string, now = new Date()): number | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const yy = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const current = now.getUTCFullYear();
  const diff = yy - (current % 100);
  const century = Math.floor(current / 100) * 100 + (diff >= 51 ? -100 : diff <= -50 ? 100 : 0);
  const year = century + yy;
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return Date.UTC(year, month - 1, day);
}

type Rule = (value: string) => string | null;

const digitsExactly =
  (n: number, date = false): Rule =>
  (v) => {
    if (v.length > n) return GENERATOR_MESSAGES.maxLength(n);
    if (!new RegExp(`^\\d{${n}}$`).test(v)) return GENERATOR_MESSAGES.badChars;
    if (date && parseGs1Date(v) === null) return GENERATOR_MESSAGES.badDate;
    return null;
  };

const chars =
  (max: number, pattern: RegExp): Rule =>
  (v) => {
    if (v.length > max) return GENERATOR_MESSAGES.maxChars(max);
    return pattern.test(v) ? null : GENERATOR_MESSAGES.badChars;
  };

const RULES: Record<Exclude<GeneratorAi, '01'>, Rule> = {
  '10': chars(20, ALNUM),
  '21': chars(20, ALNUM),
  '22': chars(20, ALNUM),
  '11': digitsExactly(6, true),
  '13': digitsExactly(6, true),
  '15': digitsExactly(6, true),
  '17': digitsExactly(6, true),
  '7006': digitsExactly(6, true),
  '3103': digitsExactly(6),
  '422': digitsExactly(3),
  '7008': chars(3, CSET82),
  '7009': chars(10, CSET82),
  '7005': chars(12, CSET82),
  '7007': (v) => {
    if (v.length > 12) return GENERATOR_MESSAGES.maxLength(12);
    if (!/^(\d{6}|\d{12})$/.test(v)) return GENERATOR_MESSAGES.badChars;
    const start = parseGs1Date(v.slice(0, 6));
    const end = v.length === 12 ? parseGs1Date(v.slice(6)) : start;
    if (start === null || end === null) return GENERATOR_MESSAGES.badDate;
    if (v.length === 12 && end <= start) return GENERATOR_MESSAGES.dateOrder;
    return null;
  },
};

/** n01: 8–14 digits, valid GS1 check digit; answered padded to 14 digits. */
function checkGtin(v: string): string | null {
  if (!/^\d+$/.test(v)) return GENERATOR_MESSAGES.badChars;
  if (v.length > 14) return GENERATOR_MESSAGES.maxLength(14);
  if (v.length < 8) return GENERATOR_MESSAGES.badChars;
  return isValidGtin(toGtin14(v)) ? null : GENERATOR_MESSAGES.checksum;
}

/** ngs1Resolver: an absolute http(s) URL; answered without a trailing slash. */
function checkUrl(v: string): string | null {
  if (v.length > 200) return GENERATOR_MESSAGES.maxChars(200);
  try {
    const url = new URL(v);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') || url.search || url.hash) return GENERATOR_MESSAGES.badUrl;
    return null;
  } catch {
    return GENERATOR_MESSAGES.badUrl;
  }
}

export interface ValidatedRequest {
  fields: GeneratorFields;
  resolver: string | null;
}

/**
 * Checks a generator request `{n01, n10?, …, ngs1Resolver?}` (blank optional fields count as absent; unknown keys are
 * ignored). Returns the values or DRF-style field errors `{"n17": ["…"]}` (every bad field at once).
 */
export function validateGeneratorRequest(body: unknown): { ok: true; value: ValidatedRequest } | { ok: false; errors: Record<string, string[]> } {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const fields: Partial<Record<GeneratorAi, string>> = {};
  const read = (key: string): string | undefined | null => {
    const raw = source[key];
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
    if (typeof raw !== 'string') {
      errors[key] = [GENERATOR_MESSAGES.notString];
      return null;
    }
    return raw.trim() === '' ? undefined : raw.trim();
  };
  for (const ai of GENERATOR_AIS) {
    const key = `n${ai}`;
    const value = read(key);
    if (value === null) continue;
    if (value === undefined) {
      if (ai === '01') errors[key] = [GENERATOR_MESSAGES.required];
      continue;
    }
    const problem = ai === '01' ? checkGtin(value) : RULES[ai](value);
    if (problem) errors[key] = [problem];
    else fields[ai] = ai === '01' ? toGtin14(value) : value;
  }
  const resolverRaw = read('ngs1Resolver');
  let resolver: string | null = null;
  if (typeof resolverRaw === 'string') {
    const problem = checkUrl(resolverRaw);
    if (problem) errors.ngs1Resolver = [problem];
    else resolver = resolverRaw.replace(/\/+$/, '');
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { fields: fields as GeneratorFields, resolver } };
}
