import { messages } from './messages';
import { plural } from './plural';

// No zod here: pages that only check or pad a GTIN (the product card) then do not download it.
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** GS1 mod-10 check digit of the digits before the last one. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Weights alternate 3,1,3… counting from the digit next to the check digit.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a digits-only string of length 8, 12, 13 or 14 with a matching check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !GTIN_LENGTHS.has(value.length)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/**
 * What is wrong with a value that is not a GTIN, after the spec's 'To nie jest numer GTIN', as the generator's form
 * says it of its own field: the characters, the length or the check digit (with the one these digits need). Null for
 * a GTIN.
 */
export function gtinProblem(value: string): string | null {
  if (isValidGtin(value)) return null;
  if (!/^\d+$/.test(value)) return `${messages.invalidGtin}: numer może zawierać tylko cyfry`;
  if (!GTIN_LENGTHS.has(value.length)) return `${messages.invalidGtin}: ma ${value.length} ${plural(value.length, { one: 'cyfrę', few: 'cyfry', many: 'cyfr' })}, a GTIN ma 8, 12, 13 lub 14 cyfr`;
  return `${messages.invalidGtin}: ostatnia cyfra, kontrolna, dla tych cyfr powinna być ${gtinCheckDigit(value.slice(0, -1))}`;
}

// A module of its own: the web app's cache keys products by it in every route's first script, without this module's messages.
export { toGtin14 } from './gtin14';

/**
 * A GTIN as the pack prints it under its barcode, for showing it to people (the catalogue keys on 14 digits): a
 * GTIN-14 whose indicator digit is 0 is a GTIN-13 (EAN-13) or, with GS1's 00000 prefix, a GTIN-8 (EAN-8). A real
 * GTIN-14 (indicator 1–9, on cases) and anything that is not 14 digits stay as they are.
 */
export function printedGtin(gtin: string): string {
  if (!/^0\d{13}$/.test(gtin)) return gtin;
  return gtin.startsWith('000000') ? gtin.slice(6) : gtin.slice(1);
}

/** Prefix 590 (after padding to GTIN-13) marks the provider's own database. */
export function isOwnDatabaseGtin(gtin14: string): boolean {
  return gtin14.slice(1, 4) === '590';
}
