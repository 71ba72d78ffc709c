import { fieldErrors } from '../http/errors.js';

/** A single query value; DRF's QueryDict.get takes the last of repeated keys. */
export function one(value: unknown): string | undefined {
  if (Array.isArray(value)) return one(value.at(-1));
  return typeof value === 'string' ? value : undefined;
}

/** Every value of a repeated query key, in order. */
export function many(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(many);
  return typeof value === 'string' ? [value] : [];
}

/** A single query value, trimmed; blank counts as absent. */
export const textParam = (value: unknown): string | undefined => one(value)?.trim() || undefined;

/** DRF's _positive_int: a non-negative integer (strictly positive when `strict`), else the fallback; capped at `max`. */
export function intParam(raw: unknown, fallback: number, options: { strict?: boolean; max?: number } = {}): number {
  const text = one(raw);
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || (options.strict && n === 0)) return fallback;
  return options.max !== undefined ? Math.min(n, options.max) : n;
}

export const INVALID_INTEGER = 'Wymagana poprawna liczba całkowita.';

/** A required integer query/body value, else DRF's field error. */
export function requiredInt(value: unknown, field: string): number {
  const text = typeof value === 'number' ? String(value) : one(value);
  if (text === undefined || text.trim() === '') throw fieldErrors({ [field]: ['To pole jest wymagane.'] });
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(Number(text))) throw fieldErrors({ [field]: [INVALID_INTEGER] });
  return Number(text);
}
