/** The GS1 Web Vocabulary, whose terms are the link types; a linkset names them by their full URI. */
export const GS1_VOC = 'https://gs1.org/voc/';
/** How a request may name a GS1 link type: as a CURIE or in any of the vocabulary's published namespaces. */
const GS1_NAMESPACES = ['gs1:', GS1_VOC, 'https://ref.gs1.org/voc/', 'https://www.gs1.org/voc/', 'http://gs1.org/voc/'];
/** The resolver standard's JSON-LD context, which turns a linkset into JSON-LD. */
export const LINKSET_CONTEXT = 'https://ref.gs1.org/standards/resolver/linkset-context';

/** One link of a linkset (RFC 9264), as the standard's linkset schema allows it: no `title*`, so one title for both languages. */
interface Link {
  href: string;
  title: string;
  hreflang?: string[];
  type?: string;
}

/** The card is in Polish; an English-speaking client reads what it is from the second half of the title. */
const CARD_TITLE = 'Karta produktu w katalogu GS1 Polska / Product page in the GS1 Poland catalogue';

/**
 * What this catalogue offers for one of its GTINs: the product card, as the default link and as the product
 * information page. The standard's default link carries a title and nothing else.
 */
export function catalogueLinks(origin: string, gtin14: string) {
  const anchor = `${origin}/01/${gtin14}`;
  const card = `${origin}/catalog/${gtin14}`;
  // By link type's term; a Map, so that a requested term such as `constructor` finds nothing.
  const links = new Map<string, Link>([
    ['defaultLink', { href: card, title: CARD_TITLE }],
    ['pip', { href: card, title: CARD_TITLE, hreflang: ['pl'], type: 'text/html' }],
  ]);
  return {
    links,
    linkset: {
      linkset: [{ anchor, itemDescription: `GTIN ${gtin14}`, ...Object.fromEntries([...links].map(([term, link]) => [GS1_VOC + term, [link]])) }],
    },
  };
}

/** The term a request's `linkType` names (`gs1:pip`, `https://gs1.org/voc/pip` → `pip`); null outside GS1's vocabulary. */
export function linkTypeTerm(linkType: string): string | null {
  const namespace = GS1_NAMESPACES.find((prefix) => linkType.startsWith(prefix));
  return namespace ? linkType.slice(namespace.length) : null;
}

/** The `Link` header field value that points at a resolver's linkset for a GTIN (the standard's way to find it). */
export function linksetLink(resolverRoot: string, gtin14: string): string {
  return `<${resolverRoot}/01/${gtin14}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`;
}

/** The `Link` to the JSON-LD context that a linkset answer carries. */
export const contextLink = `<${LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`;

/** The `Link` that names the resolver a redirection hands a GTIN to (the standard's `gs1:handledBy`). */
export const handledByLink = (resolverRoot: string) => `<${resolverRoot}>; rel="${GS1_VOC}handledBy"`;
