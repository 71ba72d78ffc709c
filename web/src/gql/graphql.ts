/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Captcha providers the gateway can be configured with. */
export type CaptchaProvider =
  /** Self-hosted proof-of-work (ALTCHA); works offline. Fetch the challenge from `challengeUrl`. */
  | 'ALTCHA'
  /** Google reCAPTCHA; render with `siteKey`. */
  | 'RECAPTCHA';

/** Filters of the catalogue search, with the spec's query-string names in the descriptions. */
export type CatalogFilter = {
  /** `brand__contains`: part of the brand. */
  brand?: string | null | undefined;
  /** `company_name__contains`: part of the owner's name. */
  companyName?: string | null | undefined;
  /** `company_nip`: the owner's NIP; letters, digits, `_` and `-` only, dashes are removed. */
  companyNip?: string | null | undefined;
  /** `gpc_number`: GPC codes (8 digits) of any level; a product matches when one of them is on its category path. */
  gpc?: Array<string> | null | undefined;
  /** `gtin_number`: GTIN-8, -12, -13 or -14 with a valid check digit. */
  gtin?: string | null | undefined;
  /** `name__contains`: part of the product name. */
  name?: string | null | undefined;
};

/** Sortable columns of the companies list. */
export type CompanySortField =
  /** Whether the company may download the database. */
  | 'ACCESS_TO_DOWNLOAD'
  /** Whether the company may use data verification. */
  | 'ACCESS_TO_VERIFY'
  /** Whether the company is authorised (holds a GS1 licence). */
  | 'IS_AUTHORIZED'
  /** Company name. */
  | 'NAME'
  /** Tax number. */
  | 'NIP'
  /** When the company registered. */
  | 'REGISTRATION_DATE';

/** Sortable columns of a company's users table. */
export type CompanyUserSortField =
  /** When the account was created. */
  | 'DATE_JOINED'
  /** E-mail address. */
  | 'EMAIL'
  /** Last sign-in. */
  | 'LAST_LOGIN'
  /** Last name, then first name. */
  | 'NAME'
  /** Permission group. */
  | 'PERMISSION_GROUP';

/** State of a database export. */
export type DatabaseExportState =
  /** A generation requested in this session is still running. */
  | 'GENERATING'
  /** No file can be downloaded (none generated, or the last one expired). */
  | 'NONE'
  /** A zip can be downloaded. */
  | 'READY';

/** Filters of a database generation; blank ones are ignored. */
export type DatabaseSelectionInput = {
  /** Part of the brand. */
  brand?: string | null | undefined;
  /** GPC codes (8 digits, any level); a product matches one of them. */
  categories?: Array<string> | null | undefined;
  /** Part of the owner's name. */
  companyName?: string | null | undefined;
  /** One GTIN. */
  gtin?: string | null | undefined;
  /** The owner's NIP. */
  nip?: string | null | undefined;
  /** Part of the product name. */
  productName?: string | null | undefined;
};

/** The pages whose content is edited in the CMS (admin-side §2 page content editors). */
export type EditablePage =
  /** Home page (`home-page`), shown on `/`. */
  | 'HOME_PAGE'
  /** How it works (`how-it-works`), shown on `/how_it_works`. */
  | 'HOW_IT_WORKS'
  /** Verify data (`verify-data`), shown on `/verify_data`. */
  | 'VERIFY_DATA';

