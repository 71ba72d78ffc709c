import { MESSAGES, fieldErrors } from '../http/errors.js';

/** Reads required string fields the way DRF serializers report them: every bad field at once. */
export function requireStrings<K extends string>(body: unknown, keys: readonly K[]): Record<K, string> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const value = source[key];
    if (value === undefined || value === null) errors[key] = [MESSAGES.required];
    else if (typeof value !== 'string') errors[key] = [MESSAGES.notString];
    else if (value.trim() === '') errors[key] = [MESSAGES.blank];
    else values[key] = value;
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return values;
}
