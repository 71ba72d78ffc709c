import { isValidGtin, printedGtin } from 'schema/validation';
import { codeProblem, type CodeProblem } from './codeProblem';

/**
 * The formats a GTIN is printed in: the EAN/UPC retail symbols, the GS1 DataMatrix of healthcare and 2D packs, and the
 * QR code of a GS1 Digital Link URI.
 */
export const GTIN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'data_matrix', 'qr_code'] as const;

/** What a detector reports of one symbol (the Barcode Detection API's `DetectedBarcode`, the part read here). */
export interface ScannedCode {
  format: string;
  rawValue: string;
}

/** What a symbol gives the scanner: a GTIN to look up, or a message saying why it gives none. */
export type Reading = { gtin: string } | { problem: string };

/** The group separator GS1 element strings carry for FNC1 (between variable-length fields). */
const GS = '\u001d';

/**
 * The GTIN of a GS1 element string: AI (01) and its 14 digits, in any of the ways a reader returns it: the symbology
 * identifier (`]d2` of a GS1 DataMatrix, `]Q3` of a GS1 QR code) and a leading FNC1 (GS) before it or not, or the
 * human-readable `(01)…` form.
 */
function gtinOfElementString(value: string): string | null {
  const text = value.replace(/^\](d2|Q3)/, '').replace(new RegExp(`^${GS}`), '');
  const match = /^\(01\)(\d{14})/.exec(text) ?? /^01(\d{14})/.exec(text);
  return match?.[1] ?? null;
}

/** The GTIN-14 a QR code or DataMatrix holds, as an element string or a GS1 Digital Link URI, or why it holds none. */
async function twoDimensionalGtin(value: string): Promise<{ gtin: string } | { problem: CodeProblem }> {
  const elementGtin = gtinOfElementString(value);
  if (elementGtin !== null) return isValidGtin(elementGtin) ? { gtin: elementGtin } : { problem: 'checkDigit' };
  if (!/^https?:\/\//i.test(value.trim())) return { problem: 'noGtin' };
  // The Digital Link parser (digital-link.js and the standard's grammar) is a chunk of its own, fetched when a symbol
  // first holds a web address: scanning an EAN downloads none of it.
  const { digitalLinkGtin } = await import('./digitalLink');
  return digitalLinkGtin(value);
}

/**
 * What a scanned symbol gives: EAN-13, EAN-8 and UPC-A their GTIN as printed, or nothing when the check digit is wrong
 * (a misread: the reader goes on). A QR code or DataMatrix carries its GTIN (AI 01 of an element string, the `01` key
 * of a Digital Link) as 14 digits, handed on as the pack prints it under its EAN (`05901234123457` → `5901234123457`);
 * its error correction rules out a misread, so one with no valid GTIN says why.
 */
export async function scannedGtin({ format, rawValue }: ScannedCode): Promise<Reading | null> {
  if (format !== 'qr_code' && format !== 'data_matrix') {
    const gtin = rawValue.trim();
    return isValidGtin(gtin) ? { gtin } : null;
  }
  const reading = await twoDimensionalGtin(rawValue);
  return 'gtin' in reading ? { gtin: printedGtin(reading.gtin) } : { problem: codeProblem(reading.problem, format) };
}
