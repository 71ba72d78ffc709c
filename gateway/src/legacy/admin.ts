import { z } from 'zod';
import { lenientList, restId } from './answers';
import { DENIED, type RefusalRule } from './errors';
import { queryString, type LegacyHttp, type QueryParams } from './http';
import { restCompanySchema } from './commerce';

/** Company administration and the repository of GTIN issues (`/companies/…`, `/repository/{membershipId}/…`). */

export const restCompanyListItemSchema = z.object({
  id: restId,
  name: z.string(),
  nip: z.string().nullish(),
  registrationDate: z.string().nullish(),
  isAuthorized: z.boolean().default(false),
  accessToDownload: z.boolean().default(false),
  accessToVerify: z.boolean().default(false),
  subscription: z.string().nullish(),
});
export type RestCompanyListItem = z.infer<typeof restCompanyListItemSchema>;

const companiesPageSchema = z.object({ results: lenientList(restCompanyListItemSchema), count: z.number().int().nonnegative() });

export const restCompanyUserSchema = z.object({
  id: restId,
  activated: z.boolean().default(false),
  permissionGroup: z.enum(['location_admin', 'location_user']),
  isCompanyRepresentative: z.boolean().default(false),
  user: z.object({
    id: restId,
    email: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    dateJoined: z.string().nullish(),
    lastLogin: z.string().nullish(),
  }),
});
export type RestCompanyUser = z.infer<typeof restCompanyUserSchema>;

const companyUsersSchema = z.object({ records: lenientList(restCompanyUserSchema), numAllRecords: z.number().int().nonnegative() });

export const restIssueRowSchema = z.object({
  issuesIds: z.array(restId).min(1),
  companyExternalId: z.union([z.string(), z.number()]).transform(String),
  companyName: z.string(),
  numIssues: z.number().int().nonnegative(),
  issueError: z.string(),
  dataPoolName: z.string(),
  issueStatus: z.string(),
  lastModified: z.string().nullish(),
  assignedUser: z.string().nullish(),
});
export type RestIssueRow = z.infer<typeof restIssueRowSchema>;

const issuesPageSchema = z.object({ records: lenientList(restIssueRowSchema), pages: z.number().int().nonnegative() });

const companyOptionSchema = z.object({ id: restId, name: z.string() });
const dataPoolSchema = z.object({ id: restId, code: z.string(), name: z.string() });

/** The generation answer is not shown in the spec; the gateway needs the file's id to follow it. */
const issueFileSchema = z.object({ id: restId });

/** The PATCH answer is not shown in the spec: the company when it sends one, else null (then it is read again). */
const updatedCompanySchema = z.unknown().transform((body) => {
  const parsed = restCompanySchema.safeParse(body);
  return parsed.success ? parsed.data : null;
});

/** The repository's filter body (spec admin-side §7: companies, statuses, errors, sources, page), nothing else. */
export interface RestIssueFilter {
  companies: string[];
  statuses: string[];
  errors: string[];
  sources: string[];
  page: number;
}

const NOT_FOUND = { status: 404, kind: 'notFound' } as const;

const MEMBERSHIP_REFUSALS = [
  { status: 400, when: 'Nie można usunąć własnego członkostwa', kind: 'ownMembership' },
  { status: 400, when: 'Nie możesz usunąć własnego członkostwa', kind: 'ownMembership' },
  { status: 400, when: 'last_representative', kind: 'lastRepresentative' },
  { status: 400, when: 'Nie można usunąć ostatniego reprezentanta firmy', kind: 'lastRepresentative' },
  DENIED,
  NOT_FOUND,
] as const satisfies readonly RefusalRule<string>[];

const ISSUE_FILTER_FIELDS = {
  companies: ['filter', 'companies'],
  statuses: ['filter', 'statuses'],
  errors: ['filter', 'errors'],
  sources: ['filter', 'sources'],
  page: ['page'],
} as const;

const id = encodeURIComponent;

export class AdminApi {
  constructor(private readonly http: LegacyHttp) {}