/** The generator form. Dates are YYMMDD; each field's rule and message are in `schema/src/validation/generator.ts`. */
export type Gs1CodesInput = {
  /** (10) Batch or lot number: up to 20 letters and digits. */
  batch?: string | null | undefined;
  /** (15) Best before date, YYMMDD. */
  bestBeforeDate?: string | null | undefined;
  /** (7005) Catch area: up to 12 characters of the GS1 set. */
  catchArea?: string | null | undefined;
  /** (422) Country of origin, ISO 3166 numeric code (3 digits). */
  countryOfOrigin?: string | null | undefined;
  /** The web address the Digital Link starts with (http or https, no query); default `https://id.gs1.org`. */
  digitalLinkBase?: string | null | undefined;
  /** (17) Expiry date, YYMMDD. */
  expiryDate?: string | null | undefined;
  /** (7006) First freeze date, YYMMDD. */
  firstFreezeDate?: string | null | undefined;
  /** (7008) Species for fishery purposes (FAO code): up to 3 characters. */
  fishSpecies?: string | null | undefined;
  /** (7009) Fishing gear type: up to 10 characters. */
  fishingGear?: string | null | undefined;
  /** (01) GTIN-8, -12, -13 or -14 with a valid check digit. Required. */
  gtin: string;
  /** (7007) Harvest date or period: YYMMDD or YYMMDDYYMMDD, the end after the start. */
  harvestDates?: string | null | undefined;
  /** (3103) Net weight in kg, 6 digits with 3 decimals implied. */
  netWeightKg?: string | null | undefined;
  /** (13) Packaging date, YYMMDD. */
  packagingDate?: string | null | undefined;
  /** (11) Production date, YYMMDD. */
  productionDate?: string | null | undefined;
  /** (21) Serial number: up to 20 letters and digits. */
  serialNumber?: string | null | undefined;
  /** (22) Consumer product variant: up to 20 letters and digits. */
  variant?: string | null | undefined;
};

/** Error type of a GTIN issue. */
export type IssueError =
  /** EP-0003: control number (check digit) error. */
  | 'CONTROL_NUMBER'
  /** EP-0006: data mismatch. */
  | 'DATA_MISMATCH'
  /** EP-0005: GPC classification error. */
  | 'GPC';

/** Filters of the repository; every list empty means all. */
export type IssueFilterInput = {
  /** Company ids (see `repositoryCompanies`). */
  companies?: Array<string | number> | null | undefined;
  /** Error types. */
  errors?: Array<IssueError> | null | undefined;
  /** Include abandoned issues. */
  showAbandoned?: boolean | null | undefined;
  /** Data pool codes (see `dataPools`). */
  sources?: Array<string> | null | undefined;
  /** Issue statuses. */
  statuses?: Array<IssueStatus> | null | undefined;
};

/** Status of a GTIN issue. */
export type IssueStatus =
  /** Abandoned; listed only when asked for. */
  | 'ABANDONED'
  /** Being worked on. */
  | 'IN_PROGRESS'
  /** New. */
  | 'NEW'
  /** Resolved. */
  | 'RESOLVED';

/** Credentials for `login`. */
export type LoginInput = {
  /** E-mail address; compared lower-cased. */
  email: string;
  /** Password. */
  password: string;
  /** Keep the session for 30 days instead of until the browser closes. */
  rememberMe?: boolean;
};

/** Role of a user within a company. */
export type PermissionGroup =
  /** 'Administrator podmiotu': may invite, change roles and remove users. */
  | 'LOCATION_ADMIN'
  /** Standard user. */
  | 'LOCATION_USER';

