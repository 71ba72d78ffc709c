import { isValidGtin } from 'schema/validation';

/** The formats a GTIN is printed in: the EAN/UPC retail symbols and the GS1 DataMatrix of healthcare and 2D packs. */
export const GTIN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'data_matrix'] as const;

/** What a detector reports of one symbol (the Barcode Detection API's `DetectedBarcode`, the part read here). */
export interface ScannedCode {
  format: string;
  rawValue: string;
}

/** The group separator GS1 element strings carry for FNC1 (between variable-length fields). */
const GS = '\u001d';

/**
 * The GTIN of a GS1 element string: AI (01) and its 14 digits, in any of the ways a reader returns it: the symbology
 * identifier `]d2` and a leading FNC1 (GS) before it or not, or the human-readable `(01)…` form. A plain DataMatrix
 * (not GS1) carries no GTIN.
 */
function gtinOfElementString(value: string): string | null {
  const text = value.replace(/^\]d2/, '').replace(new RegExp(`^${GS}`), '');
  const match = /^\(01\)(\d{14})/.exec(text) ?? /^01(\d{14})/.exec(text);
  return match?.[1] ?? null;
}

/**
 * The GTIN a scanned symbol carries, or null when it carries none (a QR code, a DataMatrix without AI 01) or its check
 * digit is wrong (a misread): EAN-13, EAN-8 and UPC-A as printed, a GS1 DataMatrix's AI (01).
 */
export function scannedGtin({ format, rawValue }: ScannedCode): string | null {
  const gtin = format === 'data_matrix' ? gtinOfElementString(rawValue) : rawValue.trim();
  return gtin && isValidGtin(gtin) ? gtin : null;
}
