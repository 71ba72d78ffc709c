import * as z from 'zod/mini';
import { isValidGtin, toGtin14 } from './gtin';
import { messages } from './messages';
import { nipFilterSchema } from './nip';

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

const text = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(130, 'Maksymalna ilość znaków to 130')),
    z.transform((v: string) => v || undefined),
  ),
);

/**
 * The search form's filters, as the form and the gateway both check them: a GTIN by its rule and padded to 14,
 * the NIP filter limited to letters, digits, `_` and `-` with dashes removed, GPC codes of 8 digits.
 */
export const catalogFilterSchema = z.object({
  gtin: z.pipe(
    z
      .optional(
        z.pipe(
          z.string().check(z.trim()),
          z.transform((v: string) => v || undefined),
        ),
      )
      .check(z.refine((v) => v === undefined || isValidGtin(v), { message: messages.invalidGtin })),
    z.transform((v: string | undefined) => (v === undefined ? undefined : toGtin14(v))),
  ),
  name: text,
  brand: text,
  companyName: text,
  companyNip: nipFilterSchema,
  gpc: z.pipe(
    z.optional(z.array(z.string().check(z.regex(/^\d{8}$/, 'Niepoprawny kod GPC'))).check(z.maxLength(100))),
    z.transform((v: string[] | undefined) => (v?.length ? v : undefined)),
  ),
});

export type CatalogFilterInput = z.input<typeof catalogFilterSchema>;
export type CatalogFilterValues = z.output<typeof catalogFilterSchema>;

/** True when a filter needs the advanced search (spec: any of name, GPC, brand, company name or NIP). */
export function isAdvancedFilter(filter: CatalogFilterValues): boolean {
  return !!(filter.name || filter.brand || filter.companyName || filter.companyNip || filter.gpc?.length);
}
