// No zod here: the catalogue's page reads its limits at start-up and loads the search rule (catalog.ts) only when a
// search is sent.

/**
 * The catalogue's limits (spec member-side §6, §9), read by the web app, the gateway and the stand-in alike:
 * page size, the offsets anonymous visitors may see, a member's largest page and deepest page, suggestions.
 */
export const CATALOG_PAGE_SIZE = 15;
export const ANONYMOUS_OFFSETS = [0, 15, 30] as const;
export const MEMBER_MAX_LIMIT = 100;
export const MEMBER_MAX_PAGES = 1000;
export const SUGGESTIONS_MAX = 15;

/**
 * An anonymous visitor's offset, read one way by the web app and the gateway (spec member-side §9, decision 039):
 * 0, 15 and 30 are served; past 30 is `beyond`, answered "too many results"; any other offset resets to 0.
 */
export function anonymousOffset(offset: number): number | 'beyond' {
  if ((ANONYMOUS_OFFSETS as readonly number[]).includes(offset)) return offset;
  return offset > ANONYMOUS_OFFSETS[ANONYMOUS_OFFSETS.length - 1]! ? 'beyond' : 0;
}

/** The most GTINs one `products` field looks up (its SDL's `@rateLimit(maxItems)` says the same). */
export const PRODUCTS_MAX_GTINS = 100;
