import { z } from 'zod';
import type { DatabaseSelection } from 'schema/validation';
import { restId } from './answers';
import { DENIED, type RefusalRule } from './errors';
import { queryString, type LegacyHttp } from './http';

/** Packages, orders and the database download (`/companies/get_by_id/`, `/companies/order_subscription/`, `/products/{id}/…database…`). */

const count = z.number().int().nonnegative().catch(0);
const limit = z.number().int().nonnegative().nullish().transform((v) => v ?? null);

/** The company in the commercial view (admin-side §3); optional parts default so a sparser answer still reads. */
export const restCompanySchema = z.object({
  id: restId,
  name: z.string(),
  nip: z.string().nullish(),
  regon: z.string().nullish(),
  street: z.string().nullish(),
  city: z.string().nullish(),
  postalCode: z.string().nullish(),
  district: z.string().nullish(),
  country: z.string().nullish(),
  webPage: z.string().nullish(),
  companyProfile: z.string().nullish(),
  isAuthorized: z.boolean().default(false),
  activationDate: z.string().nullish(),
  apiKey: z.string().nullish(),
  monetizationSwitch: z.boolean().nullish().transform(Boolean),
  accessToDownload: z.boolean().default(false),
  subscription: z.string().nullish(),
  /** What verification still allows: the free yearly allowance, and the package's (null = no limit). */
  limitsLeft: z
    .object({ freeLimit: count, limitverify: limit })
    .default({ freeLimit: 0, limitverify: null }),
  subscriptionDetails: z
    .object({
      name: z.string().nullish(),
      freeSubscriptionYear: z.number().int().nullish(),
      beginSubscriptionDt: z.string().nullish(),
      endSubscriptionDt: z.string().nullish(),
      counters: z.object({ freeVerified: count, verified: count, api: count, csv: count }).default({ freeVerified: 0, verified: 0, api: 0, csv: 0 }),
      packages: z.object({ verify: limit, api: limit, ui: limit }).default({ verify: null, api: null, ui: null }),
    })
    .default({ counters: { freeVerified: 0, verified: 0, api: 0, csv: 0 }, packages: { verify: null, api: null, ui: null } }),
});
export type RestCompany = z.infer<typeof restCompanySchema>;

/** The update and order answers are not shown in the spec: whatever JSON comes back is accepted. */
const anyAnswer = z.unknown();

/** The stand-in's wording of the refusals the spec names without wording; the real API's may differ (then: generic error). */
const DATABASE_REFUSALS = [
  { status: 403, when: 'processing', kind: 'alreadyGenerating' },
  { status: 403, when: 'Pakiet Starter nie obejmuje pobierania bazy danych. Zamów dostęp w zakładce Cennik', kind: 'notInPackage' },
  { status: 403, when: 'Firma nie ma dostępu do pobierania bazy danych', kind: 'accessDisabled' },
  DENIED,
  // Spec §7: a 401 of this call is the used-up limit, not the token.
  { status: 401, when: 'Limit pobrań został wyczerpany. Kup nowy pakiet', kind: 'limitExhausted' },
  { status: 400, when: 'selected count exceeds package limit', kind: 'exceedsLimit' },
  { status: 400, when: 'Brak produktów dla wybranych parametrów', kind: 'noProducts' },
] as const satisfies readonly RefusalRule<string>[];

const SELECTION_FIELDS = {
  categories: ['selection', 'categories'],
  gtin: ['selection', 'gtin'],
  productName: ['selection', 'productName'],
  companyName: ['selection', 'companyName'],
  brand: ['selection', 'brand'],
  nip: ['selection', 'nip'],
} as const;

const ORDER_REFUSALS = [
  { status: 400, when: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter', kind: 'notFree' },
  DENIED,
] as const satisfies readonly RefusalRule<string>[];

export class CommerceApi {
  constructor(private readonly http: LegacyHttp) {}

  /** Any company for a platform administrator; otherwise one the caller holds an activated membership in. */
  company(id: string) {
    return this.http.call(`/companies/get_by_id/${queryString({ id })}`, {
      schema: restCompanySchema,
      auth: 'required',
      refusals: [DENIED, { status: 404, kind: 'notFound' }],
    });
  }

  /** Orders a paid package for the active membership's company; the payment details go out by e-mail. */
  orderSubscription(subscription: string, activeMembershipId: string) {
    return this.http.call(`/companies/order_subscription/${queryString({ subscription, activeMembershipId })}`, {
      schema: anyAnswer,
      auth: 'required',
      refusals: ORDER_REFUSALS,
      fields: { subscription: ['package'] },
    });
  }

  /** Starts a generation; answers the company with its counters already charged. */
  generateDatabase(companyId: string, selection: DatabaseSelection) {
    return this.http.call(`/products/${encodeURIComponent(companyId)}/database/`, {
      method: 'POST',
      body: selection,
      schema: restCompanySchema,
      auth: 'required',
      refusals: DATABASE_REFUSALS,
      fields: SELECTION_FIELDS,
    });
  }

  /** The newest ready zip (`{date}_database.zip`); 404 'Link wygasł' when none is ready or it expired. */
  databaseZip(companyId: string) {
    return this.http.download(`/products/${encodeURIComponent(companyId)}/zip_database/`, {
      auth: 'required',
      refusals: [{ status: 404, kind: 'none' }, DENIED],
    });
  }

  /** One CSV file of the newest export (spec: `GET /products/{id}/database/{x}/`), `part` counting from 1. */
  databasePart(companyId: string, part: number) {
    return this.http.download(`/products/${encodeURIComponent(companyId)}/database/${part}/`, {
      auth: 'required',
      // 'Link wygasł' when there is no export at all; another 404 when the export has no such file.
      refusals: [{ status: 404, when: 'Link wygasł', kind: 'none' }, { status: 404, kind: 'noSuchPart' }, DENIED],
    });
  }
}
