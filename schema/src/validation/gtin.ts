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

/** Pads a valid GTIN to the 14 digits the catalogue keys on. */
export function toGtin14(value: string): string {
  return value.padStart(14, '0');
}

/** Prefix 590 (after padding to GTIN-13) marks the provider's own database. */
export function isOwnDatabaseGtin(gtin14: string): boolean {
  return gtin14.slice(1, 4) === '590';
}
