/**
 * EAN-13 / EAN-8 bar patterns from the standard L, G and R code tables: one character per module, '1' a bar and
 * '0' a space. EAN-13 is 95 modules (3 + 6×7 + 5 + 6×7 + 3), EAN-8 is 67.
 */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
/** Which of L (0) or G (1) encodes each left-hand digit, chosen by the first digit of an EAN-13. */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

const START = '101';
const MIDDLE = '01010';
const END = '101';

export type BarcodeKind = 'EAN-13' | 'EAN-8';

export interface Barcode {
  kind: BarcodeKind;
  /** The digits printed under the bars. */
  digits: string;
  /** '1' bar, '0' space, one per module. */
  modules: string;
}

const digitsOf = (s: string) => [...s].map(Number);

export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error('EAN-13 needs 13 digits');
  const [first, ...rest] = digitsOf(code);
  const parity = PARITY[first!]!;
  const left = rest.slice(0, 6).map((d, i) => (parity[i] === 'L' ? L : G)[d]).join('');
  const right = rest.slice(6).map((d) => R[d]).join('');
  return START + left + MIDDLE + right + END;
}

export function ean8Modules(code: string): string {
  if (!/^\d{8}$/.test(code)) throw new Error('EAN-8 needs 8 digits');
  const digits = digitsOf(code);
  return START + digits.slice(0, 4).map((d) => L[d]).join('') + MIDDLE + digits.slice(4).map((d) => R[d]).join('') + END;
}

/**
 * The barcode of a GTIN (any length, e.g. padded to 14): GTIN-8 as EAN-8, GTIN-12/13 (and a GTIN-14 with a
 * leading zero) as EAN-13. A GTIN-14 with an indicator digit has no EAN symbol: null.
 */
export function barcodeFor(gtin: string): Barcode | null {
  const digits = gtin.replace(/\D/g, '');
  if (!digits) return null;
  const trimmed = digits.replace(/^0+/, '');
  if (trimmed.length <= 8 && digits.length !== 13 && digits.length !== 12) {
    const ean8 = trimmed.padStart(8, '0');
    return { kind: 'EAN-8', digits: ean8, modules: ean8Modules(ean8) };
  }
  if (trimmed.length <= 13) {
    const ean13 = trimmed.padStart(13, '0');
    return { kind: 'EAN-13', digits: ean13, modules: ean13Modules(ean13) };
  }
  return null;
}
