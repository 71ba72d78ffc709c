import {
  commerceMessages,
  databaseSelectionSchema,
  isSubscriptionActive,
  packageOf,
  remainingDownloads,
  type PackageId,
} from 'schema/validation';
import type { Resolvers } from './typed';
import type { DatabaseExportState, SubscriptionPackage } from '../__generated__/types';
import { answerRefusal, refuse, refuseCommon } from '../contract/refusal';
import { defaultZipName, fileName, today } from '../contract/files';
import { invalid, problem, type UnionMember } from '../contract/problems';
import type { Context } from '../context';
import type { RestCompany } from '../legacy/commerce';
import { assertNever } from '../legacy/errors';
import type { PendingOrder } from '../pendingOrders';

/** An order's and a database generation's REST refusals, each to the contract member of the same meaning. */
const ORDER_REFUSAL = { notFree: 'OrderNotAvailable' } as const;
const GENERATION_REFUSAL = {
  alreadyGenerating: 'DatabaseAlreadyGenerating',
  notInPackage: 'DownloadNotInPackage',
  accessDisabled: 'DownloadAccessDisabled',
  limitExhausted: 'DownloadLimitExhausted',
  exceedsLimit: 'SelectionExceedsLimit',
  noProducts: 'NoProductsFound',
} as const;

/** How long a generation this session started may take before the download's answer is believed again. */
const GENERATION_WAIT_MS = 30 * 60_000;

const PACKAGE: Record<PackageId, SubscriptionPackage> = { free: 'STARTER', basic: 'BASIC', yearly_limited: 'PRO', yearly_unlimited: 'UNLIMITED' };
/** What `order_subscription` takes; Basic by the spec's first reading (`monthly`). */
const ORDERABLE: Partial<Record<SubscriptionPackage, string>> = { BASIC: 'monthly', PRO: 'yearly_limited', UNLIMITED: 'yearly_unlimited' };

/** The contract's package for a REST name, or null for one it does not know. */
export function packageName(name: string | null | undefined): SubscriptionPackage | null {
  const terms = packageOf(name);
  return terms ? PACKAGE[terms.id] : null;
}

/** The membership a signed-in member acts in, or null (a visitor, an ended session, no activated membership). */
async function activeMembership(ctx: Context) {
  const member = await ctx.access.member();
  return member && member !== 'expired' ? member.membership : null;
}

/** The company's package as the API has it now, asked once per request (the pricing page asks for it twice). */
const packagesAsked = new WeakMap<Context, Map<string, Promise<SubscriptionPackage | null>>>();
function companyPackage(ctx: Context, companyId: string): Promise<SubscriptionPackage | null> {
  let asked = packagesAsked.get(ctx);
  if (!asked) packagesAsked.set(ctx, (asked = new Map()));
  let answer = asked.get(companyId);
  if (!answer) {
    answer = ctx.legacy.commerce.company(companyId).then((company) => (company.ok ? packageName(company.data.subscription ?? company.data.subscriptionDetails.name) : null));
    asked.set(companyId, answer);
  }
  return answer;
}

/**
 * The company's pending order while the API still has it on Starter. An order is offered only on Starter, so another
 * package in place means the order was paid and started: it is pending no more.
 */
async function pendingOrderOf(ctx: Context, companyId: string): Promise<PendingOrder | null> {
  const pending = await ctx.orders.of(companyId);
  if (!pending) return null;
  const current = await companyPackage(ctx, companyId);
  if (current === null || current === 'STARTER') return pending;
  await ctx.orders.release(companyId);
  return null;
}

/** How the company's other users see who ordered: the person's name, or their e-mail when the API has none. */
async function ordererName(ctx: Context): Promise<string> {
  const me = await ctx.loaders.me.load('me');
  if (!me.ok) return refuse({ kind: 'sessionExpired' });
  const name = `${me.data.firstName} ${me.data.lastName}`.trim();
  return name || me.data.email;
}

/** The active company's record: it always exists, so a 404 is the API refusing it. */
async function ownCompany(ctx: Context, companyId: string) {
  const answer = await ctx.legacy.commerce.company(companyId);
  if (answer.ok) return answer.data;
  const { kind } = refuseCommon(answer.failure);
  switch (kind) {
    case 'notFound':
      return refuse({ kind: 'denied' });
    default:
      return assertNever(kind);
  }
}

/** The zip the download offers now (its name, and what tells it from another of the same name), or null. */
async function currentZip(ctx: Context, companyId: string): Promise<{ fileName: string; fingerprint: string } | null> {
  const answer = await ctx.legacy.commerce.databaseZip(companyId);
  if (!answer.ok) return null;
  const { headers, body } = answer.data;
  await body?.cancel();
  const fingerprint = ['content-disposition', 'content-length', 'etag', 'last-modified'].map((h) => headers.get(h) ?? '').join('|');
  return { fileName: fileName(headers.get('content-disposition'), defaultZipName()), fingerprint };
}

/**
 * The newest export: READY when the download offers a zip, NONE when it does not. A generation this session
 * started stays GENERATING while the download offers nothing or still the zip it offered before the request, for
 * at most `GENERATION_WAIT_MS`.
 */
