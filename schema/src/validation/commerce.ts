import * as z from 'zod/mini';
import { gtinProblem, isValidGtin, toGtin14 } from './gtin';
import { messages } from './messages';
import { nipFilterSchema } from './nip';

/** The provider's package names (admin-side §3): free (Starter), monthly/basic (Basic), yearly_limited (Pro), yearly_unlimited (Unlimited). */
export type PackageId = 'free' | 'basic' | 'yearly_limited' | 'yearly_unlimited';

export interface PackageTerms {
  id: PackageId;
  label: string;
  /** Net price in PLN; VAT is added. */
  priceNet: number;
  validityDays: number;
  /** Verified products included; null = no limit. */
  verification: number | null;
  /** Database download and API records included; 0 = no database download, null = no limit. */
  download: number | null;
  /** A further term the pricing table names. */
  note?: string;
}

/** Spec §9: the four packages, net prices, VAT extra. */
export const PACKAGES: readonly PackageTerms[] = [
  { id: 'free', label: 'Starter', priceNet: 0, validityDays: 365, verification: 1_000, download: 0, note: 'Katalog: 30 numerów GTIN na 24 godziny' },
  { id: 'basic', label: 'Basic', priceNet: 350, validityDays: 30, verification: 5_000, download: 5_000 },
  { id: 'yearly_limited', label: 'Pro', priceNet: 3_000, validityDays: 365, verification: 1_500_000, download: 1_500_000 },
  { id: 'yearly_unlimited', label: 'Unlimited', priceNet: 20_000, validityDays: 365, verification: null, download: null, note: 'Wyniki wyszukiwania: 30 naraz' },
];

/** VAT rate added to the net prices. */
export const VAT_RATE = 0.23;

/** The package a REST name stands for; the other reading's `monthly` is Basic. Unknown names are null. */
export function packageOf(name: string | null | undefined): PackageTerms | null {
  const id = name === 'monthly' ? 'basic' : name;
  return PACKAGES.find((p) => p.id === id) ?? null;
}

/**
 * Spec §5: what is left of the download allowance, the package's api limit minus the csv and api counters;
 * null when the package has no limit.
 */
export function remainingDownloads(apiLimit: number | null, counters: { csv: number; api: number }): number | null {
  return apiLimit === null ? null : Math.max(0, apiLimit - (counters.csv + counters.api));
}

/** Spec §4: a subscription is active when today (a `YYYY-MM-DD` date) lies between its begin and end dates. */
export function isSubscriptionActive(begin: string | null | undefined, end: string | null | undefined, today: string): boolean {
  if (!begin || !end) return false;
  return begin.slice(0, 10) <= today && today <= end.slice(0, 10);
}

const optionalText = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(130, 'Maksymalna ilość znaków to 130')),
    z.transform((v: string) => v || undefined),
  ),
);

/** GPC codes of any level, 8 digits each. */
export const gpcCodesSchema = z
  .array(z.string().check(z.trim(), z.regex(/^\d{8}$/, 'Niepoprawny kod GPC')))
  .check(z.maxLength(100, 'Podaj najwyżej 100 kodów GPC'));

/** The database generation payload (admin-side §3): every filter optional; none selects the whole public database. */
export const databaseSelectionSchema = z.object({
  categories: z.pipe(
    z.optional(gpcCodesSchema),
    z.transform((v: string[] | undefined) => [...new Set(v ?? [])]),
  ),
  gtin: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || isValidGtin(v), { error: (issue) => gtinProblem(String(issue.input)) ?? messages.invalidGtin }),
      ),
      z.transform((v: string) => (v ? toGtin14(v) : undefined)),
    ),
  ),
  productName: optionalText,
  companyName: optionalText,
  brand: optionalText,
  nip: nipFilterSchema,
});
export type DatabaseSelectionInput = z.input<typeof databaseSelectionSchema>;
export type DatabaseSelection = z.output<typeof databaseSelectionSchema>;

/** The largest CSV part number a database export can have (1 000 products a file; the catalogue holds far fewer). */
export const DATABASE_PART_MAX = 9_999;

/** One CSV file of a database export, counting from 1 (the spec's `{x}` of `GET /products/{id}/database/{x}/`). */
export const databasePartSchema = z.coerce
  .number(messages.invalidData)
  .check(z.int(messages.invalidData), z.minimum(1, messages.invalidData), z.maximum(DATABASE_PART_MAX, messages.invalidData));
