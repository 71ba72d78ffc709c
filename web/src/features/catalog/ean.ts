/** Which EAN symbol a GTIN is printed as, and its digits; JsBarcode encodes the bars (Barcode.tsx). */
export type BarcodeKind = 'EAN-13' | 'EAN-8';

export interface BarcodeSymbol {
  kind: BarcodeKind;
  /** The digits printed under the bars. */
  digits: string;
}

/**
 * The barcode of a GTIN (any length, e.g. padded to 14): GTIN-8 as EAN-8, GTIN-12/13 (and a GTIN-14 with a
 * leading zero) as EAN-13. A GTIN-14 with an indicator digit has no EAN symbol: null.
 */
export function barcodeFor(gtin: string): BarcodeSymbol | null {
  const digits = gtin.replace(/\D/g, '');
  if (!digits) return null;
  const trimmed = digits.replace(/^0+/, '');
  if (trimmed.length <= 8 && digits.length !== 13 && digits.length !== 12) {
    const ean8 = trimmed.padStart(8, '0');
    return { kind: 'EAN-8', digits: ean8 };
  }
  if (trimmed.length <= 13) {
    const ean13 = trimmed.padStart(13, '0');
    return { kind: 'EAN-13', digits: ean13 };
  }
  return null;
}
