import {
  commerceMessages,
  databaseSelectionSchema,
  isSubscriptionActive,
  packageOf,
  remainingDownloads,
  type PackageId,
} from 'schema/validation';
import type { DatabaseExportState, Resolvers, SubscriptionPackage } from '../__generated__/resolvers';
import type { Context } from '../context';
import { fileName } from '../files/routes';
import type { RestCompany } from '../legacy/commerce';
import { assertNever } from '../legacy/errors';
import { activeMembership, memberRefusal, requireMembership, requirePermission, type ActiveMembership } from './access';
import { problem, type UnionMember } from './problems';

const USERS_MANAGE = 'users_manage';
const DATABASE_DOWNLOAD = 'database_download';

/** How long a generation this session started may take before the download's answer is believed again. */
export const GENERATION_WAIT_MS = 30 * 60_000;

const PACKAGE: Record<PackageId, SubscriptionPackage> = { free: 'STARTER', basic: 'BASIC', yearly_limited: 'PRO', yearly_unlimited: 'UNLIMITED' };
/** What `order_subscription` takes; Basic by the spec's first reading (`monthly`). */
const ORDERABLE: Partial<Record<SubscriptionPackage, string>> = { BASIC: 'monthly', PRO: 'yearly_limited', UNLIMITED: 'yearly_unlimited' };

/** The contract's package for a REST name, or null for one it does not know. */
export function packageName(name: string | null | undefined): SubscriptionPackage | null {
  const terms = packageOf(name);
  return terms ? PACKAGE[terms.id] : null;
}

/** Today in Poland as `YYYY-MM-DD` (the subscription dates are Polish calendar days). */
export const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

const problemOf = <T extends string, C extends string>(typename: T, code: C, message: string) => ({ __typename: typename, code, message, field: null });

/** The company the page is about must be the active membership's (the database page's `{id}`). */
function ownCompany(membership: ActiveMembership, companyId: string) {
  return membership.companyId === companyId ? null : problem.permissionDenied(DATABASE_DOWNLOAD);
}

/** Spec §5: the database's file name when the API names none. */
export const defaultZipName = () => `${today()}_database.zip`;

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
      const access = await requirePermission(ctx, USERS_MANAGE);
      if (!access.ok) return access.problem;
      const answer = await ctx.legacy.commerce.company(access.membership.companyId);
      if (answer.ok) return { __typename: 'CompanyDetails', ...answer.data };
      const { kind } = answer.failure;
      // The active company always exists; a 404 here is the API refusing it.
      return memberRefusal(kind === 'notFound' ? 'denied' : kind, USERS_MANAGE);
    },

    async databaseDownload(_parent, { companyId }, ctx) {
      const access = await requirePermission(ctx, DATABASE_DOWNLOAD);
      if (!access.ok) return access.problem;
      const foreign = ownCompany(access.membership, companyId);
      if (foreign) return foreign;
      const answer = await ctx.legacy.commerce.company(companyId);
      if (answer.ok) return databaseDownload(ctx, answer.data);
      const { kind } = answer.failure;
      return memberRefusal(kind === 'notFound' ? 'denied' : kind, DATABASE_DOWNLOAD);
    },

    async activePackage(_parent, _args, ctx) {
      const membership = await activeMembership(ctx);
      if (!membership) return null;
      const answer = await ctx.legacy.commerce.company(membership.companyId);
      return answer.ok ? packageName(answer.data.subscription ?? answer.data.subscriptionDetails.name) : null;
    },
  },

  Mutation: {
    async orderSubscription(_parent, args, ctx) {
      const access = await requireMembership(ctx);
      if (!access.ok) return access.problem;
      const subscription = ORDERABLE[args.package];
      if (!subscription) return problem.validationFailed([{ field: ['package'], message: commerceMessages.starterNotOrderable }]);
      const answer = await ctx.legacy.commerce.orderSubscription(subscription, access.membership.id);
      if (answer.ok) return { __typename: 'SubscriptionOrdered', package: args.package, message: commerceMessages.orderSuccess };
      const { failure } = answer;
      switch (failure.kind) {
        case 'notFree':
          return problemOf('OrderNotAvailable', 'ORDER_NOT_AVAILABLE', commerceMessages.orderOnlyFromStarter);
        case 'invalid':
          return problem.validationFailed(failure.problems);
        case 'denied':
        case 'sessionExpired':
          return memberRefusal(failure.kind, 'active membership');
        default:
          return assertNever(failure);
      }
    },

    async generateDatabase(_parent, { companyId, selection }, ctx) {
      const access = await requirePermission(ctx, DATABASE_DOWNLOAD);
      if (!access.ok) return access.problem;
      const foreign = ownCompany(access.membership, companyId);
      if (foreign) return foreign;
      const parsed = databaseSelectionSchema.safeParse(selection);
      if (!parsed.success) {
        return problem.validationFailed(parsed.error.issues.map((i) => ({ field: ['selection', String(i.path[0])], message: i.message })));
      }
      const before = await currentZip(ctx, companyId);
      const answer = await ctx.legacy.commerce.generateDatabase(companyId, parsed.data);
      if (answer.ok) {
        ctx.session?.markExportPending(companyId, before?.fingerprint ?? null);
        return databaseDownload(ctx, answer.data);
      }
      const { failure } = answer;
      switch (failure.kind) {
        case 'alreadyGenerating':
          return problemOf('DatabaseAlreadyGenerating', 'DATABASE_ALREADY_GENERATING', commerceMessages.databaseAlreadyGenerating);
        case 'notInPackage':
          return problemOf('DownloadNotInPackage', 'DOWNLOAD_NOT_IN_PACKAGE', commerceMessages.noDownloadInPackage);
        case 'accessDisabled':
          return problemOf('DownloadAccessDisabled', 'DOWNLOAD_ACCESS_DISABLED', commerceMessages.downloadAccessDisabled);
        case 'limitExhausted':
          return problemOf('DownloadLimitExhausted', 'DOWNLOAD_LIMIT_EXHAUSTED', commerceMessages.downloadLimitExhausted);
        case 'exceedsLimit':
          return problemOf('SelectionExceedsLimit', 'SELECTION_EXCEEDS_LIMIT', commerceMessages.selectionExceedsLimit);
        case 'noProducts':
          return problem.noProducts();
        case 'invalid':
          return problem.validationFailed(failure.problems);
        case 'denied':
        case 'sessionExpired':
          return memberRefusal(failure.kind, DATABASE_DOWNLOAD);
        default:
          return assertNever(failure);
      }
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
