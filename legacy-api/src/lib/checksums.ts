/**
 * Check-digit rules used by the provider's data: GS1 mod-10 (GTIN), NIP and REGON (mod 11). Deliberately the
 * stand-in's own copy, not schema/validation's: an independent implementation of the provider's rules, so a bug in
 * the shared rules cannot hide in both (docs/decisions/006-stand-in-owns-its-checksum-rules.md).
 */

/** GS1 mod-10 check digit of the digits before it (any GTIN length). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `gtin` is 8, 12, 13 or 14 digits and its last digit is the GS1 check digit. */
export function isValidGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  return gs1CheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));
}

/** A 14-digit GTIN with a valid check digit (the form the API's lookup paths take). */
export function isValidGtin14(gtin: string): boolean {
  return /^\d{14}$/.test(gtin) && isValidGtin(gtin);
}

export function withCheckDigit(body: string): string {
  return body + String(gs1CheckDigit(body));
}

export function toGtin14(gtin: string): string {
  return gtin.padStart(14, '0');
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
/** NIP check digit for the first nine digits, or null when the sum mod 11 is 10 (no valid NIP). */
export function nipCheckDigit(first9: string): number | null {
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * (first9.charCodeAt(i) - 48), 0);
  const mod = sum % 11;
  return mod === 10 ? null : mod;
}

export function isValidNip(nip: string): boolean {
  if (!/^[1-9]\d{9}$/.test(nip)) return false;
  return nipCheckDigit(nip.slice(0, 9)) === Number(nip[9]);
}

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
function regonCheck(body: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (body.charCodeAt(i) - 48), 0);
  const mod = sum % 11;
  return mod === 10 ? 0 : mod;
}

export function regonCheckDigit(first8: string): number {
  return regonCheck(first8, REGON9_WEIGHTS);
}

export function isValidRegon(regon: string): boolean {
  if (!/^(\d{9}|\d{14})$/.test(regon) || /^0+$/.test(regon)) return false;
  const weights = regon.length === 9 ? REGON9_WEIGHTS : REGON14_WEIGHTS;
  return regonCheck(regon.slice(0, -1), weights) === Number(regon.at(-1));
}
