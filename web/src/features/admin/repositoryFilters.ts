import type { IssueError, IssueStatus } from '../../gql/graphql';
import { ISSUE_ERROR_OPTIONS } from './labels';
import type { PickedCompany } from './CompanyPicker';

export interface RepositoryFilters {
  companies: PickedCompany[];
  statuses: IssueStatus[];
  errors: IssueError[];
  sources: string[];
  showAbandoned: boolean;
}

const STATUSES: readonly IssueStatus[] = ['NEW', 'IN_PROGRESS', 'RESOLVED'];

/*
 * The repository's filters in the address, so a reload, Back or a shared link shows the same issues:
 * `?company=12:Smaki Babci&status=NEW&error=EP-0005&source=gdsn&abandoned=1&page=2`. A company carries its name, as
 * the API has no lookup of a company by id to name it again; error types go by the codes people know (EP-0005).
 * Values that are not a filter's are dropped.
 */

export function filtersFromParams(params: URLSearchParams): RepositoryFilters {
  const companies = params.getAll('company').flatMap((value) => {
    const [, id, name] = /^(\d+):(.+)$/.exec(value) ?? [];
    return id && name ? [{ id, name }] : [];
  });
  const statuses = params.getAll('status').filter((s): s is IssueStatus => STATUSES.includes(s as IssueStatus));
  const errors = params.getAll('error').flatMap((code) => ISSUE_ERROR_OPTIONS.filter((o) => o.code === code).map((o) => o.value));
  return { companies, statuses, errors, sources: params.getAll('source'), showAbandoned: params.get('abandoned') === '1' };
}

/** The address query of `filters`, on their first page. */
export function paramsOfFilters(filters: RepositoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const c of filters.companies) params.append('company', `${c.id}:${c.name}`);
  for (const s of filters.statuses) params.append('status', s);
  for (const e of filters.errors) params.append('error', ISSUE_ERROR_OPTIONS.find((o) => o.value === e)!.code);
  for (const s of filters.sources) params.append('source', s);
  if (filters.showAbandoned) params.set('abandoned', '1');
  return params;
}
