import {
  COMPANIES_PAGE_SIZE,
  COMPANY_USERS_PAGE_SIZE,
  accountMessages,
  adminMessages,
  companySearchSchema,
  issueSelectionSchema,
  pageNumberSchema,
  type IssueErrorCode,
} from 'schema/validation';
import type { CompanySortField, CompanyUserSortField, IssueError, IssueStatus, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import type { RestCompanyUser } from '../legacy/admin';
import type { RestCompany } from '../legacy/commerce';
import { assertNever } from '../legacy/errors';
import { memberRefusal, requirePermission } from './access';
import { accountProblem } from './accounts-problems';
import { packageName } from './commerce';
import { problem } from './problems';

const REGISTERED_COMPANY = 'registered_company';
const REPOSITORY = 'repository';

/** The REST API's `ordering` names of the companies list. */
const COMPANY_ORDERING: Record<CompanySortField, string> = {
  NAME: 'name',
  NIP: 'nip',
  REGISTRATION_DATE: 'registration_date',
  IS_AUTHORIZED: 'is_authorized',
  ACCESS_TO_DOWNLOAD: 'access_to_download',
  ACCESS_TO_VERIFY: 'access_to_verify',
};

/** The REST API's `sort_column` names of a company's users. */
const USER_SORT: Record<CompanyUserSortField, string> = {
  NAME: 'name',
  EMAIL: 'email',
  DATE_JOINED: 'date_joined',
  LAST_LOGIN: 'last_login',
  PERMISSION_GROUP: 'permission_group',
};

const ISSUE_STATUS: Record<IssueStatus, string> = {
  NEW: 'new_issue',
  IN_PROGRESS: 'in_progress_issue',
  RESOLVED: 'resolved_issue',
  ABANDONED: 'abandoned_issue',
};
const ISSUE_ERROR: Record<IssueError, IssueErrorCode> = {
  CONTROL_NUMBER: 'EP-0003',
  GPC: 'EP-0005',
  DATA_MISMATCH: 'EP-0006',
};

/** The GraphQL enum value of a REST value, or null for one this contract does not know. */
const reverse = <K extends string>(map: Record<K, string>, value: string): K | null =>
  (Object.keys(map) as K[]).find((key) => map[key] === value) ?? null;

const companyNotFound = () => ({ __typename: 'CompanyNotFound' as const, code: 'COMPANY_NOT_FOUND' as const, message: adminMessages.companyNotFound, field: null });

/** A company's user as the accounts' users screen shows one too (`CompanyUser`), `isSelf` for the viewer's own row. */
const companyUser = (m: RestCompanyUser, viewerId: string | null) => ({
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

async function readCompany(ctx: Context, id: string) {
  const answer = await ctx.legacy.commerce.company(id);
  if (answer.ok) return adminView(answer.data);
  const { kind } = answer.failure;
  return kind === 'notFound' ? companyNotFound() : memberRefusal(kind, REGISTERED_COMPANY);
}

/** A page argument that is not 1 or more, as the field problem of `page`. */
function badPage(page: number) {
  const parsed = pageNumberSchema.safeParse(page);
  return parsed.success ? null : problem.validationFailed([{ field: ['page'], message: parsed.error.issues[0]!.message }]);
}

export const adminResolvers: Resolvers = {
  Query: {
    async adminCompanies(_parent, { search, sort, descending, page }, ctx) {
      const access = await requirePermission(ctx, REGISTERED_COMPANY);
      if (!access.ok) return access.problem;
      const text = companySearchSchema.safeParse(search ?? '');
      if (!text.success) return problem.validationFailed([{ field: ['search'], message: text.error.issues[0]!.message }]);
      const refused = badPage(page);
      if (refused) return refused;
      const answer = await ctx.legacy.admin.companies(access.membership.id, {
        limit: COMPANIES_PAGE_SIZE,
        offset: (page - 1) * COMPANIES_PAGE_SIZE,
        ordering: `${descending ? '-' : ''}${COMPANY_ORDERING[sort]}`,
        search_multi_match: text.data,
      });
      if (!answer.ok) return memberRefusal(answer.failure.kind, REGISTERED_COMPANY);
      return { __typename: 'CompanyListPage', companies: answer.data.results, totalCount: answer.data.count, page, pageSize: COMPANIES_PAGE_SIZE };
    },

    async adminCompany(_parent, { id }, ctx) {
      const access = await requirePermission(ctx, REGISTERED_COMPANY);
      return access.ok ? readCompany(ctx, id) : access.problem;
    },

    async adminCompanyUsers(_parent, { companyId, sort, descending, page }, ctx) {
      const access = await requirePermission(ctx, REGISTERED_COMPANY);
      if (!access.ok) return access.problem;
      const refused = badPage(page);
      if (refused) return refused;
      const answer = await ctx.legacy.admin.companyUsers(access.membership.id, companyId, {
        page: page - 1,
        page_size: COMPANY_USERS_PAGE_SIZE,
        sort_column: USER_SORT[sort],
        direction: descending ? 'desc' : 'asc',
      });
      if (answer.ok) {
        const { records, numAllRecords } = answer.data;
        // The viewer's own row offers no removal; who the viewer is comes with `accounts/me` (once per request).
        const me = await ctx.loaders.me.load('me');
        const viewerId = me.ok ? me.data.id : null;
        const users = records.map((record) => companyUser(record, viewerId));
        return { __typename: 'AdminCompanyUsersPage', users, totalCount: numAllRecords, page, pageSize: COMPANY_USERS_PAGE_SIZE };
      }
      const { kind } = answer.failure;
      return kind === 'notFound' ? companyNotFound() : memberRefusal(kind, REGISTERED_COMPANY);
    },

    async repositoryIssues(_parent, { filter, page }, ctx) {
      const access = await requirePermission(ctx, REPOSITORY);
      if (!access.ok) return access.problem;
      const refused = badPage(page);
      if (refused) return refused;
      const answer = await ctx.legacy.admin.issues(access.membership.id, {
        companies: filter.companies ?? [],
        statuses: (filter.statuses ?? []).map((s) => ISSUE_STATUS[s]),
        errors: (filter.errors ?? []).map((e) => ISSUE_ERROR[e]),
        sources: filter.sources ?? [],
        showAbandoned: filter.showAbandoned ?? false,
        page,
      });
      if (answer.ok) return { __typename: 'IssuePage', rows: answer.data.records, page, pageCount: answer.data.pages };
      const { failure } = answer;
      switch (failure.kind) {
        case 'invalid':
          return problem.validationFailed(failure.problems);
        case 'denied':
        case 'sessionExpired':
          return memberRefusal(failure.kind, REPOSITORY);
        default:
          return assertNever(failure);
      }
    },

    async repositoryCompanies(_parent, { name }, ctx) {
      const access = await requirePermission(ctx, REPOSITORY);
      if (!access.ok) return access.problem;
      const answer = await ctx.legacy.admin.companyOptions(access.membership.id, name.trim().slice(0, 100));
      return answer.ok ? { __typename: 'CompanyOptions', companies: answer.data } : memberRefusal(answer.failure.kind, REPOSITORY);
    },

    async dataPools(_parent, _args, ctx) {
      const access = await requirePermission(ctx, REPOSITORY);
      if (!access.ok) return access.problem;
      const answer = await ctx.legacy.admin.dataPools();
      return answer.ok ? { __typename: 'DataPoolList', dataPools: answer.data } : memberRefusal(answer.failure.kind, REPOSITORY);
    },

    async issueFile(_parent, { id }, ctx) {
      const access = await requirePermission(ctx, REPOSITORY);
      if (!access.ok) return access.problem;
      const answer = await ctx.legacy.admin.issueFileReady(access.membership.id, id);
      if (answer.ok) return { __typename: 'IssueFile', id, ready: true };
      const { kind } = answer.failure;
      return kind === 'notReady' ? { __typename: 'IssueFile', id, ready: false } : memberRefusal(kind, REPOSITORY);
    },
  },

  Mutation: {
    async setCompanyDownloadAccess(_parent, { companyId, accessToDownload }, ctx) {
      const access = await requirePermission(ctx, REGISTERED_COMPANY);
      if (!access.ok) return access.problem;
      const answer = await ctx.legacy.admin.setDownloadAccess(companyId, accessToDownload);
      if (!answer.ok) {
        const { failure } = answer;
        switch (failure.kind) {
          case 'notFound':
            return companyNotFound();
          case 'invalid':
            return problem.validationFailed(failure.problems);
          case 'denied':
          case 'sessionExpired':
            return memberRefusal(failure.kind, REGISTERED_COMPANY);
          default:
            return assertNever(failure);
        }
      }
      // The answer is not in the spec: without the company in it, the company is read again.
      return answer.data ? adminView(answer.data) : readCompany(ctx, companyId);
    },

    async deleteCompanyMembership(_parent, { companyId, membershipId }, ctx) {
      const access = await requirePermission(ctx, REGISTERED_COMPANY);
      if (!access.ok) return access.problem;
      const answer = await ctx.legacy.admin.deleteMembership(access.membership.id, companyId, membershipId);
      if (answer.ok) return { __typename: 'MembershipDeleted', membershipId, message: accountMessages.membershipDeleted };
      const { failure } = answer;
      switch (failure.kind) {
        case 'ownMembership':
          return accountProblem.ownMembership();
        case 'lastRepresentative':
          return accountProblem.lastRepresentative();
        case 'notFound':
          return accountProblem.membershipNotFound();
        case 'denied':
        case 'sessionExpired':
          return memberRefusal(failure.kind, REGISTERED_COMPANY);
        default:
          return assertNever(failure);
      }
    },

    async generateIssueFile(_parent, { issueIds }, ctx) {
      const access = await requirePermission(ctx, REPOSITORY);
      if (!access.ok) return access.problem;
      const ids = issueSelectionSchema.safeParse(issueIds);
      if (!ids.success) return problem.validationFailed([{ field: ['issueIds'], message: ids.error.issues[0]!.message }]);
      const answer = await ctx.legacy.admin.generateIssueFile(access.membership.id, ids.data);
      if (answer.ok) return { __typename: 'IssueFile', id: answer.data.id, ready: false };
      const { failure } = answer;
      switch (failure.kind) {
        case 'invalid':
          return problem.validationFailed(failure.problems);
        case 'denied':
        case 'sessionExpired':
          return memberRefusal(failure.kind, REPOSITORY);
        default:
          return assertNever(failure);
      }
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
