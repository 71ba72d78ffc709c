/**
 * Names the REST API gives to what the contract names otherwise, used by the gateway (to call the API) and the web
 * app (in its addresses, which follow the spec's query strings): the catalogue's filters and the administration
 * tables' sort columns. `sdl.test.ts` checks each map against the contract's input and enum.
 */

/** The catalogue search's query-string names (`gtin_number=…&name__contains=…`), one per `CatalogFilter` field. */
export const CATALOG_FILTER_PARAMS = {
  gtin: 'gtin_number',
  name: 'name__contains',
  brand: 'brand__contains',
  companyName: 'company_name__contains',
  companyNip: 'company_nip',
  gpc: 'gpc_number',
} as const;

/** The companies list's `ordering` names, one per `CompanySortField`. */
export const COMPANY_ORDERING = {
  NAME: 'name',
  NIP: 'nip',
  REGISTRATION_DATE: 'registration_date',
  IS_AUTHORIZED: 'is_authorized',
  ACCESS_TO_DOWNLOAD: 'access_to_download',
  ACCESS_TO_VERIFY: 'access_to_verify',
} as const;

/** A company's users list's `sort_column` names, one per `CompanyUserSortField`. */
export const COMPANY_USER_SORT = {
  NAME: 'name',
  EMAIL: 'email',
  DATE_JOINED: 'date_joined',
  LAST_LOGIN: 'last_login',
  PERMISSION_GROUP: 'permission_group',
} as const;

/**
 * The catalogue's suggestion calls, one per `SuggestionField`, in the two ways an implementation takes the text: the
 * stand-in's `?field=<field>&text=…` (companies: `?text=…`, their own path) or django-elasticsearch-dsl-drf's `suggest`
 * action, `?<suggester>=…`, the suggester's name being the key its answer comes under too.
 */
export const CATALOG_SUGGESTERS = {
  NAME: { field: 'name', suggester: 'name_suggest__completion' },
  BRAND: { field: 'brand', suggester: 'brand_suggest__completion' },
  COMPANY_NAME: { field: null, suggester: 'name_suggest__completion' },
} as const;

/** How the suggestion calls pass their text (`LEGACY_SUGGEST_PARAMS` in the gateway, `SUGGEST_PARAMS` in the stand-in). */
export const SUGGEST_PARAM_STYLES = ['field-text', 'suggester'] as const;
export type SuggestParamStyle = (typeof SUGGEST_PARAM_STYLES)[number];