/** Closed set of expected failures the gateway reports as data. */
export type ProblemCode =
  /** The captcha token was refused by the catalogue; it has been dropped and must be solved again. */
  | 'CAPTCHA_REJECTED'
  /** An anonymous lookup needs a solved captcha first. */
  | 'CAPTCHA_REQUIRED'
  /** The company (or a membership in it) does not exist. */
  | 'COMPANY_NOT_FOUND'
  /** A database generation is already running for the company. */
  | 'DATABASE_ALREADY_GENERATING'
  /** The company's access to the database download is switched off. */
  | 'DOWNLOAD_ACCESS_DISABLED'
  /** The package's download limit is used up. */
  | 'DOWNLOAD_LIMIT_EXHAUSTED'
  /** The company's package includes no database download. */
  | 'DOWNLOAD_NOT_IN_PACKAGE'
  /** A file of the company is still being verified; only one at a time. */
  | 'FILE_IN_PROCESS'
  /** The result is not ready yet. */
  | 'FILE_NOT_READY'
  /** The file is larger than its form accepts. */
  | 'FILE_TOO_LARGE'
  /** The file's extension or contents are not of a kind its form accepts. */
  | 'FILE_TYPE_NOT_ALLOWED'
  /** E-mail or password is wrong. */
  | 'INVALID_CREDENTIALS'
  /** The string is not a valid GTIN (length 8, 12, 13 or 14, digits only, correct check digit). */
  | 'INVALID_GTIN'
  /** The result is older than 30 days. */
  | 'LINK_EXPIRED'
  /** This needs a signed-in member (e.g. a GTIN from the global registry). */
  | 'LOGIN_REQUIRED'
  /** The membership cannot be chosen (unknown or not activated). */
  | 'MEMBERSHIP_NOT_AVAILABLE'
  /** The membership cannot be removed (one's own, or the company's last representative). */
  | 'MEMBERSHIP_NOT_REMOVABLE'
  /** Nothing was found for this number. */
  | 'NOT_FOUND'
  /** The number was not issued by the national organisation; check it in the global lookup service. */
  | 'NOT_FROM_ORGANISATION'
  /** Only members with an activated membership in a company may use verification. */
  | 'NO_ACTIVE_MEMBERSHIP'
  /** Anonymous visitors may only use the first three result pages. */
  | 'OFFSET_NOT_ALLOWED'
  /** The package cannot be ordered now (the company is not on Starter). */
  | 'ORDER_NOT_AVAILABLE'
  /** The active membership lacks the permission this needs. */
  | 'PERMISSION_DENIED'
  /** The lookup limit is used up for now. */
  | 'RATE_LIMITED'
  /** The selection has more products than the package has left. */
  | 'SELECTION_EXCEEDS_LIMIT'
  /** The catalogue cannot answer right now; the rest of the response is unaffected. Try again later. */
  | 'SERVICE_UNAVAILABLE'
  /** The signed-in session has ended (its refresh token expired or was revoked); sign in again. */
  | 'SESSION_EXPIRED'
  /** Too many products match; refine the filters or download the database. */
  | 'TOO_MANY_RESULTS'
  /** Input failed a validation rule; `field` names it. */
  | 'VALIDATION_FAILED'
  /** The package's verification limit is used up. */
  | 'VERIFICATION_LIMIT_REACHED';

/** GTIN status. */
export type ProductStatus =
  /** 'Aktywny' (green). */
  | 'ACTIVE'
  /** 'Nieaktywny' (red): the producer no longer updates the data. */
  | 'INACTIVE'
  /** Any other status; shown as a dash. */
  | 'UNKNOWN'
  /** 'Wycofany' (orange): the product is no longer manufactured. */
  | 'WITHDRAWN';

/** How the gateway answered a search. */
export type SearchMode =
  /** Name, brand, company, NIP or GPC filters over the own database. */
  | 'ADVANCED'
  /** No filter: the own database page by page. */
  | 'BASIC'
  /** Only a GTIN: a single lookup. */
  | 'SINGLE';

/** A package (admin-side §9); net prices, VAT extra. */
export type SubscriptionPackage =
  /** Basic (`monthly`/`basic`): 350 PLN, 30 days, 5 000 verifications and downloads. */
  | 'BASIC'
  /** Pro (`yearly_limited`): 3 000 PLN, 365 days, 1 500 000 verifications and downloads. */
  | 'PRO'
  /** Starter (`free`): free, assigned at registration, valid for the calendar year; no database download. */
  | 'STARTER'
  /** Unlimited (`yearly_unlimited`): 20 000 PLN, 365 days, no limits. */
  | 'UNLIMITED';

/** Fields the search form can autocomplete. */
export type SuggestionField =
  /** Brands. */
  | 'BRAND'
  /** Owner company names. */
  | 'COMPANY_NAME'
  /** Product names. */
  | 'NAME';

/** The processing status of an uploaded file (spec: -1 error, 0 new, 1 processing, 2 ready). */
export type VerificationStatus =
  /** -1: the file could not be verified. */
  | 'ERROR'
  /** 0: received, waiting. */
  | 'NEW'
  /** 1: being verified. */
  | 'PROCESSING'
  /** 2: verified; the result can be downloaded for 30 days. */
  | 'READY'
  /** Any other value the API sends: shown as a wrong status. */
  | 'UNKNOWN';

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { loggedOut: boolean } };

export type SwitchMembershipMutationVariables = Exact<{
  membershipId: string | number;
}>;


