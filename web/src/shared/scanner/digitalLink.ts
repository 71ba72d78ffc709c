import { Buffer } from 'buffer';
import digitalLinkJs from 'digital-link.js';

// digital-link.js checks a URI against the standard's grammar with apg-lib, which reads strings through Node's Buffer:
// browsers get the `buffer` package's before the first check (no other code of the app uses a global Buffer).
globalThis.Buffer ??= Buffer as unknown as typeof globalThis.Buffer;

/** What a GS1 Digital Link URI gives the scanner: the GTIN-14 of its `01` key, or why it gives none. */
export type DigitalLinkGtin = { gtin: string } | { problem: 'linkCheckDigit' | 'malformedLink' | 'noGtin' };

/**
 * The GTIN of a GS1 Digital Link URI on any resolver's domain and path (`https://id.gs1.org/01/…`,
 * `https://example.com/shop/01/…`), with or without key qualifiers (`/22/`, `/10/`, `/21/`) and data attributes
 * (`?17=…`). digital-link.js checks the URI against the standard's grammar and the GTIN's check digit, and pads a
 * GTIN-8, -12 or -13 to 14 digits.
 */
export function digitalLinkGtin(uri: string): DigitalLinkGtin {
  const link = parsed(uri);
  const gtin = link?.getIdentifier()['01'];
  if (!link || gtin === undefined) return { problem: 'noGtin' };
  if (link.isValid()) return { gtin };
  return checkDigitWrong(link) ? { problem: 'linkCheckDigit' } : { problem: 'malformedLink' };
}

type DigitalLink = ReturnType<typeof digitalLinkJs.DigitalLink>;

/**
 * The link as digital-link.js reads it, or null for a text it cannot read as one (no web address, no GS1 key in its
 * path). The URI goes through the browser's URL first: digital-link.js takes only a lower-case scheme (QR codes often
 * print URIs in capitals, which encode smaller) and fails on a fragment, which means nothing to a Digital Link.
 */
function parsed(uri: string): DigitalLink | null {
  try {
    const url = new URL(uri.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.hash = '';
    return digitalLinkJs.DigitalLink(url.href);
  } catch {
    return null;
  }
}

/** Whether the GTIN's check digit is wrong; digital-link.js throws for a GTIN of a length no GTIN has. */
function checkDigitWrong(link: DigitalLink): boolean {
  try {
    return !link.isCheckDigitValid();
  } catch {
    return false;
  }
}
