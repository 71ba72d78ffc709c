import {
  COMPANIES_PAGE_SIZE,
  COMPANY_ORDERING,
  COMPANY_USERS_PAGE_SIZE,
  COMPANY_USER_SORT,
  accountMessages,
  adminMessages,
  companySearchSchema,
  issueSelectionSchema,
  pageNumberSchema,
  type IssueErrorCode,
} from 'schema/validation';
import type { Resolvers } from './typed';
import type { IssueError, IssueStatus } from '../__generated__/types';
import { answerRefusal, refuse, refuseCommon } from '../contract/refusal';
import { nextOfPages, nextPageOf } from '../contract/paging';
import { invalid } from '../contract/problems';
import type { Context } from '../context';
import type { RestCompanyUser } from '../legacy/admin';
import type { RestCompany } from '../legacy/commerce';
import { assertNever } from '../legacy/errors';
import { MEMBERSHIP_REFUSAL } from './accounts-users';
import { packageName } from './commerce';

const ISSUE_STATUS: Record<IssueStatus, string> = {
  NEW: 'new_issue',
  IN_PROGRESS: 'in_progress_issue',
  RESOLVED: 'resolved_issue',
  ABANDONED: 'abandoned_issue',
};
/**
 * The statuses the repository is asked for: the chosen ones (none: all), abandoned only with `showAbandoned` (spec
 * admin-side §4). The spec's filter body (companies, statuses, errors, sources) has no key for the option, so it
 * becomes the list, always sent in full.
 */
function issueStatuses(chosen: readonly IssueStatus[], showAbandoned: boolean): string[] {
  const open = (chosen.length ? chosen : (Object.keys(ISSUE_STATUS) as IssueStatus[])).filter((s) => s !== 'ABANDONED');
  return [...open, ...(showAbandoned ? (['ABANDONED'] as const) : [])].map((s) => ISSUE_STATUS[s]);
}

const ISSUE_ERROR: Record<IssueError, IssueErrorCode> = {
  CONTROL_NUMBER: 'EP-0003',
  GPC: 'EP-0005',
  DATA_MISMATCH: 'EP-0006',
};

/** The GraphQL enum value of a REST value, or null for one this contract does not know. */
const reverse = <K extends string>(map: Record<K, string>, value: string): K | null =>
  (Object.keys(map) as K[]).find((key) => map[key] === value) ?? null;

/** A company's user as the accounts' users screen shows one too (`CompanyUser`), `isSelf` for the viewer's own row. */
const companyUser = (m: RestCompanyUser, viewerId: string) => ({
  __typename: 'CompanyUser' as const,
  id: m.id,
  userId: m.user.id,
  email: m.user.email,
  firstName: m.user.firstName ?? '',
  lastName: m.user.lastName ?? '',
  dateJoined: m.user.dateJoined ?? null,
  lastLogin: m.user.lastLogin ?? null,
  permissionGroup: m.permissionGroup === 'location_admin' ? ('LOCATION_ADMIN' as const) : ('LOCATION_USER' as const),
  isCompanyRepresentative: m.isCompanyRepresentative,
  activated: m.activated,
  isSelf: m.user.id === viewerId,
});

/** An administrator sees the company without its API key (that belongs to the company's own services page). */
const adminView = (company: RestCompany) => ({ __typename: 'CompanyDetails' as const, ...company, apiKey: null });

/** A refusal of a call about one company: an id no company has; the common ones are answered by the policy layer. */
const COMPANY_REFUSAL = { notFound: 'CompanyNotFound' } as const;
/** A membership id the company does not have. */
const COMPANY_USER_REFUSAL = { notFound: 'MembershipNotFound' } as const;

async function readCompany(ctx: Context, id: string) {
  const answer = await ctx.legacy.commerce.company(id);
  return answer.ok ? adminView(answer.data) : answerRefusal(answer.failure, COMPANY_REFUSAL);
}

/** A page argument that is not 1 or more, as the field problem of `page`. */
function badPage(page: number) {
  const parsed = pageNumberSchema.safeParse(page);
  return parsed.success ? null : invalid([{ field: ['page'], message: parsed.error.issues[0]!.message }]);
}