export type SwitchMembershipMutation = { switchMembership:
    | { __typename: 'MembershipNotAvailable', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'Viewer', permissions: Array<string>, user: { id: string, email: string, firstName: string, lastName: string }, memberships: Array<{ id: string, activated: boolean, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, permissions: Array<string>, company: { id: string, name: string, nip: string | null } }>, activeMembership: { id: string, permissions: Array<string>, company: { id: string, name: string, nip: string | null } } | null }
   };

export type AccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageQuery = { viewer: { user: { id: string, email: string, firstName: string, lastName: string, phoneNumber: string | null, dateJoined: string | null, lastLogin: string | null }, memberships: Array<{ id: string, activated: boolean, activationDate: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, company: { id: string, name: string, nip: string | null } }>, activeMembership: { id: string } | null } | null };

export type AdminCompaniesQueryVariables = Exact<{
  search?: string | null | undefined;
  sort: CompanySortField;
  descending: boolean;
  page: number;
}>;


export type AdminCompaniesQuery = { adminCompanies:
    | { __typename: 'CompanyListPage', totalCount: number, page: number, pageSize: number, companies: Array<{ id: string, name: string, nip: string | null, registrationDate: string | null, isAuthorized: boolean, accessToDownload: boolean, accessToVerify: boolean }> }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null }
   };

