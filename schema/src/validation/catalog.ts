import * as z from 'zod/mini';
import { gtinProblem, isValidGtin, toGtin14 } from './gtin';
import { messages } from './messages';
import { nipFilterSchema } from './nip';

export * from './catalog-limits';

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
      .check(z.refine((v) => v === undefined || isValidGtin(v), { error: (issue) => gtinProblem(String(issue.input)) ?? messages.invalidGtin })),
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
export function isAdvancedFilter(filter: { [F in 'name' | 'brand' | 'companyName' | 'companyNip']?: string | null } & { gpc?: readonly unknown[] | null }): boolean {
  return !!(filter.name || filter.brand || filter.companyName || filter.companyNip || filter.gpc?.length);
}

/**
 * The spec's terms rule for a search: a visitor accepts the terms before searching; a member accepted them with
 * their membership. Null when it is met, else the spec's message.
 */
export function termsProblem(caller: { member: boolean; termsAccepted: boolean }): string | null {
  return caller.member || caller.termsAccepted ? null : messages.termsRequired;
}