async function exportState(ctx: Context, companyId: string): Promise<{ state: DatabaseExportState; fileName: string | null }> {
  const zip = await currentZip(ctx, companyId);
  const pending = ctx.session?.pendingExport(companyId);
  if (pending) {
    const waiting = Date.now() - pending.requestedAt < GENERATION_WAIT_MS;
    if (waiting && (!zip || zip.fingerprint === pending.previous)) return { state: 'GENERATING', fileName: null };
    ctx.session?.clearPendingExport(companyId);
  }
  return zip ? { state: 'READY', fileName: zip.fileName } : { state: 'NONE', fileName: null };
}

async function databaseDownload(ctx: Context, company: RestCompany): Promise<UnionMember<'DatabaseDownloadResult'>> {
  const { packages, counters } = company.subscriptionDetails;
  return {
    __typename: 'DatabaseDownload',
    companyId: company.id,
    package: packageName(company.subscription ?? company.subscriptionDetails.name),
    remaining: remainingDownloads(packages.api, counters),
    accessToDownload: company.accessToDownload,
    export: await exportState(ctx, company.id),
  };
}

export const commerceResolvers: Resolvers = {
  Query: {
    async myCompany(_parent, _args, ctx) {
      const { membership } = await ctx.access.admitted();
      return { __typename: 'CompanyDetails', ...(await ownCompany(ctx, membership.companyId)) };
    },

    async databaseDownload(_parent, { companyId }, ctx) {
      // `@auth(ownCompany:)` admitted only the active membership's company.
      return databaseDownload(ctx, await ownCompany(ctx, companyId));
    },

    async activePackage(_parent, _args, ctx) {
      const membership = await activeMembership(ctx);
      if (!membership) return null;
      return companyPackage(ctx, membership.companyId);
    },

    async pendingOrder(_parent, _args, ctx) {
      const membership = await activeMembership(ctx);
      return membership ? pendingOrderOf(ctx, membership.companyId) : null;
    },
  },

  Mutation: {
    async orderSubscription(_parent, args, ctx) {
      const subscription = ORDERABLE[args.package];
      if (!subscription) return invalid([{ field: ['package'], message: commerceMessages.starterNotOrderable }]);
      const { membership } = await ctx.access.admitted();
      const { companyId } = membership;
      // An order whose package has started since is not in the way (the API then refuses this one as not on Starter).
      await pendingOrderOf(ctx, companyId);
      const order = { package: args.package, orderedAt: new Date().toISOString(), orderedBy: await ordererName(ctx) };
      // Claimed before the API is asked: of two orders at once (a double click, two tabs) only the first is placed;
      // the company's administrator may replace a pending order of another package.
      const claim = await ctx.orders.claim(companyId, order, membership.permissionGroup === 'location_admin');
      if (!claim.placed) return problem('OrderPending', { order: claim.pending });
      const undo = () => ctx.orders.undo(companyId, order, claim.replaced);
      const answer = await ctx.legacy.commerce.orderSubscription(subscription, membership.id).catch(async (error: unknown) => {
        await undo();
        throw error;
      });
      if (answer.ok) return { __typename: 'SubscriptionOrdered', package: args.package, message: commerceMessages.orderSuccess, replaces: claim.replaced };
      await undo();
      return answerRefusal(answer.failure, ORDER_REFUSAL);
    },

    async generateDatabase(_parent, { companyId, selection }, ctx) {
      const parsed = databaseSelectionSchema.safeParse(selection);
      if (!parsed.success) return invalid(parsed.error.issues.map((i) => ({ field: ['selection', String(i.path[0])], message: i.message })));
      const before = await currentZip(ctx, companyId);
      const answer = await ctx.legacy.commerce.generateDatabase(companyId, parsed.data);
      if (answer.ok) {
        ctx.session?.markExportPending(companyId, before?.fingerprint ?? null);
        return { ...(await databaseDownload(ctx, answer.data)), message: commerceMessages.databaseGenerated };
      }
      return answerRefusal(answer.failure, GENERATION_REFUSAL);
    },
  },

  CompanyDetails: {
    apiDocumentation: (c, _args, ctx) => {
      const origin = new URL(ctx.config.legacyApiUrl).origin;
      const company = encodeURIComponent(c.id);
      return {
        swaggerUrl: `${origin}/external_api/v2/schema/swagger-ui/?company_id=${company}`,
        schemaUrl: `${origin}/external_api/v2/schema/?company_id=${company}`,
      };
    },
    subscription: (c) => c,
  },

  CompanySubscription: {
    package: (c) => packageName(c.subscription ?? c.subscriptionDetails.name),
    name: (c) => c.subscription ?? c.subscriptionDetails.name ?? '',
    freeSubscriptionYear: (c) => c.subscriptionDetails.freeSubscriptionYear ?? null,
    beginsOn: (c) => c.subscriptionDetails.beginSubscriptionDt?.slice(0, 10) ?? null,
    endsOn: (c) => c.subscriptionDetails.endSubscriptionDt?.slice(0, 10) ?? null,
    active: (c) => isSubscriptionActive(c.subscriptionDetails.beginSubscriptionDt, c.subscriptionDetails.endSubscriptionDt, today()),
    counters: (c) => c.subscriptionDetails.counters,
    limits: (c) => c.subscriptionDetails.packages,
    remaining: (c) => ({
      freeVerification: c.limitsLeft.freeLimit,
      verification: c.limitsLeft.limitverify,
      download: remainingDownloads(c.subscriptionDetails.packages.api, c.subscriptionDetails.counters),
    }),
  },
};
