import { CATALOG_FILTER_PARAMS, CATALOG_PAGE_SIZE, MEMBER_MAX_LIMIT, anonymousOffset, type CatalogFilterInput } from 'schema/validation';
import type { CatalogFilter } from '../../gql/graphql';

/** The search form's raw values (what the person typed), before the shared rule checks them. */
export interface SearchFormValues {
  gtin: string;
  name: string;
  brand: string;
  companyName: string;
  companyNip: string;
  gpc: string[];
}

const emptyForm: SearchFormValues = { gtin: '', name: '', brand: '', companyName: '', companyNip: '', gpc: [] };

/** The spec's query-string names, one per filter (as the gateway sends them on), and the page's. */
const PARAM = { ...CATALOG_FILTER_PARAMS, limit: 'limit', offset: 'offset' } as const;

const TEXT_FIELDS = ['gtin', 'name', 'brand', 'companyName', 'companyNip'] as const;

export interface UrlSearch {
  /** Filters as the URL holds them (empty strings for absent ones). */
  form: SearchFormValues;
  offset: number;
  limit: number;
  /** True when the URL asks for a search at all (any of the spec's parameters present). */
  active: boolean;
}

function nonNegativeInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : fallback;
}

/** Reads the filters and the page from the query string. */
export function readSearch(params: URLSearchParams): UrlSearch {
  const form: SearchFormValues = { ...emptyForm, gpc: params.getAll(PARAM.gpc).filter(Boolean) };
  for (const key of TEXT_FIELDS) form[key] = params.get(PARAM[key])?.trim() ?? '';
  form.gtin = form.gtin.replace(/\D/g, '');
  const limit = Math.min(Math.max(nonNegativeInt(params.get(PARAM.limit), CATALOG_PAGE_SIZE), 1), MEMBER_MAX_LIMIT);
  const offset = nonNegativeInt(params.get(PARAM.offset), 0);
  const active = Object.values(PARAM).some((name) => params.has(name));
  return { form, offset, limit, active };
}

/** Writes filters and page as the query string (empty filters left out, gpc_number repeated). */
export function writeSearch(filter: CatalogFilterInput, offset = 0, limit = CATALOG_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_FIELDS) {
    const value = filter[key]?.trim();
    if (value) params.set(PARAM[key], value);
  }
  for (const code of filter.gpc ?? []) params.append(PARAM.gpc, code);
  params.set(PARAM.limit, String(limit));
  params.set(PARAM.offset, String(offset));
  return params;
}

/** The URL's filters as the GraphQL input (the gateway applies the same shared rule). */
export function toFilter(form: SearchFormValues): CatalogFilter {
  const filter: CatalogFilter = {};
  for (const key of TEXT_FIELDS) if (form[key]) filter[key] = form[key];
  if (form.gpc.length) filter.gpc = form.gpc;
  return filter;
}

/**
 * Anonymous visitors see the first pages only, read as the gateway reads them (`anonymousOffset`, decision 039):
 * another offset among them resets to 0; one past them is asked as it is, and answers "too many results".
 */
export function allowedOffset(offset: number, anonymous: boolean): number {
  if (!anonymous) return offset;
  const allowed = anonymousOffset(offset);
  return allowed === 'beyond' ? offset : allowed;
}
