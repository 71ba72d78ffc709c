import digitalLinkJs from 'digital-link.js';
import { gtinProblem, toGtin14 } from 'schema/validation';

/** Why a request is no Digital Link the resolver can answer: a 400 with a machine-readable code and a Polish message. */
export interface LinkRefusal {
  code: 'INVALID_DIGITAL_LINK' | 'INVALID_GTIN';
  message: string;
}

export const malformedLink: LinkRefusal = {
  code: 'INVALID_DIGITAL_LINK',
  message:
    'To nie jest poprawny adres GS1 Digital Link. Oczekiwany adres: /01/{GTIN}, po nim opcjonalnie /22/{wariant}, ' +
    '/10/{partia}, /21/{numer seryjny} (w tej kolejności) i atrybuty w zapytaniu, np. ?17=271231.',
};

/**
 * The GTIN-14 of a GS1 Digital Link URI's `01` key, or why there is none. digital-link.js checks the whole URI against
 * the standard's grammar (qualifiers, their order, data attributes' formats); the GTIN's own problem, with the check
 * digit it needs, is said with the catalogue's wording.
 */
export function readDigitalLink(uri: string): { gtin14: string } | { refusal: LinkRefusal } {
  let link: ReturnType<typeof digitalLinkJs.DigitalLink>;
  try {
    link = digitalLinkJs.DigitalLink(uri);
  } catch {
    return { refusal: malformedLink };
  }
  const gtin = link.getIdentifier()['01'];
  if (gtin === undefined) return { refusal: malformedLink };
  const problem = gtinProblem(gtin);
  if (problem) return { refusal: { code: 'INVALID_GTIN', message: problem } };
  return link.isValid() ? { gtin14: toGtin14(gtin) } : { refusal: malformedLink };
}