export const adminResolvers: Resolvers = {
  Query: {
    async adminCompanies(_parent, { search, sort, descending, page }, ctx) {
      const text = companySearchSchema.safeParse(search ?? '');
      if (!text.success) return invalid([{ field: ['search'], message: text.error.issues[0]!.message }]);
      const refused = badPage(page);
      if (refused) return refused;
      const { membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.companies(membership.id, {
        limit: COMPANIES_PAGE_SIZE,
        offset: (page - 1) * COMPANIES_PAGE_SIZE,
        ordering: `${descending ? '-' : ''}${COMPANY_ORDERING[sort]}`,
        search_multi_match: text.data,
      });
      if (!answer.ok) return refuse(answer.failure);
      const { results: companies, count: totalCount } = answer.data;
      return { __typename: 'CompanyListPage', companies, totalCount, page, pageSize: COMPANIES_PAGE_SIZE, ...nextPageOf(page, COMPANIES_PAGE_SIZE, totalCount, 1) };
    },

    adminCompany: (_parent, { id }, ctx) => readCompany(ctx, id),

    async adminCompanyUsers(_parent, { companyId, sort, descending, page }, ctx) {
      const refused = badPage(page);
      if (refused) return refused;
      const { userId, membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.companyUsers(membership.id, companyId, {
        page: page - 1,
        page_size: COMPANY_USERS_PAGE_SIZE,
        sort_column: COMPANY_USER_SORT[sort],
        direction: descending ? 'desc' : 'asc',
      });
      if (answer.ok) {
        const { records, numAllRecords } = answer.data;
        // The viewer's own row offers no removal.
        const users = records.map((record) => companyUser(record, userId));
        const next = nextPageOf(page, COMPANY_USERS_PAGE_SIZE, numAllRecords, 1);
        return { __typename: 'AdminCompanyUsersPage', users, totalCount: numAllRecords, page, pageSize: COMPANY_USERS_PAGE_SIZE, ...next };
      }
      return answerRefusal(answer.failure, COMPANY_REFUSAL);
    },

    async adminCompanyUser(_parent, { companyId, membershipId }, ctx) {
      const { userId, membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.companyUser(membership.id, companyId, membershipId);
      if (answer.ok) return companyUser(answer.data, userId);
      return answerRefusal(answer.failure, COMPANY_USER_REFUSAL);
    },

    async repositoryIssues(_parent, { filter, page }, ctx) {
      const refused = badPage(page);
      if (refused) return refused;
      const { membership } = await ctx.access.admitted();
      const statuses = issueStatuses(filter.statuses ?? [], filter.showAbandoned ?? false);
      // Only abandoned issues chosen, without the option to show them: nothing to ask (an empty list means all).
      if (!statuses.length) return { __typename: 'IssuePage', rows: [], page, pageCount: 0, ...nextOfPages(page, 0) };
      const answer = await ctx.legacy.admin.issues(membership.id, {
        companies: filter.companies ?? [],
        statuses,
        errors: (filter.errors ?? []).map((e) => ISSUE_ERROR[e]),
        sources: filter.sources ?? [],
        page,
      });
      if (!answer.ok) return refuse(answer.failure);
      const { records: rows, pages: pageCount } = answer.data;
      return { __typename: 'IssuePage', rows, page, pageCount, ...nextOfPages(page, pageCount) };
    },

    async repositoryCompanies(_parent, { name }, ctx) {
      const { membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.companyOptions(membership.id, name.trim().slice(0, 100));
      return answer.ok ? { __typename: 'CompanyOptions', companies: answer.data } : refuse(answer.failure);
    },

    async dataPools(_parent, _args, ctx) {
      const answer = await ctx.legacy.admin.dataPools();
      return answer.ok ? { __typename: 'DataPoolList', dataPools: answer.data } : refuse(answer.failure);
    },

    async issueFile(_parent, { id }, ctx) {
      const { membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.issueFileReady(membership.id, id);
      if (answer.ok) return { __typename: 'IssueFile', id, ready: true };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'notReady':
          return { __typename: 'IssueFile', id, ready: false };
        default:
          return assertNever(kind);
      }
    },
  },

  Mutation: {
    async setCompanyDownloadAccess(_parent, { companyId, accessToDownload }, ctx) {
      const answer = await ctx.legacy.admin.setDownloadAccess(companyId, accessToDownload);
      if (!answer.ok) return answerRefusal(answer.failure, COMPANY_REFUSAL);
      // The answer is not in the spec: without the company in it, the company is read again.
      const company = answer.data ? adminView(answer.data) : await readCompany(ctx, companyId);
      return company.__typename === 'CompanyDetails' ? { ...company, message: adminMessages.databaseAccessUpdated } : company;
    },

    async deleteCompanyMembership(_parent, { companyId, membershipId }, ctx) {
      const { membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.deleteMembership(membership.id, companyId, membershipId);
      if (answer.ok) return { __typename: 'MembershipDeleted', membershipId, message: accountMessages.membershipDeleted };
      return answerRefusal(answer.failure, MEMBERSHIP_REFUSAL);
    },

    async generateIssueFile(_parent, { issueIds }, ctx) {
      const ids = issueSelectionSchema.safeParse(issueIds);
      if (!ids.success) return invalid([{ field: ['issueIds'], message: ids.error.issues[0]!.message }]);
      const { membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.admin.generateIssueFile(membership.id, ids.data);
      return answer.ok ? { __typename: 'IssueFile', id: answer.data.id, ready: false, message: adminMessages.issueFileGenerated } : refuse(answer.failure);
    },
  },

  CompanyListItem: {
    package: (company) => packageName(company.subscription),
  },

  IssueRow: {
    issueIds: (row) => row.issuesIds,
    error: (row) => reverse(ISSUE_ERROR, row.issueError),
    errorCode: (row) => row.issueError,
    status: (row) => reverse(ISSUE_STATUS, row.issueStatus),
  },
};