export type AdminCompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCompanyQuery = { adminCompany:
    | { __typename: 'CompanyDetails', id: string, name: string, nip: string | null, regon: string | null, street: string | null, postalCode: string | null, city: string | null, district: string | null, webPage: string | null, isAuthorized: boolean, activationDate: string | null, accessToDownload: boolean, subscription: { package: SubscriptionPackage | null, beginsOn: string | null, endsOn: string | null, active: boolean } }
    | { __typename: 'CompanyNotFound', code: ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type CompanySummary_CompanyFragment = { id: string, name: string, nip: string | null, regon: string | null, street: string | null, postalCode: string | null, city: string | null, district: string | null, webPage: string | null, isAuthorized: boolean, activationDate: string | null, accessToDownload: boolean, subscription: { package: SubscriptionPackage | null, beginsOn: string | null, endsOn: string | null, active: boolean } };

export type AdminCompanyUsersQueryVariables = Exact<{
  companyId: string | number;
  sort: CompanyUserSortField;
  descending: boolean;
  page: number;
}>;


export type AdminCompanyUsersQuery = { adminCompanyUsers:
    | { __typename: 'CompanyNotFound', code: ProblemCode, message: string }
    | { __typename: 'CompanyUserPage', totalCount: number, page: number, pageSize: number, users: Array<{ membershipId: string, userId: string, email: string, firstName: string | null, lastName: string | null, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean }> }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string }
   };

export type SetCompanyDownloadAccessMutationVariables = Exact<{
  companyId: string | number;
  accessToDownload: boolean;
}>;


export type SetCompanyDownloadAccessMutation = { setCompanyDownloadAccess:
    | { __typename: 'CompanyDetails', id: string, name: string, nip: string | null, regon: string | null, street: string | null, postalCode: string | null, city: string | null, district: string | null, webPage: string | null, isAuthorized: boolean, activationDate: string | null, accessToDownload: boolean, subscription: { package: SubscriptionPackage | null, beginsOn: string | null, endsOn: string | null, active: boolean } }
    | { __typename: 'CompanyNotFound', code: ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string }
   };

export type DeleteCompanyMembershipMutationVariables = Exact<{
  companyId: string | number;
  membershipId: string | number;
}>;


export type DeleteCompanyMembershipMutation = { deleteCompanyMembership:
    | { __typename: 'CompanyNotFound', code: ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'MembershipDeleted', membershipId: string, message: string }
    | { __typename: 'MembershipNotRemovable', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type RepositoryIssuesQueryVariables = Exact<{
  filter: IssueFilterInput;
  page: number;
}>;


export type RepositoryIssuesQuery = { repositoryIssues:
    | { __typename: 'IssuePage', page: number, pageCount: number, rows: Array<{ issueIds: Array<string>, companyExternalId: string, companyName: string, numIssues: number, error: IssueError | null, errorCode: string, dataPoolName: string, status: IssueStatus | null, lastModified: string | null, assignedUser: string | null }> }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type RepositoryFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RepositoryFilterOptionsQuery = { dataPools:
    | { __typename: 'DataPoolList', dataPools: Array<{ id: string, code: string, name: string }> }
    | { __typename: 'LoginRequired' }
    | { __typename: 'PermissionDenied' }
    | { __typename: 'SessionExpired' }
   };

export type RepositoryCompaniesQueryVariables = Exact<{
  name: string;
}>;


export type RepositoryCompaniesQuery = { repositoryCompanies:
    | { __typename: 'CompanyOptions', companies: Array<{ id: string, name: string }> }
    | { __typename: 'LoginRequired' }
    | { __typename: 'PermissionDenied' }
    | { __typename: 'SessionExpired' }
   };

export type GenerateIssueFileMutationVariables = Exact<{
  issueIds: Array<string | number> | string | number;
}>;


export type GenerateIssueFileMutation = { generateIssueFile:
    | { __typename: 'IssueFile', id: string, ready: boolean }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type IssueFileStateQueryVariables = Exact<{
  id: string | number;
}>;


export type IssueFileStateQuery = { issueFile:
    | { __typename: 'IssueFile', id: string, ready: boolean }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type CatalogSearchQueryVariables = Exact<{
  filter: CatalogFilter;
  offset: number;
  limit: number;
}>;


export type CatalogSearchQuery = { catalogSearch:
    | { __typename: 'CaptchaRejected', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'CaptchaRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'CatalogPage', totalCount: number, offset: number, limit: number, mode: SearchMode, products: Array<{ gtin: string, name: string | null, brand: string | null, description: string | null, descriptionLanguage: string | null, imageUrls: Array<string>, status: ProductStatus, targetMarkets: Array<string>, productPage: string | null, productCardPage: string | null, lastModified: string | null, isGlobal: boolean, isVerified: boolean, isPartial: boolean, isPublic: boolean, netContent: Array<{ value: string, unit: string }>, category: Array<{ code: string, text: string }>, company: { name: string, nip: string | null, street: string | null, postalCode: string | null, city: string | null, webPage: string | null, phoneNumber: string | null } | null, externalSources: Array<{ name: string, url: string }> }> }
    | { __typename: 'InvalidGtin', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NoProductsFound', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NotFromOrganisation', lookupServiceUrl: string, code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'OffsetNotAllowed', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', permission: string, code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ProductNotFound', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RateLimited', member: boolean, resetsAt: string | null, code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'TooManyResults', matchCount: number | null, code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type CatalogSuggestionsQueryVariables = Exact<{
  field: SuggestionField;
  text: string;
}>;


export type CatalogSuggestionsQuery = { catalogSuggestions:
    | { __typename: 'CatalogSuggestions', field: SuggestionField, values: Array<string> }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type GpcPicker_NodeFragment = { id: string, code: string, text: string };

export type CategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryTreeQuery = { categoryTree:
    | { __typename: 'CategoryTree', segments: Array<{ id: string, code: string, text: string, children: Array<{ id: string, code: string, text: string, children: Array<{ id: string, code: string, text: string, children: Array<{ id: string, code: string, text: string }> }> }> }> }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type ProductCard_ProductFragment = { gtin: string, name: string | null, brand: string | null, description: string | null, descriptionLanguage: string | null, imageUrls: Array<string>, status: ProductStatus, targetMarkets: Array<string>, productPage: string | null, productCardPage: string | null, lastModified: string | null, isGlobal: boolean, isVerified: boolean, isPartial: boolean, isPublic: boolean, netContent: Array<{ value: string, unit: string }>, category: Array<{ code: string, text: string }>, company: { name: string, nip: string | null, street: string | null, postalCode: string | null, city: string | null, webPage: string | null, phoneNumber: string | null } | null, externalSources: Array<{ name: string, url: string }> };

export type ProductCardQueryVariables = Exact<{
  gtin: string;
}>;


export type ProductCardQuery = { product:
    | { __typename: 'CaptchaRejected', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'CaptchaRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'InvalidGtin', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NotFromOrganisation', lookupServiceUrl: string, code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'Product', gtin: string, name: string | null, brand: string | null, description: string | null, descriptionLanguage: string | null, imageUrls: Array<string>, status: ProductStatus, targetMarkets: Array<string>, productPage: string | null, productCardPage: string | null, lastModified: string | null, isGlobal: boolean, isVerified: boolean, isPartial: boolean, isPublic: boolean, netContent: Array<{ value: string, unit: string }>, category: Array<{ code: string, text: string }>, company: { name: string, nip: string | null, street: string | null, postalCode: string | null, city: string | null, webPage: string | null, phoneNumber: string | null } | null, externalSources: Array<{ name: string, url: string }> }
    | { __typename: 'ProductNotFound', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RateLimited', member: boolean, resetsAt: string | null, code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
   };

export type EditablePageContentQueryVariables = Exact<{
  page: EditablePage;
}>;


export type EditablePageContentQuery = { pageContent: { page: EditablePage, content: string } };

export type SavePageContentMutationVariables = Exact<{
  page: EditablePage;
  content: string;
}>;


export type SavePageContentMutation = { savePageContent:
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PageContent', page: EditablePage, content: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type MyCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyQuery = { myCompany:
    | { __typename: 'CompanyDetails', id: string, name: string, apiKey: string | null, apiDocumentation: { swaggerUrl: string, schemaUrl: string }, subscription: { package: SubscriptionPackage | null, name: string, beginsOn: string | null, endsOn: string | null, active: boolean, counters: { freeVerified: number, verified: number, api: number, csv: number }, limits: { verify: number | null, api: number | null, ui: number | null }, remaining: { freeVerification: number, verification: number | null, download: number | null } } }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type DatabasePage_DownloadFragment = { companyId: string, package: SubscriptionPackage | null, remaining: number | null, accessToDownload: boolean, export: { state: DatabaseExportState, fileName: string | null } };

export type DatabaseDownloadQueryVariables = Exact<{
  companyId: string | number;
}>;


export type DatabaseDownloadQuery = { databaseDownload:
    | { __typename: 'DatabaseDownload', companyId: string, package: SubscriptionPackage | null, remaining: number | null, accessToDownload: boolean, export: { state: DatabaseExportState, fileName: string | null } }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
   };

export type GenerateDatabaseMutationVariables = Exact<{
  companyId: string | number;
  selection: DatabaseSelectionInput;
}>;


export type GenerateDatabaseMutation = { generateDatabase:
    | { __typename: 'DatabaseAlreadyGenerating', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'DatabaseDownload', companyId: string, package: SubscriptionPackage | null, remaining: number | null, accessToDownload: boolean, export: { state: DatabaseExportState, fileName: string | null } }
    | { __typename: 'DownloadAccessDisabled', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'DownloadLimitExhausted', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'DownloadNotInPackage', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NoProductsFound', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SelectionExceedsLimit', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type OrderSubscriptionMutationVariables = Exact<{
  package: SubscriptionPackage;
}>;


export type OrderSubscriptionMutation = { orderSubscription:
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'OrderNotAvailable', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'SubscriptionOrdered', package: SubscriptionPackage, message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string }
   };

export type ActivePackageQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePackageQuery = { activePackage: SubscriptionPackage | null };

export type CodeResult_CodeFragment = { svg: string, description: string, ai: string, pdf: string, png: string, svgFile: string, ps: string };

export type Gs1CodesQueryVariables = Exact<{
  input: Gs1CodesInput;
}>;


export type Gs1CodesQuery = { gs1Codes:
    | { __typename: 'Gs1Codes', digitalLinkUri: string, dataMatrix: { svg: string, description: string, ai: string, pdf: string, png: string, svgFile: string, ps: string }, qrCode: { svg: string, description: string, ai: string, pdf: string, png: string, svgFile: string, ps: string } }
    | { __typename: 'NoActiveMembership', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { productCounters:
    | { __typename: 'ProductCounters', productCount: number, productCountFrom7Days: number }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ServiceUnavailable', message: string }
  , pageContent: { content: string } };

export type HowItWorksContentQueryVariables = Exact<{ [key: string]: never; }>;


export type HowItWorksContentQuery = { pageContent: { content: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login:
    | { __typename: 'InvalidCredentials', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RateLimited', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
    | { __typename: 'Viewer', permissions: Array<string>, user: { id: string, email: string, firstName: string, lastName: string }, memberships: Array<{ id: string, activated: boolean, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, permissions: Array<string>, company: { id: string, name: string, nip: string | null } }>, activeMembership: { id: string, permissions: Array<string>, company: { id: string, name: string, nip: string | null } } | null }
   };

export type VerificationPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationPageQuery = { verificationPage: { content: string, fileInProcess: boolean } };

export type VerificationFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationFilesQuery = { verificationFiles:
    | { __typename: 'NoActiveMembership', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'VerificationFileList', fileInProcess: boolean, files: Array<{ id: string, fileName: string, createdAt: string, userEmail: string | null, status: VerificationStatus, statusCode: number, comment: string | null, availableUntil: string, downloadUrl: string | null }> }
   };

export type CaptchaWidget_CaptchaFragment = { provider: CaptchaProvider, challengeUrl: string | null, siteKey: string | null, solved: boolean, expiresAt: string | null };

export type CaptchaStateQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaStateQuery = { captcha: { provider: CaptchaProvider, challengeUrl: string | null, siteKey: string | null, solved: boolean, expiresAt: string | null } };

export type SubmitCaptchaMutationVariables = Exact<{
  token: string;
}>;


export type SubmitCaptchaMutation = { submitCaptcha:
    | { __typename: 'CaptchaRejected', message: string }
    | { __typename: 'CaptchaState', provider: CaptchaProvider, challengeUrl: string | null, siteKey: string | null, solved: boolean, expiresAt: string | null }
    | { __typename: 'RateLimited', message: string }
   };

export type ViewerProvider_ViewerFragment = { permissions: Array<string>, user: { id: string, email: string, firstName: string, lastName: string }, memberships: Array<{ id: string, activated: boolean, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, permissions: Array<string>, company: { id: string, name: string, nip: string | null } }>, activeMembership: { id: string, permissions: Array<string>, company: { id: string, name: string, nip: string | null } } | null };

export type AppViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AppViewerQuery = { viewer: { permissions: Array<string>, user: { id: string, email: string, firstName: string, lastName: string }, memberships: Array<{ id: string, activated: boolean, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, permissions: Array<string>, company: { id: string, name: string, nip: string | null } }>, activeMembership: { id: string, permissions: Array<string>, company: { id: string, name: string, nip: string | null } } | null } | null };

export const CompanySummary_CompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CompanySummary_CompanyFragment, unknown>;
export const GpcPicker_NodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GpcPicker_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<GpcPicker_NodeFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gtin"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"netContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetMarkets"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productPage"}},{"kind":"Field","name":{"kind":"Name","value":"productCardPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPartial"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const DatabasePage_DownloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DatabasePage_DownloadFragment, unknown>;
export const CodeResult_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeResult_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Code"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"ai"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"AI"}}]},{"kind":"Field","alias":{"kind":"Name","value":"pdf"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PDF"}}]},{"kind":"Field","alias":{"kind":"Name","value":"png"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PNG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"svgFile"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"SVG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"ps"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PS"}}]}]}}]} as unknown as DocumentNode<CodeResult_CodeFragment, unknown>;
export const CaptchaWidget_CaptchaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CaptchaWidget_CaptchaFragment, unknown>;
export const ViewerProvider_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<ViewerProvider_ViewerFragment, unknown>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SwitchMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerProvider_viewer"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<SwitchMembershipMutation, SwitchMembershipMutationVariables>;
export const AccountPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AccountPageQuery, AccountPageQueryVariables>;
export const AdminCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyListPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"accessToVerify"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompaniesQuery, AdminCompaniesQueryVariables>;
export const AdminCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySummary_company"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AdminCompanyQuery, AdminCompanyQueryVariables>;
export const AdminCompanyUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUserSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanyUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUserPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyUsersQuery, AdminCompanyUsersQueryVariables>;
export const SetCompanyDownloadAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyDownloadAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToDownload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyDownloadAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToDownload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToDownload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySummary_company"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetCompanyDownloadAccessMutation, SetCompanyDownloadAccessMutationVariables>;
export const DeleteCompanyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompanyMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyMembershipMutation, DeleteCompanyMembershipMutationVariables>;
export const RepositoryIssuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repositoryIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssuePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueIds"}},{"kind":"Field","name":{"kind":"Name","value":"companyExternalId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"numIssues"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"dataPoolName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryIssuesQuery, RepositoryIssuesQueryVariables>;
export const RepositoryFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataPoolList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataPools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryFilterOptionsQuery, RepositoryFilterOptionsQueryVariables>;
export const RepositoryCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepositoryCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repositoryCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RepositoryCompaniesQuery, RepositoryCompaniesQueryVariables>;
export const GenerateIssueFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateIssueFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateIssueFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GenerateIssueFileMutation, GenerateIssueFileMutationVariables>;
export const IssueFileStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IssueFileState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IssueFileStateQuery, IssueFileStateQueryVariables>;
export const CatalogSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFromOrganisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookupServiceUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyResults"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchCount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PermissionDenied"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gtin"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"netContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetMarkets"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productPage"}},{"kind":"Field","name":{"kind":"Name","value":"productCardPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPartial"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CatalogSearchQuery, CatalogSearchQueryVariables>;
export const CatalogSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"field"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuggestionField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"field"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogSuggestions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogSuggestionsQuery, CatalogSuggestionsQueryVariables>;
export const CategoryTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GpcPicker_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GpcPicker_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GpcPicker_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GpcPicker_node"}}]}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GpcPicker_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<CategoryTreeQuery, CategoryTreeQueryVariables>;
export const ProductCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gtin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gtin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gtin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFromOrganisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookupServiceUrl"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gtin"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"netContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetMarkets"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productPage"}},{"kind":"Field","name":{"kind":"Name","value":"productCardPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPartial"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProductCardQuery, ProductCardQueryVariables>;
export const EditablePageContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditablePageContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditablePage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<EditablePageContentQuery, EditablePageContentQueryVariables>;
export const SavePageContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePageContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditablePage"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePageContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavePageContentMutation, SavePageContentMutationVariables>;
export const MyCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiDocumentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swaggerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schemaUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"counters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeVerified"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verify"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"ui"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeVerification"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"download"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MyCompanyQuery, MyCompanyQueryVariables>;
export const DatabaseDownloadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabasePage_download"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DatabaseDownloadQuery, DatabaseDownloadQueryVariables>;
export const GenerateDatabaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"selection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabasePage_download"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<GenerateDatabaseMutation, GenerateDatabaseMutationVariables>;
export const OrderSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"package"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPackage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"package"},"value":{"kind":"Variable","name":{"kind":"Name","value":"package"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionOrdered"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OrderSubscriptionMutation, OrderSubscriptionMutationVariables>;
export const ActivePackageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePackage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePackage"}}]}}]} as unknown as DocumentNode<ActivePackageQuery, ActivePackageQueryVariables>;
export const Gs1CodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Gs1Codes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1CodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gs1Codes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Codes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digitalLinkUri"}},{"kind":"Field","name":{"kind":"Name","value":"dataMatrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeResult_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeResult_code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeResult_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Code"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"ai"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"AI"}}]},{"kind":"Field","alias":{"kind":"Name","value":"pdf"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PDF"}}]},{"kind":"Field","alias":{"kind":"Name","value":"png"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PNG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"svgFile"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"SVG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"ps"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PS"}}]}]}}]} as unknown as DocumentNode<Gs1CodesQuery, Gs1CodesQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCounters"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCountFrom7Days"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"EnumValue","value":"HOME_PAGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const HowItWorksContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HowItWorksContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"EnumValue","value":"HOW_IT_WORKS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<HowItWorksContentQuery, HowItWorksContentQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerProvider_viewer"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const VerificationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"fileInProcess"}}]}}]}}]} as unknown as DocumentNode<VerificationPageQuery, VerificationPageQueryVariables>;
export const VerificationFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationFileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileInProcess"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"availableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerificationFilesQuery, VerificationFilesQueryVariables>;
export const CaptchaStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptchaState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptchaWidget_captcha"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CaptchaStateQuery, CaptchaStateQueryVariables>;
export const SubmitCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCaptcha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCaptcha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptchaWidget_captcha"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SubmitCaptchaMutation, SubmitCaptchaMutationVariables>;
export const AppViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerProvider_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<AppViewerQuery, AppViewerQueryVariables>;