  /** `limit`, `offset`, `ordering` (`-` = descending), `search_multi_match`. */
  companies(membershipId: string, params: QueryParams) {
    return this.http.call(`/companies/${id(membershipId)}/get_companies/${queryString(params)}`, {
      schema: companiesPageSchema,
      auth: 'required',
      refusals: [DENIED],
    });
  }

  setDownloadAccess(companyId: string, accessToDownload: boolean) {
    return this.http.call(`/companies/company/${id(companyId)}/`, {
      method: 'PATCH',
      body: { accessToDownload },
      schema: updatedCompanySchema,
      auth: 'required',
      refusals: [DENIED, NOT_FOUND],
      fields: { accessToDownload: ['accessToDownload'] },
    });
  }

  /** The path of this call is not shown in the spec (the stand-in's choice); `page` is 0-based. */
  companyUsers(membershipId: string, companyId: string, params: QueryParams) {
    return this.http.call(`/companies/${id(membershipId)}/company_users/${id(companyId)}/${queryString(params)}`, {
      schema: companyUsersSchema,
      auth: 'required',
      refusals: [DENIED, NOT_FOUND],
    });
  }

  /** The admin's "user by id" (admin-side §7, path not shown: the stand-in's choice beside the list's). */
  companyUser(membershipId: string, companyId: string, targetMembershipId: string) {
    return this.http.call(`/companies/${id(membershipId)}/company_users/${id(companyId)}/${id(targetMembershipId)}/`, {
      schema: restCompanyUserSchema,
      auth: 'required',
      refusals: [DENIED, NOT_FOUND],
    });
  }

  deleteMembership(membershipId: string, companyId: string, targetMembershipId: string) {
    return this.http.call(`/companies/${id(membershipId)}/company_users/${id(companyId)}/${id(targetMembershipId)}/`, {
      method: 'DELETE',
      schema: z.unknown(),
      auth: 'required',
      refusals: MEMBERSHIP_REFUSALS,
    });
  }

  companyOptions(membershipId: string, name: string) {
    return this.http.call(`/companies/${id(membershipId)}/get_comps/${queryString({ name__contains: name })}`, {
      schema: lenientList(companyOptionSchema),
      auth: 'required',
      refusals: [DENIED],
    });
  }

  dataPools() {
    return this.http.call('/companies/datapools', { schema: lenientList(dataPoolSchema), auth: 'required', refusals: [DENIED] });
  }

  issues(membershipId: string, filter: RestIssueFilter) {
    return this.http.call(`/repository/${id(membershipId)}/issues_by_company/`, {
      method: 'POST',
      body: filter,
      schema: issuesPageSchema,
      auth: 'required',
      refusals: [DENIED],
      fields: ISSUE_FILTER_FIELDS,
    });
  }

  generateIssueFile(membershipId: string, issueIds: string[]) {
    return this.http.call(`/repository/${id(membershipId)}/generate_issue_file/`, {
      method: 'POST',
      body: { issueIds: issueIds.map(Number) },
      schema: issueFileSchema,
      auth: 'required',
      refusals: [DENIED],
      fields: { issueIds: ['issueIds'] },
    });
  }

  /** The issue file (xlsx); 404 while it is generated or for an unknown id. */
  issueFile(membershipId: string, fileId: string) {
    return this.http.download(`/repository/${id(membershipId)}/issue_file/${id(fileId)}`, {
      auth: 'required',
      refusals: [{ status: 404, kind: 'notReady' }, DENIED],
    });
  }

  /** Whether the file can be downloaded (HEAD of the download: 404 while it is generated or for an unknown id). */
  issueFileReady(membershipId: string, fileId: string) {
    return this.http.call(`/repository/${id(membershipId)}/issue_file/${id(fileId)}`, {
      method: 'HEAD',
      schema: z.unknown(),
      auth: 'required',
      refusals: [{ status: 404, kind: 'notReady' }, DENIED],
    });
  }
}
