export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, ISO 8601 with offset (e.g. `2026-11-23T10:15:00Z`). */
  DateTime: { input: string; output: string; }
};

/** The account is active; the person can sign in. */
export type AccountActivated = {
  __typename?: 'AccountActivated';
  /** The account's e-mail, to prefill the login form. */
  email: Scalars['String']['output'];
  /** Polish success message. */
  message: Scalars['String']['output'];
};

/** The membership of this activation link is already active. */
export type AccountAlreadyActive = Problem & {
  __typename?: 'AccountAlreadyActive';
  /** Always `ACCOUNT_ALREADY_ACTIVE`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Konto jest już aktywne'. */
  message: Scalars['String']['output'];
};

/** The activation form. Which fields are needed depends on `variant`: FULL all, PASSWORD the password pair, BUTTON none. */
export type ActivateAccountInput = {
  /** The link's id. */
  activationId: Scalars['ID']['input'];
  /** Consent to marketing by e-mail (FULL). */
  agreeToMarketingEmails?: InputMaybe<Scalars['Boolean']['input']>;
  /** Consent to marketing phone calls (FULL). */
  agreeToMarketingPhones?: InputMaybe<Scalars['Boolean']['input']>;
  /** Consent to commercial information by e-mail (FULL). */
  agreeToSellingEmails?: InputMaybe<Scalars['Boolean']['input']>;
  /** Consent to commercial phone calls (FULL). */
  agreeToSellingPhones?: InputMaybe<Scalars['Boolean']['input']>;
  /** Consent to sharing the data with partners (FULL). */
  agreeToSharingData?: InputMaybe<Scalars['Boolean']['input']>;
  /** The statute is accepted (FULL). */
  confirmedStatute?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name (FULL). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name (FULL). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** New password (FULL, PASSWORD). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The new password again (FULL, PASSWORD). */
  passwordRepeat?: InputMaybe<Scalars['String']['input']>;
  /** Mobile phone, `+48` and nine digits (FULL). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The variant `activation` answered. */
  variant: ActivationVariant;
};

/** Outcome of `activateAccount`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type ActivateAccountResult = AccountActivated | AccountAlreadyActive | ActivationFailed | LinkExpired | RateLimited | ValidationFailed;

/** The account behind an activation link. */
export type Activation = {
  __typename?: 'Activation';
  /** The link's id. */
  activationId: Scalars['ID']['output'];
  /** The company the membership belongs to. */
  companyName: Scalars['String']['output'];
  /** Whether the statute is already accepted. */
  confirmedStatute: Scalars['Boolean']['output'];
  /** The account's e-mail. */
  email: Scalars['String']['output'];
  /** First name, when the account has one. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** True when the membership is a location_admin. */
  isAdmin: Scalars['Boolean']['output'];
  /** True for the company's first administrator from its registration. */
  isFirstAdmin: Scalars['Boolean']['output'];
  /** Last name, when the account has one. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Phone, when the account has one. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Which form to show. */
  variant: ActivationVariant;
};

/**
 * The API refused the activation for a reason that is neither the link's nor a field's (spec §8: 'Błąd podczas
 * aktywacji konta'; the web app shows it, then goes to /login).
 */
export type ActivationFailed = Problem & {
  __typename?: 'ActivationFailed';
  /** Always `ACTIVATION_FAILED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Błąd podczas aktywacji konta'. */
  message: Scalars['String']['output'];
};

/** Outcome of `activation`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type ActivationResult = AccountAlreadyActive | Activation | LinkExpired | RateLimited;

/** Which activation form a link needs. */
export type ActivationVariant =
  /** The account is already in use in another company: a confirmation only. */
  | 'BUTTON'
  /** The account has no personal data yet: names, phone, password, statute and consents. */
  | 'FULL'
  /** The account has its data but no password yet: a new password only. */
  | 'PASSWORD';

/** Outcome of `adminCompanies`. */
export type AdminCompaniesResult = CompanyListPage | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** Outcome of `adminCompany`. */
export type AdminCompanyResult = CompanyDetails | CompanyNotFound | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** Outcome of `adminCompanyUser`. `MembershipNotFound`: the company has no such membership (or no such company). */
export type AdminCompanyUserResult = CompanyUser | LoginRequired | MembershipNotFound | NoActiveMembership | PermissionDenied | SessionExpired;

/** One page of a company's users, for a platform administrator. */
export type AdminCompanyUsersPage = {
  __typename?: 'AdminCompanyUsersPage';
  /** Whether more rows follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The `page` to ask for next; null on the last page. */
  nextPage?: Maybe<Scalars['Int']['output']>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page (10). */
  pageSize: Scalars['Int']['output'];
  /** All memberships of the company. */
  totalCount: Scalars['Int']['output'];
  /** The memberships of this page. */
  users: Array<CompanyUser>;
};

/** Outcome of `adminCompanyUsers`. */
export type AdminCompanyUsersResult = AdminCompanyUsersPage | CompanyNotFound | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** A script loaded only after the visitor's consent. */
export type AnalyticsScript = {
  __typename?: 'AnalyticsScript';
  /** What it is for. */
  kind: AnalyticsScriptKind;
  /** Its address (http or https). */
  url: Scalars['String']['output'];
};

/** What a consented script is for. */
export type AnalyticsScriptKind =
  /** Visit statistics. */
  | 'ANALYTICS'
  /** A tag manager (its `dataLayer` is prepared before it loads). */
  | 'TAG_MANAGER';

/** The provider's API documentation for one company. */
export type ApiDocumentation = {
  __typename?: 'ApiDocumentation';
  /** The OpenAPI schema. */
  schemaUrl: Scalars['String']['output'];
  /** Interactive documentation (Swagger UI). */
  swaggerUrl: Scalars['String']['output'];
};

/**
 * An authorisation attachment for a registration this browser did not send, or one already activated or closed
 * (HTTP 403 from `POST /files/registration/{membershipId}`).
 */
export type AttachmentNotAllowed = Problem & {
  __typename?: 'AttachmentNotAllowed';
  /** Always `PERMISSION_DENIED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** What a field's `@auth` policy asks of the caller. */
export type AuthRequirement =
  /** A signed-in caller with an activated membership to act in (the active company). */
  | 'ACTIVE_MEMBERSHIP'
  /** Open to everyone; the answer depends on who is calling (a member's lookups count against their package, a member sees their company's state). Nothing is refused for who the caller is. */
  | 'ANYONE'
  /** A signed-in caller: a browser session or an integrator's bearer token. */
  | 'SIGNED_IN';

/** Captcha providers the gateway can be configured with. */
export type CaptchaProvider =
  /** Self-hosted proof-of-work (ALTCHA); works offline. Fetch the challenge from `challengeUrl`. */
  | 'ALTCHA'
  /** Google reCAPTCHA; render with `siteKey`. */
  | 'RECAPTCHA';

/** The catalogue refused the captcha token; the gateway dropped it, so the widget must be solved again. */
export type CaptchaRejected = Problem & {
  __typename?: 'CaptchaRejected';
  /** Always `CAPTCHA_REJECTED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message asking to solve the captcha again. */
  message: Scalars['String']['output'];
};

/** An anonymous lookup needs a solved captcha: show the widget from `captcha`, then `submitCaptcha`. */
export type CaptchaRequired = Problem & {
  __typename?: 'CaptchaRequired';
  /** Always `CAPTCHA_REQUIRED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** Captcha settings and state for this session. */
export type CaptchaState = {
  __typename?: 'CaptchaState';
  /** ALTCHA: URL of the challenge endpoint for the widget's `challenge` attribute. */
  challengeUrl?: Maybe<Scalars['String']['output']>;
  /** When the held solve expires (ALTCHA: its challenge's expiry; reCAPTCHA: a day after the solve); the widget should return then. Null when not solved. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Which widget to render. */
  provider: CaptchaProvider;
  /** reCAPTCHA: the site key. */
  siteKey?: Maybe<Scalars['String']['output']>;
  /** True while the session holds a token that has not expired or been refused. */
  solved: Scalars['Boolean']['output'];
};

/** Filters of the catalogue search, with the spec's query-string names in the descriptions. */
export type CatalogFilter = {
  /** `brand__contains`: part of the brand. */
  brand?: InputMaybe<Scalars['String']['input']>;
  /** `company_name__contains`: part of the owner's name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** `company_nip`: the owner's NIP; letters, digits, `_` and `-` only, dashes are removed. */
  companyNip?: InputMaybe<Scalars['String']['input']>;
  /** `gpc_number`: GPC codes (8 digits) of any level; a product matches when one of them is on its category path. */
  gpc?: InputMaybe<Array<Scalars['String']['input']>>;
  /** `gtin_number`: GTIN-8, -12, -13 or -14 with a valid check digit. */
  gtin?: InputMaybe<Scalars['String']['input']>;
  /** `name__contains`: part of the product name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** One page of search results. */
export type CatalogPage = {
  __typename?: 'CatalogPage';
  /** Whether a next page can be asked for: more products match, and the caller may see their page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Page size used: the `limit` asked for, capped at 100 for members and always 15 for anonymous visitors. */
  limit: Scalars['Int']['output'];
  /** A single lookup (`mode` SINGLE) counts against the caller's lookups: what is left of them; null for other searches or when the catalogue did not say. */
  lookupQuota?: Maybe<LookupQuota>;
  /** Which search answered. */
  mode: SearchMode;
  /** The `offset` of the next page (this page's offset plus `limit`); null when `hasNextPage` is false. */
  nextOffset?: Maybe<Scalars['Int']['output']>;
  /** Index of the first product of this page. */
  offset: Scalars['Int']['output'];
  /** The products of this page, in the catalogue's order (name, then GTIN). */
  products: Array<Product>;
  /** Page size asked for (the search's `limit` argument); larger than `limit` when the cap applied. */
  requestedLimit: Scalars['Int']['output'];
  /** How many products match in all. */
  totalCount: Scalars['Int']['output'];
};

/** Outcome of `catalogSearch`. */
export type CatalogSearchResult = CaptchaRejected | CaptchaRequired | CatalogPage | InvalidGtin | LoginRequired | NoActiveMembership | NoProductsFound | NotFromOrganisation | OffsetNotAllowed | PermissionDenied | ProductNotFound | RateLimited | SessionExpired | TooManyResults | ValidationFailed;

/** Autocomplete values. */
export type CatalogSuggestions = {
  __typename?: 'CatalogSuggestions';
  /** The field they are for. */
  field: SuggestionField;
  /** At most 15 values, those starting with the text first. */
  values: Array<Scalars['String']['output']>;
};

/** Outcome of `catalogSuggestions`. */
export type CatalogSuggestionsResult = CatalogSuggestions | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** One level of the GPC classification. */
export type CategoryLevel = {
  __typename?: 'CategoryLevel';
  /** GPC code (8 digits). */
  code: Scalars['String']['output'];
  /** Name of the level in Polish. */
  text: Scalars['String']['output'];
};

/** A node of the GPC classification. */
export type CategoryNode = {
  __typename?: 'CategoryNode';
  /** Sub-categories (empty for a brick). */
  children: Array<CategoryNode>;
  /** GPC code (8 digits); the search's `gpc` filter takes it. */
  code: Scalars['String']['output'];
  /** Stable id of the node. */
  id: Scalars['ID']['output'];
  /** Name in Polish. */
  text: Scalars['String']['output'];
};

/** The GPC tree. */
export type CategoryTree = {
  __typename?: 'CategoryTree';
  /** Segments, each with families › classes › bricks. */
  segments: Array<CategoryNode>;
};

/** Outcome of `categoryTree`. */
export type CategoryTreeResult = CategoryTree | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** A password change of the signed-in person. */
export type ChangePasswordInput = {
  /** New password. */
  newPassword: Scalars['String']['input'];
  /** The new password again. */
  newPasswordRepeat: Scalars['String']['input'];
  /** The current password. */
  oldPassword: Scalars['String']['input'];
};

/** Outcome of `changePassword`. */
export type ChangePasswordResult = LoginRequired | NoActiveMembership | PasswordChanged | PermissionDenied | SessionExpired | ValidationFailed | WrongCurrentPassword;

/** The person's e-mail is among the members of the company. */
export type CompanyAssignment = {
  __typename?: 'CompanyAssignment';
  /** False while the membership awaits activation from its e-mailed link. */
  activated: Scalars['Boolean']['output'];
  /** Id of the person's membership in the company. */
  membershipId: Scalars['ID']['output'];
  /**
   * What the person does next, in Polish: sign in (activated), or open the activation link the platform e-mailed to
   * them (awaiting activation).
   */
  message: Scalars['String']['output'];
};

/** Outcome of `companyAssignment`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type CompanyAssignmentResult = CompanyAssignment | CompanyNotInRegistry | EmailNotInMemberBase | RateLimited | UserNotAssigned | ValidationFailed;

/** A company in the commercial view. */
export type CompanyDetails = {
  __typename?: 'CompanyDetails';
  /** May download the database. */
  accessToDownload: Scalars['Boolean']['output'];
  /** When the company's first membership was activated. */
  activationDate?: Maybe<Scalars['DateTime']['output']>;
  /** Links to the API documentation for this company. */
  apiDocumentation: ApiDocumentation;
  /** Key for the provider's external API; only on `myCompany`, null for administrators. */
  apiKey?: Maybe<Scalars['String']['output']>;
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Company profile as registered. */
  companyProfile?: Maybe<Scalars['String']['output']>;
  /** Country. */
  country?: Maybe<Scalars['String']['output']>;
  /** Voivodeship. */
  district?: Maybe<Scalars['String']['output']>;
  /** Company id. */
  id: Scalars['ID']['output'];
  /** Authorised: holds a GS1 licence. */
  isAuthorized: Scalars['Boolean']['output'];
  /** `setCompanyDownloadAccess`'s answer: the spec's UPDATE_DATABASE_ACCESS_SUCCESS; empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** Paid-usage switch of the provider. */
  monetizationSwitch: Scalars['Boolean']['output'];
  /** Registered name. */
  name: Scalars['String']['output'];
  /** Tax number. */
  nip?: Maybe<Scalars['String']['output']>;
  /** Postal code (00-000). */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Statistical number. */
  regon?: Maybe<Scalars['String']['output']>;
  /** Street and number. */
  street?: Maybe<Scalars['String']['output']>;
  /** Package, dates, counters and limits. */
  subscription: CompanySubscription;
  /** Web page. */
  webPage?: Maybe<Scalars['String']['output']>;
};

/** A user of the company has already activated an account: the company is registered ('company exists'). */
export type CompanyExists = Problem & {
  __typename?: 'CompanyExists';
  /** Always `COMPANY_EXISTS`. */
  code: ProblemCode;
  /** `["regon"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message: ask the company's administrator to be added. */
  message: Scalars['String']['output'];
};

/** A company in the administration list. */
export type CompanyListItem = {
  __typename?: 'CompanyListItem';
  /** May download the database. */
  accessToDownload: Scalars['Boolean']['output'];
  /** May use data verification. */
  accessToVerify: Scalars['Boolean']['output'];
  /** Company id. */
  id: Scalars['ID']['output'];
  /** Authorised: holds a GS1 licence. */
  isAuthorized: Scalars['Boolean']['output'];
  /** Registered name. */
  name: Scalars['String']['output'];
  /** Tax number. */
  nip?: Maybe<Scalars['String']['output']>;
  /** The company's package; null when the API names one this contract does not know. */
  package?: Maybe<SubscriptionPackage>;
  /** Registration date on the platform (ISO 8601 date or date-time). */
  registrationDate?: Maybe<Scalars['String']['output']>;
};

/** One page of the companies list. */
export type CompanyListPage = {
  __typename?: 'CompanyListPage';
  /** The companies of this page. */
  companies: Array<CompanyListItem>;
  /** Whether more rows follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The `page` to ask for next; null on the last page. */
  nextPage?: Maybe<Scalars['Int']['output']>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page (10). */
  pageSize: Scalars['Int']['output'];
  /** All companies matching the search. */
  totalCount: Scalars['Int']['output'];
};

/** No company has this id. */
export type CompanyNotFound = Problem & {
  __typename?: 'CompanyNotFound';
  /** Always `COMPANY_NOT_FOUND`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The registry does not know this REGON; the person fills in the company data. */
export type CompanyNotInRegistry = Problem & {
  __typename?: 'CompanyNotInRegistry';
  /** Always `NOT_FOUND`. */
  code: ProblemCode;
  /** `["regon"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message asking to fill in the company data. */
  message: Scalars['String']['output'];
};

/** A company in a picker. */
export type CompanyOption = {
  __typename?: 'CompanyOption';
  /** Company id. */
  id: Scalars['ID']['output'];
  /** Company name. */
  name: Scalars['String']['output'];
};

/** Companies offered by the repository's company filter. */
export type CompanyOptions = {
  __typename?: 'CompanyOptions';
  /** Up to 20 companies, those whose name starts with the text first. */
  companies: Array<CompanyOption>;
};

/** What the company does (both lists of the specification are accepted). */
export type CompanyProfile =
  /** Applications for consumers. */
  | 'CONSUMER_IT_APPS'
  /** IT solutions for companies. */
  | 'CORPORATE_IT_SOLUTIONS'
  /** Solutions for the deposit system. */
  | 'DEPOSIT_SYSTEM_SOLUTIONS'
  /** IT company (earlier list). */
  | 'IT_COMPANY'
  /** Logistics services. */
  | 'LOGISTIC_SERVICES'
  /** Marketplace (earlier list). */
  | 'MARKETPLACE'
  /** Sale in shops. */
  | 'OFFLINE_SALE'
  /** Online sale. */
  | 'ONLINE_SALE'
  /** Something else. */
  | 'OTHER'
  /** Production. */
  | 'PRODUCTION'
  /** Product catalogue (earlier list). */
  | 'PRODUCT_CATALOG'
  /** Market research agency (earlier list). */
  | 'RESEARCH_AGENCY'
  /** Retail chain. */
  | 'RETAIL_NETWORK'
  /** University (earlier list). */
  | 'UNIVERSITY';

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

/** The company's package and its use. */
export type CompanySubscription = {
  __typename?: 'CompanySubscription';
  /** True when today (Polish time) lies between the first and last day. */
  active: Scalars['Boolean']['output'];
  /** First day (ISO 8601 date). */
  beginsOn?: Maybe<Scalars['String']['output']>;
  /** What has been used. */
  counters: UsageCounters;
  /** Last day (ISO 8601 date). */
  endsOn?: Maybe<Scalars['String']['output']>;
  /** Calendar year of the free package. */
  freeSubscriptionYear?: Maybe<Scalars['Int']['output']>;
  /** What the package includes; null means no limit. */
  limits: PackageLimits;
  /** The package name as the API gives it. */
  name: Scalars['String']['output'];
  /** The package; null when the API names one this contract does not know (see `name`). */
  package?: Maybe<SubscriptionPackage>;
  /** What is left. */
  remaining: RemainingLimits;
};

/** A user's membership in the company, as the users screen lists it. */
export type CompanyUser = {
  __typename?: 'CompanyUser';
  /** False for an invited person who has not activated yet (shown greyed). */
  activated: Scalars['Boolean']['output'];
  /** When the account was created. */
  dateJoined?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name (empty until an invited person activates). */
  firstName: Scalars['String']['output'];
  /** Membership id. */
  id: Scalars['ID']['output'];
  /** Whether the user represents the company. */
  isCompanyRepresentative: Scalars['Boolean']['output'];
  /** True for the signed-in person's own row (no delete, no role change). */
  isSelf: Scalars['Boolean']['output'];
  /** Last sign-in. */
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  /** Last name (empty until an invited person activates). */
  lastName: Scalars['String']['output'];
  /** `setUserPermission`'s answer: 'Uprawnienia użytkownika zostały zmienione.' (the spec's permission-changed message); empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** Role in the company. */
  permissionGroup: PermissionGroup;
  /** User id. */
  userId: Scalars['ID']['output'];
};

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

/** A page of the company's users. */
export type CompanyUsersPage = {
  __typename?: 'CompanyUsersPage';
  /** Whether more users follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The `page` to ask for next; null on the last page. */
  nextPage?: Maybe<Scalars['Int']['output']>;
  /** This page's number, from 0. */
  page: Scalars['Int']['output'];
  /** Users per page. */
  pageSize: Scalars['Int']['output'];
  /** The users of this page. */
  records: Array<CompanyUser>;
  /** All users of the company. */
  totalCount: Scalars['Int']['output'];
};

/** Outcome of `companyUsers`. */
export type CompanyUsersResult = CompanyUsersPage | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** A source of product data that issues are raised against. */
export type DataPool = {
  __typename?: 'DataPool';
  /** Code (what the repository's `sources` filter takes). */
  code: Scalars['String']['output'];
  /** Data pool id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** The data pools. */
export type DataPoolList = {
  __typename?: 'DataPoolList';
  /** Every data pool. */
  dataPools: Array<DataPool>;
};

/** Outcome of `dataPools`. */
export type DataPoolsResult = DataPoolList | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** A generation is already running. */
export type DatabaseAlreadyGenerating = Problem & {
  __typename?: 'DatabaseAlreadyGenerating';
  /** Always `DATABASE_ALREADY_GENERATING`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** A company's database download. */
export type DatabaseDownload = {
  __typename?: 'DatabaseDownload';
  /** Whether the company's access to the download is switched on. */
  accessToDownload: Scalars['Boolean']['output'];
  /** Company id. */
  companyId: Scalars['ID']['output'];
  /** The newest export. */
  export: DatabaseExport;
  /** `generateDatabase`'s answer: the spec's database-generation-started message (the file comes by e-mail); empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** The company's package. */
  package?: Maybe<SubscriptionPackage>;
  /** Records left to download; null means no limit. Zero blocks a new generation. */
  remaining?: Maybe<Scalars['Int']['output']>;
};

/** Outcome of `databaseDownload`. */
export type DatabaseDownloadResult = DatabaseDownload | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** The newest database export of a company. */
export type DatabaseExport = {
  __typename?: 'DatabaseExport';
  /** The zip's file name when ready (`{date}_database.zip`). */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  state: DatabaseExportState;
};

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
  brand?: InputMaybe<Scalars['String']['input']>;
  /** GPC codes (8 digits, any level); a product matches one of them. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Part of the owner's name. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** One GTIN. */
  gtin?: InputMaybe<Scalars['String']['input']>;
  /** The owner's NIP. */
  nip?: InputMaybe<Scalars['String']['input']>;
  /** Part of the product name. */
  productName?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of `deleteCompanyMembership`. */
export type DeleteCompanyMembershipResult = CompanyNotFound | LastRepresentative | LoginRequired | MembershipDeleted | MembershipNotFound | NoActiveMembership | OwnMembership | PermissionDenied | SessionExpired;

/** Outcome of `deleteMembership`. */
export type DeleteMembershipResult = LastRepresentative | LoginRequired | MembershipDeleted | MembershipNotFound | NoActiveMembership | OwnMembership | PermissionDenied | SessionExpired;

/** The company's access to the download is switched off. */
export type DownloadAccessDisabled = Problem & {
  __typename?: 'DownloadAccessDisabled';
  /** Always `DOWNLOAD_ACCESS_DISABLED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The download limit is used up (the API's 401 for this call). */
export type DownloadLimitExhausted = Problem & {
  __typename?: 'DownloadLimitExhausted';
  /** Always `DOWNLOAD_LIMIT_EXHAUSTED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message: buy a new package. */
  message: Scalars['String']['output'];
};

/** The package includes no database download. */
export type DownloadNotInPackage = Problem & {
  __typename?: 'DownloadNotInPackage';
  /** Always `DOWNLOAD_NOT_IN_PACKAGE`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message pointing to the pricing page. */
  message: Scalars['String']['output'];
};

/** The pages whose content is edited in the CMS (admin-side §2 page content editors). */
export type EditablePage =
  /** Home page (`home-page`), shown on `/`. */
  | 'HOME_PAGE'
  /** How it works (`how-it-works`), shown on `/how_it_works`. */
  | 'HOW_IT_WORKS'
  /** Verify data (`verify-data`), shown on `/verify_data`. */
  | 'VERIFY_DATA';

/** Whether an e-mail has an account. */
export type EmailCheck = {
  __typename?: 'EmailCheck';
  /** True when an account exists: its personal data and consents will be kept. */
  accountExists: Scalars['Boolean']['output'];
  /** The e-mail as checked, lower-cased. */
  email: Scalars['String']['output'];
};

/** Outcome of `emailCheck`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type EmailCheckResult = EmailCheck | RateLimited | ValidationFailed;

/** The e-mail is not in the member base: a colleague must add the person, or the data is wrong. */
export type EmailNotInMemberBase = Problem & {
  __typename?: 'EmailNotInMemberBase';
  /** Always `EMAIL_NOT_IN_MEMBER_BASE`. */
  code: ProblemCode;
  /** `["email"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** A link to another source of product data. */
export type ExternalSource = {
  __typename?: 'ExternalSource';
  /** Name of the source. */
  name: Scalars['String']['output'];
  /** Address. */
  url: Scalars['String']['output'];
};

/** One field of the input that failed a rule. */
export type FieldProblem = Problem & {
  __typename?: 'FieldProblem';
  /** Always `VALIDATION_FAILED`. */
  code: ProblemCode;
  /** Path of the offending input field. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The rule's message in Polish. */
  message: Scalars['String']['output'];
};

/** An upload refused because another file of the company is still being verified. */
export type FileInProcess = Problem & {
  __typename?: 'FileInProcess';
  /** Always `FILE_IN_PROCESS`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** A result download of a file the company does not have. */
export type FileNotFound = Problem & {
  __typename?: 'FileNotFound';
  /** Always `NOT_FOUND`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Nie znaleziono'. */
  message: Scalars['String']['output'];
};

/** A result download refused because the verification has not finished. */
export type FileNotReady = Problem & {
  __typename?: 'FileNotReady';
  /** Always `FILE_NOT_READY`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** A file over its form's size limit, refused while it was still being sent (HTTP 413 from a `/files` upload route). */
export type FileTooLarge = Problem & {
  __typename?: 'FileTooLarge';
  /** Always `FILE_TOO_LARGE`. */
  code: ProblemCode;
  /** The multipart name of the file part. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The limit, in bytes. */
  maxBytes: Scalars['Int']['output'];
  /** The form's message, e.g. 'Plik jest zbyt duży – limit 50MB'. */
  message: Scalars['String']['output'];
};

/** A file whose extension or first bytes are not of a kind its form accepts (HTTP 415 from a `/files` upload route). */
export type FileTypeNotAllowed = Problem & {
  __typename?: 'FileTypeNotAllowed';
  /** Always `FILE_TYPE_NOT_ALLOWED`. */
  code: ProblemCode;
  /** The multipart name of the file part. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The form's message, e.g. 'Niewłaściwy format pliku'. */
  message: Scalars['String']['output'];
};

/** Outcome of `generateDatabase`. */
export type GenerateDatabaseResult = DatabaseAlreadyGenerating | DatabaseDownload | DownloadAccessDisabled | DownloadLimitExhausted | DownloadNotInPackage | LoginRequired | NoActiveMembership | NoProductsFound | PermissionDenied | SelectionExceedsLimit | SessionExpired | ValidationFailed;

/** Outcome of `generateIssueFile`. */
export type GenerateIssueFileResult = IssueFile | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** One generated code. */
export type Gs1Code = {
  __typename?: 'Gs1Code';
  /** What the code holds, human-readable: the element string, e.g. `(01)05901234123457(10)LOT1(17)271231`. */
  description: Scalars['String']['output'];
  /** Path of the gateway route that downloads the code in `format` (`GET`, same-origin, session cookie). */
  downloadUrl: Scalars['String']['output'];
  /** The image as an SVG document (render it as an image, e.g. a data: URL in <img>, never as inline markup). */
  svg: Scalars['String']['output'];
};


/** One generated code. */
export type Gs1CodeDownloadUrlArgs = {
  format: Gs1CodeFormat;
};

/** Formats a code downloads in (spec: ai, pdf, png, svg, ps). */
export type Gs1CodeFormat =
  /** Adobe Illustrator (PDF-compatible). */
  | 'AI'
  /** PDF, vector. */
  | 'PDF'
  /** PNG image. */
  | 'PNG'
  /** Encapsulated PostScript. */
  | 'PS'
  /** SVG image. */
  | 'SVG';

/** The two codes of one generation. */
export type Gs1Codes = {
  __typename?: 'Gs1Codes';
  /** The GS1 DataMatrix of the element string. */
  dataMatrix: Gs1Code;
  /** The GS1 Digital Link URI the QR code holds. */
  digitalLinkUri: Scalars['String']['output'];
  /** The QR code of the GS1 Digital Link URI. */
  qrCode: Gs1Code;
};

/** The generator form. Dates are YYMMDD; each field's rule and message are in `schema/src/validation/generator.ts`. */
export type Gs1CodesInput = {
  /** (10) Batch or lot number: up to 20 letters and digits. */
  batch?: InputMaybe<Scalars['String']['input']>;
  /** (15) Best before date, YYMMDD. */
  bestBeforeDate?: InputMaybe<Scalars['String']['input']>;
  /** (7005) Catch area: up to 12 characters of the GS1 set. */
  catchArea?: InputMaybe<Scalars['String']['input']>;
  /** (422) Country of origin, ISO 3166 numeric code (3 digits). */
  countryOfOrigin?: InputMaybe<Scalars['String']['input']>;
  /** The web address the Digital Link starts with (http or https, no query); default `https://id.gs1.org`. */
  digitalLinkBase?: InputMaybe<Scalars['String']['input']>;
  /** (17) Expiry date, YYMMDD. */
  expiryDate?: InputMaybe<Scalars['String']['input']>;
  /** (7006) First freeze date, YYMMDD. */
  firstFreezeDate?: InputMaybe<Scalars['String']['input']>;
  /** (7008) Species for fishery purposes (FAO code): up to 3 characters. */
  fishSpecies?: InputMaybe<Scalars['String']['input']>;
  /** (7009) Fishing gear type: up to 10 characters. */
  fishingGear?: InputMaybe<Scalars['String']['input']>;
  /** (01) GTIN-8, -12, -13 or -14 with a valid check digit. Required. */
  gtin: Scalars['String']['input'];
  /** (7007) Harvest date or period: YYMMDD or YYMMDDYYMMDD, the end after the start. */
  harvestDates?: InputMaybe<Scalars['String']['input']>;
  /** (3103) Net weight in kg, 6 digits with 3 decimals implied. */
  netWeightKg?: InputMaybe<Scalars['String']['input']>;
  /** (13) Packaging date, YYMMDD. */
  packagingDate?: InputMaybe<Scalars['String']['input']>;
  /** (11) Production date, YYMMDD. */
  productionDate?: InputMaybe<Scalars['String']['input']>;
  /** (21) Serial number: up to 20 letters and digits. */
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  /** (22) Consumer product variant: up to 20 letters and digits. */
  variant?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of generating codes; field problems (including 'this GTIN is not active or licensed') are on `input` paths. */
export type Gs1CodesResult = Gs1Codes | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** Licence state of a GTIN. */
export type GtinLicence = {
  __typename?: 'GtinLicence';
  /** The GTIN, padded to 14 digits. */
  gtin: Scalars['String']['output'];
  /** True when the GTIN's company prefix is licensed to a company. */
  licensed: Scalars['Boolean']['output'];
};

/** Outcome of `gtinLicence`. */
export type GtinLicenceResult = GtinLicence | InvalidGtin | LoginRequired | SessionExpired;

/** E-mail or password did not match an active account. */
export type InvalidCredentials = Problem & {
  __typename?: 'InvalidCredentials';
  /** Always `INVALID_CREDENTIALS`. */
  code: ProblemCode;
  /** Not set: both fields are marked invalid. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Błędny adres e-mail lub hasło'. */
  message: Scalars['String']['output'];
};

/** The input is not a GTIN. */
export type InvalidGtin = Problem & {
  __typename?: 'InvalidGtin';
  /** Always `INVALID_GTIN`. */
  code: ProblemCode;
  /** `["gtin"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'To nie jest numer GTIN'. */
  message: Scalars['String']['output'];
};

/** The invitation was e-mailed. */
export type InvitationSent = {
  __typename?: 'InvitationSent';
  /** The invited e-mail. */
  email: Scalars['String']['output'];
  /** Id of the new, not yet activated membership. */
  membershipId: Scalars['ID']['output'];
  /** Polish success message. */
  message: Scalars['String']['output'];
};

/** An invitation to the company. */
export type InviteUserInput = {
  /** E-mail of the person to invite. */
  email: Scalars['String']['input'];
  /** Role to give; the screen proposes LOCATION_USER. */
  permissionGroup: PermissionGroup;
};

/** Outcome of `inviteUser`. */
export type InviteUserResult = InvitationSent | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | UserAlreadyInCompany | UserAlreadyInvited | ValidationFailed;

/** Error type of a GTIN issue. */
export type IssueError =
  /** EP-0003: control number (check digit) error. */
  | 'CONTROL_NUMBER'
  /** EP-0006: data mismatch. */
  | 'DATA_MISMATCH'
  /** EP-0005: GPC classification error. */
  | 'GPC';

/** An issue file: generated asynchronously, then downloadable. */
export type IssueFile = {
  __typename?: 'IssueFile';
  /** Issue file id. */
  id: Scalars['ID']['output'];
  /** `generateIssueFile`'s answer: the spec's GENERATE_ISSUE_FILE_SUCCESS (the file comes by e-mail); empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** True once the file can be downloaded; false while it is being generated (or when the id is unknown). */
  ready: Scalars['Boolean']['output'];
};

/** Outcome of `issueFile`. */
export type IssueFileResult = IssueFile | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** Filters of the repository; every list empty means all. */
export type IssueFilterInput = {
  /** Company ids (see `repositoryCompanies`). */
  companies?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Error types. */
  errors?: InputMaybe<Array<IssueError>>;
  /** Include abandoned issues. */
  showAbandoned?: InputMaybe<Scalars['Boolean']['input']>;
  /** Data pool codes (see `dataPools`). */
  sources?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Issue statuses. */
  statuses?: InputMaybe<Array<IssueStatus>>;
};

/** One page of the repository. */
export type IssuePage = {
  __typename?: 'IssuePage';
  /** Whether more rows follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The `page` to ask for next; null on the last page. */
  nextPage?: Maybe<Scalars['Int']['output']>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Number of pages. */
  pageCount: Scalars['Int']['output'];
  /** Rows of this page. */
  rows: Array<IssueRow>;
};

/** Issues of one company, data pool, error type, status and assignee. */
export type IssueRow = {
  __typename?: 'IssueRow';
  /** Who works on the issues, if anyone. */
  assignedUser?: Maybe<Scalars['String']['output']>;
  /** The company's external id (its GS1 company prefix). */
  companyExternalId: Scalars['String']['output'];
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** Data pool the issues come from. */
  dataPoolName: Scalars['String']['output'];
  /** Error type; null for a code this contract does not know (see `errorCode`). */
  error?: Maybe<IssueError>;
  /** The error code as the API gives it, e.g. `EP-0003`. */
  errorCode: Scalars['String']['output'];
  /** Ids of the grouped issues. */
  issueIds: Array<Scalars['ID']['output']>;
  /** Newest change among the grouped issues. */
  lastModified?: Maybe<Scalars['DateTime']['output']>;
  /** Number of grouped issues. */
  numIssues: Scalars['Int']['output'];
  /** Status; null for a status this contract does not know. */
  status?: Maybe<IssueStatus>;
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

/** The company would be left without a representative. */
export type LastRepresentative = Problem & {
  __typename?: 'LastRepresentative';
  /** Always `LAST_REPRESENTATIVE`. */
  code: ProblemCode;
  /** The input it concerns, when it concerns one (the representative flag of user data). */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/**
 * 'Link wygasł': a result download of a file older than 30 days, or an e-mailed activation or password-reset link
 * that is unknown, expired, replaced or used.
 */
export type LinkExpired = Problem & {
  __typename?: 'LinkExpired';
  /** Always `LINK_EXPIRED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Link wygasł'. */
  message: Scalars['String']['output'];
};

/** Credentials for `login`. */
export type LoginInput = {
  /**
   * The membership this person chose when they last signed in on this device (the spec's `activeId`, remembered per
   * e-mail): it becomes the active one when it is theirs and activated; otherwise the first activated one is.
   */
  activeMembershipId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address; compared lower-cased. */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
  /** Keep the session for 30 days instead of until the browser closes. */
  rememberMe?: Scalars['Boolean']['input'];
};

/** This lookup needs a signed-in member (GTINs outside prefix 590 come from the global registry). */
export type LoginRequired = Problem & {
  __typename?: 'LoginRequired';
  /** Always `LOGIN_REQUIRED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/**
 * Outcome of `login`. `RateLimited`: too many attempts on this account from this address, or from this address on any
 * account, in a short time; no password was checked, `resetsAt` says when to try again. `CaptchaRequired`: the account
 * has had many wrong passwords lately (from anywhere); it is never locked, but each attempt then needs a fresh captcha
 * solve (`submitCaptcha`) first. A wrong password is `InvalidCredentials`; an attempt the API could not answer counts
 * against nothing.
 */
export type LoginResult = CaptchaRequired | InvalidCredentials | RateLimited | ValidationFailed | Viewer;

/** Answer of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True once the session is gone (also when there was none). */
  loggedOut: Scalars['Boolean']['output'];
};

/**
 * What the catalogue still allows the caller in its rolling 24 hours of single GTIN lookups: 30 for an anonymous
 * visitor (per client address), a member's package otherwise. From the catalogue's own count (the lookup answer's
 * `RateLimit-Limit` and `RateLimit-Remaining` headers), so it holds across the gateway's instances and devices.
 */
export type LookupQuota = {
  __typename?: 'LookupQuota';
  /** Lookups allowed in 24 hours. */
  limit: Scalars['Int']['output'];
  /** Lookups left now, 0 when the next one will be refused until the oldest of the 24 hours leaves the window. */
  remaining: Scalars['Int']['output'];
};

/** A user's membership in one company. */
export type Membership = {
  __typename?: 'Membership';
  /** Only activated memberships can be chosen as active. */
  activated: Scalars['Boolean']['output'];
  /** When the membership was activated. */
  activationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The company. */
  company: MembershipCompany;
  /** Membership id (the spec's `activeId` refers to it). */
  id: Scalars['ID']['output'];
  /** Whether the user is an authorised representative of the company. */
  isCompanyRepresentative: Scalars['Boolean']['output'];
  /** Role in the company. */
  permissionGroup: PermissionGroup;
  /**
   * Permission strings this membership grants: user_data, change_password, users_manage,
   * file_sending_to_verification, data_verification_page, advanced_search, database_download, repository,
   * registered_company, cms.
   */
  permissions: Array<Scalars['String']['output']>;
};

/** The company side of a membership. */
export type MembershipCompany = {
  __typename?: 'MembershipCompany';
  /** Company id. */
  id: Scalars['ID']['output'];
  /** Registered name. */
  name: Scalars['String']['output'];
  /** Tax number (NIP), 10 digits. */
  nip?: Maybe<Scalars['String']['output']>;
};

/** The user was removed from the company. */
export type MembershipDeleted = {
  __typename?: 'MembershipDeleted';
  /** Id of the removed membership. */
  membershipId: Scalars['ID']['output'];
  /** Polish success message. */
  message: Scalars['String']['output'];
};

/** The membership is not the viewer's or is not activated yet. */
export type MembershipNotAvailable = Problem & {
  __typename?: 'MembershipNotAvailable';
  /** Always `MEMBERSHIP_NOT_AVAILABLE`. */
  code: ProblemCode;
  /** `["membershipId"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The membership no longer exists. */
export type MembershipNotFound = Problem & {
  __typename?: 'MembershipNotFound';
  /** Always `NOT_FOUND`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** Everything a caller can change. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Activates an account from its e-mailed link with the form the link's variant asks for. */
  activateAccount: ActivateAccountResult;
  /** Changes the signed-in person's password (needs `change_password`). The session stays signed in. */
  changePassword: ChangePasswordResult;
  /**
   * Removes a user's membership from a company (`registered_company`). One's own membership and the company's last
   * representative cannot be removed.
   */
  deleteCompanyMembership: DeleteCompanyMembershipResult;
  /** Removes another user from the company (needs `users_manage`; not oneself, not the last representative). */
  deleteMembership: DeleteMembershipResult;
  /**
   * Starts generating the company's database (zipped CSV files) for the selection (`database_download`). Only one
   * generation runs at a time; the person is told by e-mail when it is ready.
   */
  generateDatabase: GenerateDatabaseResult;
  /**
   * Orders an issue file (xlsx) of the given issues (`repository`). The file is generated asynchronously; poll
   * `issueFile` or wait for the e-mail.
   */
  generateIssueFile: GenerateIssueFileResult;
  /** Invites a person to the active membership's company by e-mail (needs `users_manage`); they get an activation link. */
  inviteUser: InviteUserResult;
  /**
   * Signs in with e-mail and password. On success the browser receives a fresh session cookie (the session id
   * changes); tokens never leave the gateway. Not available to bearer-token callers.
   */
  login: LoginResult;
  /** Ends the session: the server-side entry is destroyed and the cookie cleared. Always succeeds. */
  logout: LogoutPayload;
  /**
   * Orders a paid package for the active membership's company. Offered only while the company is on Starter; the
   * payment details are sent by e-mail and the package starts by the next working day after the payment is booked.
   * While an order is pending (`pendingOrder`) another is refused with `OrderPending`, so a double click, a second tab
   * or the same package again never places two; only the company's administrator (`location_admin`) may order another
   * package then, and that order replaces the pending one (`SubscriptionOrdered.replaces`).
   */
  orderSubscription: OrderSubscriptionResult;
  /**
   * Registers a company with its first user, who becomes its administrator and representative, on the free package.
   * The activation link goes to the user's e-mail; the account works once activated.
   */
  register: RegisterResult;
  /** E-mails a link to set a new password. */
  requestPasswordReset: RequestPasswordResetResult;
  /** Sets a new password from an e-mailed reset link; the link is spent. */
  resetPassword: ResetPasswordResult;
  /**
   * Saves a page's content (permission `cms`); the page keeps the images its content still shows and lets go of the
   * others. New images come either with the save, `POST /files/cms-page/{page}` (multipart `content` with `new-image:0`,
   * `new-image:1`… where the images go, `images[]` of the kept ones, then one `file[]` per new image; answers this
   * `PageContent` with `newImages`), or first, one by one, with `POST /files/cms-image/{page}` (multipart `image`), which
   * answers the address to put in the content.
   */
  savePageContent: SavePageContentResult;
  /** Switches a company's access to the database download (`registered_company`). */
  setCompanyDownloadAccess: SetCompanyDownloadAccessResult;
  /** Gives another user of the company a different role (needs `users_manage`; not oneself). */
  setUserPermission: SetUserPermissionResult;
  /**
   * Stores a solved captcha in this session, for anonymous lookups to forward to the catalogue. An ALTCHA payload is
   * verified first (signature, proof of work, expiry) and kept until its challenge expires; a reCAPTCHA token is
   * verified by the catalogue on the next lookup and kept for a day. A solve serves the one session that submitted
   * it: the same payload from another session, a failed or expired solve, and a token with characters that cannot
   * travel in an HTTP header are answered `CaptchaRejected`, and nothing is stored.
   */
  submitCaptcha: SubmitCaptchaResult;
  /** Makes one of the viewer's activated memberships the active one (the spec's `activeId`). */
  switchMembership: SwitchMembershipResult;
  /** Saves the signed-in person's data and consents (needs `user_data`). */
  updateUserData: UpdateUserDataResult;
};


/** Everything a caller can change. */
export type MutationActivateAccountArgs = {
  input: ActivateAccountInput;
};


/** Everything a caller can change. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Everything a caller can change. */
export type MutationDeleteCompanyMembershipArgs = {
  companyId: Scalars['ID']['input'];
  membershipId: Scalars['ID']['input'];
};


/** Everything a caller can change. */
export type MutationDeleteMembershipArgs = {
  membershipId: Scalars['ID']['input'];
};


/** Everything a caller can change. */
export type MutationGenerateDatabaseArgs = {
  companyId: Scalars['ID']['input'];
  selection?: DatabaseSelectionInput;
};


/** Everything a caller can change. */
export type MutationGenerateIssueFileArgs = {
  issueIds: Array<Scalars['ID']['input']>;
};


/** Everything a caller can change. */
export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


/** Everything a caller can change. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Everything a caller can change. */
export type MutationOrderSubscriptionArgs = {
  package: SubscriptionPackage;
};


/** Everything a caller can change. */
export type MutationRegisterArgs = {
  input: RegistrationInput;
};


/** Everything a caller can change. */
export type MutationRequestPasswordResetArgs = {
  input: PasswordResetRequestInput;
};


/** Everything a caller can change. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Everything a caller can change. */
export type MutationSavePageContentArgs = {
  content: Scalars['String']['input'];
  page: EditablePage;
};


/** Everything a caller can change. */
export type MutationSetCompanyDownloadAccessArgs = {
  accessToDownload: Scalars['Boolean']['input'];
  companyId: Scalars['ID']['input'];
};


/** Everything a caller can change. */
export type MutationSetUserPermissionArgs = {
  input: SetUserPermissionInput;
};


/** Everything a caller can change. */
export type MutationSubmitCaptchaArgs = {
  token: Scalars['String']['input'];
};


/** Everything a caller can change. */
export type MutationSwitchMembershipArgs = {
  membershipId: Scalars['ID']['input'];
};


/** Everything a caller can change. */
export type MutationUpdateUserDataArgs = {
  input: UserDataInput;
};

/** Outcome of `myCompany`. */
export type MyCompanyResult = CompanyDetails | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** Personal data of a person who has no account yet. */
export type NewAccountInput = {
  /** Consent to marketing by e-mail. */
  agreeToMarketingEmails: Scalars['Boolean']['input'];
  /** Consent to marketing phone calls. */
  agreeToMarketingPhones: Scalars['Boolean']['input'];
  /** Consent to commercial information by e-mail. */
  agreeToSellingEmails: Scalars['Boolean']['input'];
  /** Consent to commercial phone calls. */
  agreeToSellingPhones: Scalars['Boolean']['input'];
  /** Consent to sharing the data with partners. */
  agreeToSharingData: Scalars['Boolean']['input'];
  /** The statute is accepted; must be true. */
  confirmedStatute: Scalars['Boolean']['input'];
  /** First name, 2–50 characters. */
  firstName: Scalars['String']['input'];
  /** Last name, 2–50 characters. */
  lastName: Scalars['String']['input'];
  /** Mobile phone, `+48` and nine digits (the mask's spaces and dashes are ignored). */
  phoneNumber: Scalars['String']['input'];
};

/** Outcome of `nipAvailability`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type NipAvailabilityResult = NipAvailable | NipTaken | RateLimited | ValidationFailed;

/** The NIP is free for a new company. */
export type NipAvailable = {
  __typename?: 'NipAvailable';
  /** The NIP as checked, digits only. */
  nip: Scalars['String']['output'];
};

/** Another company on the platform has this NIP. */
export type NipTaken = Problem & {
  __typename?: 'NipTaken';
  /** Always `NIP_TAKEN`. */
  code: ProblemCode;
  /** Path of the NIP input. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'NIP występuje już w naszej bazie'. */
  message: Scalars['String']['output'];
};

/** The person has no activated membership in a company: 'Dostęp mają tylko użytkownicy z aktywnym członkostwem w firmie'. */
export type NoActiveMembership = Problem & {
  __typename?: 'NoActiveMembership';
  /** Always `NO_ACTIVE_MEMBERSHIP`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The spec's message. */
  message: Scalars['String']['output'];
};

/** No product matches the chosen filters. */
export type NoProductsFound = Problem & {
  __typename?: 'NoProductsFound';
  /** Always `NOT_FOUND`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Brak produktów dla wybranych parametrów'. */
  message: Scalars['String']['output'];
};

/** The number was not issued through the national organisation; the global lookup service may know it. */
export type NotFromOrganisation = Problem & {
  __typename?: 'NotFromOrganisation';
  /** Always `NOT_FROM_ORGANISATION`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Address of the global lookup service. */
  lookupServiceUrl: Scalars['String']['output'];
  /** 'Ten numer nie pochodzi od GS1 Polska…' with the pointer. */
  message: Scalars['String']['output'];
};

/**
 * Anonymous visitors may only see the first three pages (offsets 0, 15 and 30). The gateway resets any other offset up
 * to 30 to 0 (spec §9) and answers "too many results" past 30; this member is the API's own refusal of an offset.
 */
export type OffsetNotAllowed = Problem & {
  __typename?: 'OffsetNotAllowed';
  /** Always `OFFSET_NOT_ALLOWED`. */
  code: ProblemCode;
  /** `["offset"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message suggesting to sign in for more pages. */
  message: Scalars['String']['output'];
};

/** The package cannot be ordered: the company is not on Starter. */
export type OrderNotAvailable = Problem & {
  __typename?: 'OrderNotAvailable';
  /** Always `ORDER_NOT_AVAILABLE`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The company already has an order awaiting payment: a second one is not placed. */
export type OrderPending = Problem & {
  __typename?: 'OrderPending';
  /** Always `ORDER_PENDING`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
  /** The order awaiting payment. */
  order: PendingOrder;
};

/** Outcome of `orderSubscription`. */
export type OrderSubscriptionResult = LoginRequired | NoActiveMembership | OrderNotAvailable | OrderPending | PermissionDenied | SessionExpired | SubscriptionOrdered | ValidationFailed;

/** Nobody can change or remove their own membership. */
export type OwnMembership = Problem & {
  __typename?: 'OwnMembership';
  /** Always `OWN_MEMBERSHIP`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** Limits of a package; null means no limit. */
export type PackageLimits = {
  __typename?: 'PackageLimits';
  /** Database download and API records together. */
  api?: Maybe<Scalars['Int']['output']>;
  /** Catalogue GTIN lookups per 24 hours. */
  ui?: Maybe<Scalars['Int']['output']>;
  /** Verified products. */
  verify?: Maybe<Scalars['Int']['output']>;
};

/** Content of an editable page. */
export type PageContent = {
  __typename?: 'PageContent';
  /** Rich text as HTML (headings, paragraphs, bold and italic, lists, links, images). */
  content: Scalars['String']['output'];
  /**
   * Verify-data page only: true while an upload of the viewer's active company is new or being processed (one
   * file at a time); null on the other pages and in the answer of `savePageContent`.
   */
  fileInProcess?: Maybe<Scalars['Boolean']['output']>;
  /** Ids of the images the page holds; in a save's answer, those its content shows (the API's answer to a save is not in the spec). */
  images: Array<Scalars['ID']['output']>;
  /** `savePageContent`'s answer: 'Zapisano treść strony.' (the spec's CMS_SAVE_SUCCESS); empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** Which page. */
  page: EditablePage;
};

/** The password was changed. */
export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** Polish success message ('password changed'). */
  message: Scalars['String']['output'];
};

/** The password is set; the person signs in with it. */
export type PasswordReset = {
  __typename?: 'PasswordReset';
  /** Polish success message. */
  message: Scalars['String']['output'];
};

/** A usable reset link. */
export type PasswordResetLink = {
  __typename?: 'PasswordResetLink';
  /** The account's e-mail. */
  email: Scalars['String']['output'];
  /** The link's id. */
  resetId: Scalars['ID']['output'];
};

/** Outcome of `passwordResetLink`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type PasswordResetLinkResult = LinkExpired | PasswordResetLink | RateLimited;

/** Where the reset link goes. */
export type PasswordResetRequestInput = {
  /** The account's e-mail. */
  email: Scalars['String']['input'];
};

/** The reset link was e-mailed. */
export type PasswordResetRequested = {
  __typename?: 'PasswordResetRequested';
  /** The e-mail it went to. */
  email: Scalars['String']['output'];
  /** Polish success message ('link sent'). */
  message: Scalars['String']['output'];
};

/** A paid package ordered and awaiting payment. */
export type PendingOrder = {
  __typename?: 'PendingOrder';
  /** When the order was placed. */
  orderedAt: Scalars['DateTime']['output'];
  /** Who placed it: their first and last name, or their e-mail when the API has no name. */
  orderedBy: Scalars['String']['output'];
  /** The ordered package. */
  package: SubscriptionPackage;
};

/**
 * The permissions a membership grants (the REST API's strings in upper case: `users_manage` is `USERS_MANAGE`).
 * `Viewer.permissions` lists the active membership's as the API names them.
 */
export type Permission =
  /** `advanced_search`: the catalogue's search by name, brand, company, NIP or category, and its suggestions. */
  | 'ADVANCED_SEARCH'
  /** `change_password`: change one's own password. */
  | 'CHANGE_PASSWORD'
  /** `cms`: the editable pages' content (platform administrators). */
  | 'CMS'
  /** `database_download`: generate and download the company's database. */
  | 'DATABASE_DOWNLOAD'
  /** `data_verification_page`: the verification page. */
  | 'DATA_VERIFICATION_PAGE'
  /** `file_sending_to_verification`: send product files for verification and generate 2D codes. */
  | 'FILE_SENDING_TO_VERIFICATION'
  /** `registered_company`: the registered companies and their users (platform administrators). */
  | 'REGISTERED_COMPANY'
  /** `repository`: the repository of GTIN issues (platform administrators). */
  | 'REPOSITORY'
  /** `users_manage`: the company's users and its services page. */
  | 'USERS_MANAGE'
  /** `user_data`: read and change one's own data and consents. */
  | 'USER_DATA';

/** The active membership lacks a permission this operation needs. */
export type PermissionDenied = Problem & {
  __typename?: 'PermissionDenied';
  /** Always `PERMISSION_DENIED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Nie masz uprawnień do tej czynności'. */
  message: Scalars['String']['output'];
  /** The permission string that is missing. */
  permission: Scalars['String']['output'];
};

/** Role of a user within a company. */
export type PermissionGroup =
  /** 'Administrator podmiotu': may invite, change roles and remove users. */
  | 'LOCATION_ADMIN'
  /** Standard user. */
  | 'LOCATION_USER';

/** The chosen role is the one the user already has ('not changed'). */
export type PermissionNotChanged = Problem & {
  __typename?: 'PermissionNotChanged';
  /** Always `PERMISSION_NOT_CHANGED`. */
  code: ProblemCode;
  /** `["input", "permissionGroup"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/**
 * Every expected failure implements this interface, so a client that meets a result member it does not know yet
 * can still show `message` to the person.
 */
export type Problem = {
  /** Machine-readable reason; stable across releases. */
  code: ProblemCode;
  /** Path of the input field the problem belongs to (e.g. `["email"]`), when it belongs to one. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What to tell the person, in Polish, as the product specification words it. */
  message: Scalars['String']['output'];
};

/** Closed set of expected failures the gateway reports as data. */
export type ProblemCode =
  /** The membership of this activation link is already active. */
  | 'ACCOUNT_ALREADY_ACTIVE'
  /** The API refused the activation for a reason the form cannot show on a field. */
  | 'ACTIVATION_FAILED'
  /** The captcha token was refused by the catalogue; it has been dropped and must be solved again. */
  | 'CAPTCHA_REJECTED'
  /** An anonymous lookup needs a solved captcha first. */
  | 'CAPTCHA_REQUIRED'
  /** A user of this company has already activated an account: the company is registered. */
  | 'COMPANY_EXISTS'
  /** The company does not exist. */
  | 'COMPANY_NOT_FOUND'
  /** A database generation is already running for the company. */
  | 'DATABASE_ALREADY_GENERATING'
  /** The company's access to the database download is switched off. */
  | 'DOWNLOAD_ACCESS_DISABLED'
  /** The package's download limit is used up. */
  | 'DOWNLOAD_LIMIT_EXHAUSTED'
  /** The company's package includes no database download. */
  | 'DOWNLOAD_NOT_IN_PACKAGE'
  /** The e-mail belongs to no member of the company's platform members. */
  | 'EMAIL_NOT_IN_MEMBER_BASE'
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
  /** The company would be left without a representative. */
  | 'LAST_REPRESENTATIVE'
  /** A link that no longer works: a verification result older than 30 days, or an e-mailed activation or reset link that is unknown, expired, replaced or used. */
  | 'LINK_EXPIRED'
  /** This needs a signed-in member (e.g. a GTIN from the global registry). */
  | 'LOGIN_REQUIRED'
  /** The membership cannot be chosen (unknown or not activated). */
  | 'MEMBERSHIP_NOT_AVAILABLE'
  /** Another company on the platform has this NIP. */
  | 'NIP_TAKEN'
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
  /** The company already has an order awaiting payment. */
  | 'ORDER_PENDING'
  /** Nobody can change or remove their own membership. */
  | 'OWN_MEMBERSHIP'
  /** The active membership lacks the permission this needs. */
  | 'PERMISSION_DENIED'
  /** The chosen role is the one the user already has. */
  | 'PERMISSION_NOT_CHANGED'
  /** The lookup limit is used up for now. */
  | 'RATE_LIMITED'
  /** The company was registered but nobody activated it yet; the activation link was e-mailed. */
  | 'REGISTRATION_UNFINISHED'
  /** The selection has more products than the package has left. */
  | 'SELECTION_EXCEEDS_LIMIT'
  /** The catalogue cannot answer right now; the rest of the response is unaffected. Try again later. */
  | 'SERVICE_UNAVAILABLE'
  /** The signed-in session has ended (its refresh token expired or was revoked); sign in again. */
  | 'SESSION_EXPIRED'
  /** More GTINs than one `products` field takes. */
  | 'TOO_MANY_GTINS'
  /** Too many products match; refine the filters or download the database. */
  | 'TOO_MANY_RESULTS'
  /** No active account has this e-mail. */
  | 'UNKNOWN_ACCOUNT_EMAIL'
  /** The person already has the most uploads in progress the gateway allows at a time. */
  | 'UPLOADS_IN_PROGRESS'
  /** The API could not take the file (it failed, was too slow, or refused it without saying why). */
  | 'UPLOAD_FAILED'
  /** The upload stopped moving, or moved slower than the gateway's minimum rate, and was cut; nothing was kept. */
  | 'UPLOAD_TOO_SLOW'
  /** The person was already invited and has not activated yet. */
  | 'USER_ALREADY_INVITED'
  /** The person is already an active member of the company. */
  | 'USER_ALREADY_IN_COMPANY'
  /** The account exists but has no membership in this company. */
  | 'USER_NOT_ASSIGNED'
  /** Input failed a validation rule; `field` names it. */
  | 'VALIDATION_FAILED'
  /** The package's verification limit is used up. */
  | 'VERIFICATION_LIMIT_REACHED'
  /** The current password given is wrong. */
  | 'WRONG_CURRENT_PASSWORD';

/** A product identified by its GTIN. */
export type Product = {
  __typename?: 'Product';
  /** Brand. */
  brand?: Maybe<Scalars['String']['output']>;
  /** GPC classification from segment to brick; the last entry is the most specific. */
  category: Array<CategoryLevel>;
  /** The owner of the GTIN. */
  company?: Maybe<ProductCompany>;
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Language of the description (ISO 639-1, e.g. `pl`). */
  descriptionLanguage?: Maybe<Scalars['String']['output']>;
  /** Other sources of data about this product. */
  externalSources: Array<ExternalSource>;
  /** GTIN padded to 14 digits; unique key of the product. */
  gtin: Scalars['String']['output'];
  /** Picture addresses, the first is the main one. */
  imageUrls: Array<Scalars['String']['output']>;
  /** True when the data comes from the global registry rather than the provider's own database. */
  isGlobal: Scalars['Boolean']['output'];
  /** True for a partial record (no name). */
  isPartial: Scalars['Boolean']['output'];
  /** True when the owner made the product public; the category is shown only then. */
  isPublic: Scalars['Boolean']['output'];
  /** True when all required attributes and a photo are present ('Zweryfikowane przez GS1 Polska'). */
  isVerified: Scalars['Boolean']['output'];
  /** When the owner last changed the data. */
  lastModified?: Maybe<Scalars['DateTime']['output']>;
  /** Product name; null for partial records. */
  name?: Maybe<Scalars['String']['output']>;
  /** Net content, one entry per unit (e.g. 500 g). */
  netContent: Array<Quantity>;
  /** Page with additional product data. */
  productCardPage?: Maybe<Scalars['String']['output']>;
  /** Owner's web page of the product. */
  productPage?: Maybe<Scalars['String']['output']>;
  /** Status of the GTIN as the owner reports it. */
  status: ProductStatus;
  /** Target markets (ISO 3166 alpha-2 codes, e.g. `PL`). */
  targetMarkets: Array<Scalars['String']['output']>;
};

/** The company owning a GTIN. */
export type ProductCompany = {
  __typename?: 'ProductCompany';
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Company name. */
  name: Scalars['String']['output'];
  /** Tax number (NIP). */
  nip?: Maybe<Scalars['String']['output']>;
  /** Contact phone. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Postal code, 00-000. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street and number. */
  street?: Maybe<Scalars['String']['output']>;
  /** Company web page. */
  webPage?: Maybe<Scalars['String']['output']>;
};

/** Home-page counters. */
export type ProductCounters = {
  __typename?: 'ProductCounters';
  /** Products in the provider's own (Polish) database. */
  productCount: Scalars['Int']['output'];
  /** Products added in the last 7 days. */
  productCountFrom7Days: Scalars['Int']['output'];
};

/** Outcome of `productCounters`. */
export type ProductCountersResult = ProductCounters | RateLimited | ServiceUnavailable;

/** One GTIN of `products` and its answer. */
export type ProductLookup = {
  __typename?: 'ProductLookup';
  /** The GTIN as asked (not padded), so that an invalid one is found in the list. */
  gtin: Scalars['String']['output'];
  /** What `product(gtin:)` answers for it. */
  result: ProductLookupResult;
};

/** Outcome of a single GTIN lookup. */
export type ProductLookupResult = CaptchaRejected | CaptchaRequired | InvalidGtin | LoginRequired | NotFromOrganisation | Product | ProductNotFound | RateLimited | SessionExpired;

/** The answers of `products`. */
export type ProductLookups = {
  __typename?: 'ProductLookups';
  /** One per GTIN asked, in the order asked (a GTIN asked twice is answered twice). */
  lookups: Array<ProductLookup>;
};

/** No product has this GTIN. */
export type ProductNotFound = Problem & {
  __typename?: 'ProductNotFound';
  /** Always `NOT_FOUND`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is left of the caller's lookups after this one (a lookup that finds nothing counts too); null when the catalogue did not say. */
  lookupQuota?: Maybe<LookupQuota>;
  /** 'Nie znaleziono' or the catalogue's own first message. */
  message: Scalars['String']['output'];
};

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

/** Outcome of `products`: the lookups, or why none was made. */
export type ProductsLookupResult = ProductLookups | RateLimited | SessionExpired | TooManyGtins;

/** An amount with its unit. */
export type Quantity = {
  __typename?: 'Quantity';
  /** Unit code or symbol, e.g. `g`, `ml`, `szt`. */
  unit: Scalars['String']['output'];
  /** The number, as the owner gave it (decimal point). */
  value: Scalars['String']['output'];
};

/** Everything a caller can read. */
export type Query = {
  __typename?: 'Query';
  /** What an activation link leads to: whose account, in which company, and which of the three forms to show. */
  activation: ActivationResult;
  /**
   * The package of the active membership's company, for any member (the pricing page offers orders only on
   * Starter); null for a visitor, without an activated membership, or when the session has ended.
   */
  activePackage?: Maybe<SubscriptionPackage>;
  /**
   * Registered companies for platform administrators (permission `registered_company`), 10 a page. The search
   * matches the name, NIP or REGON (the spec's `search_multi_match`).
   */
  adminCompanies: AdminCompaniesResult;
  /** One company in the commercial view, for a platform administrator (`registered_company`). The API key is left out. */
  adminCompany: AdminCompanyResult;
  /** One user of a company by membership id (the spec's admin "user by id"), for a platform administrator (`registered_company`). */
  adminCompanyUser: AdminCompanyUserResult;
  /** Users of one company for a platform administrator (`registered_company`), 10 a page. */
  adminCompanyUsers: AdminCompanyUsersResult;
  /**
   * The analytics and tag-manager scripts the web app loads once a visitor consents to analytics cookies: none unless
   * the gateway is configured (`ANALYTICS_SCRIPT_URL`, `TAG_MANAGER_SCRIPT_URL`). The Content-Security-Policy allows
   * their hosts and no other.
   */
  analyticsScripts: Array<AnalyticsScript>;
  /** What the browser must render to let an anonymous visitor pass the captcha, and whether the session holds a token. */
  captcha: CaptchaState;
  /**
   * Catalogue search, one page per call. Only a GTIN: a single lookup (own database for prefix 590, else the
   * global registry; anonymous visitors need the captcha and count against 30 lookups per 24 h). Any of name,
   * brand, company name, company NIP or GPC: the advanced search over the own database (needs `advanced_search`).
   * Nothing: the whole own database, page by page. Anonymous visitors may only use offsets 0, 15 and 30; members
   * up to 1 000 pages.
   */
  catalogSearch: CatalogSearchResult;
  /** Autocomplete for the search form (needs `advanced_search`): at most 15 values containing `text`. */
  catalogSuggestions: CatalogSuggestionsResult;
  /** The four-level GPC tree (segment › family › class › brick) for the category picker; needs an active membership. */
  categoryTree: CategoryTreeResult;
  /**
   * For a person whose company is already on the platform (the spec's `assign_to_company`): whether their e-mail belongs
   * to its members. A member a colleague added but who has not activated yet gets the activation link e-mailed again.
   * Answers the spec's 'not in the member base' (on `email`) and 'not assigned to this company' (on `regon`) outcomes.
   */
  companyAssignment: CompanyAssignmentResult;
  /** The users of the active membership's company, a page at a time (needs `users_manage`). */
  companyUsers: CompanyUsersResult;
  /** The data pools issues come from: the options of the repository's source filter (`repository`). */
  dataPools: DataPoolsResult;
  /**
   * The database download of a company the viewer acts for (`database_download`): its package, what is left of the
   * download allowance and the state of the newest export. Poll it while `export.state` is `GENERATING`.
   */
  databaseDownload: DatabaseDownloadResult;
  /**
   * This catalogue's GS1 Digital Link resolver: its public web address (the gateway's `PUBLIC_ORIGIN`, else the address
   * this request came to), e.g. `https://katalog.example.pl`. A Digital Link that starts with it (`{address}/01/05901234123457`) leads to the
   * product's card here, and one of a GTIN outside prefix 590 on to the global resolver. Offered as `gs1Codes`'
   * `digitalLinkBase`, beside `https://id.gs1.org`.
   */
  digitalLinkResolver: Scalars['String']['output'];
  /**
   * Whether an e-mail already has an account. A registration with such an e-mail keeps the account's personal data and
   * consents, so the wizard locks those fields; nothing else of the account is disclosed.
   */
  emailCheck: EmailCheckResult;
  /**
   * GS1 2D codes for a GTIN: a GS1 DataMatrix of the element string and a QR code of the GS1 Digital Link URI, with
   * the optional application identifiers given. Demonstration only, not for mass production. Free; needs a signed-in
   * member with `file_sending_to_verification`, and works only for active GTINs from an active licence with product
   * data. Has no side effects, so it is a query (the same input gives the same codes).
   */
  gs1Codes: Gs1CodesResult;
  /** Whether a GTIN lies in a GS1 company prefix licensed to a company (the 2D generator needs it). */
  gtinLicence: GtinLicenceResult;
  /** Whether an issue file is ready to download (`repository`). */
  issueFile: IssueFileResult;
  /**
   * The active membership's company with its package, dates, counters, remaining limits, API key and API
   * documentation links (permission `users_manage`: the services page).
   */
  myCompany: MyCompanyResult;
  /** Whether a NIP is still free for a new company ('NIP występuje już w naszej bazie' when it is not). */
  nipAvailability: NipAvailabilityResult;
  /**
   * The editable content of a page, public. The HTML is stored as the editors saved it; clients must sanitise it
   * before rendering (the web app does, whoever saved it).
   */
  pageContent: PageContent;
  /** Whether a password-reset link can still be used, and for which e-mail. */
  passwordResetLink: PasswordResetLinkResult;
  /**
   * The paid package the active membership's company has ordered and not paid for yet, with who ordered it and when,
   * for every member of the company. It lasts while the API still has the company on Starter (an order is offered only
   * then: a paid package in place means the order was paid), 14 days at most; null when there is none, for a visitor,
   * or without an activated membership.
   */
  pendingOrder?: Maybe<PendingOrder>;
  /**
   * Looks up one GTIN: numbers with prefix 590 in the provider's own database, all others in the global registry.
   * Anonymous visitors need a solved captcha (see `captcha`) and are limited to 30 lookups per 24 hours; the
   * global registry needs a signed-in member. Every expected outcome is a member of the result union.
   */
  product: ProductLookupResult;
  /** Public counters for the home page. Cached briefly by the gateway; `ServiceUnavailable` while the catalogue cannot answer. */
  productCounters: ProductCountersResult;
  /**
   * Looks up to 100 GTINs in one field (a delivery note, a price list): each as `product` looks up one, answered with
   * the same union, in the order asked. Each GTIN is one lookup: it takes what `product` takes from the caller's
   * budget (`@rateLimit`: its cost per GTIN) and is one call to the catalogue, which counts it against the caller's
   * lookups (a GTIN asked twice is looked up once). More than 100: `TooManyGtins`, nothing looked up.
   */
  products: ProductsLookupResult;
  /**
   * The caller's operation budget, as GitHub's `rateLimit` reports it: what this operation costs and what is left
   * after it. Reading it costs nothing and answers even when the budget is used up.
   */
  rateLimit?: Maybe<RateLimit>;
  /**
   * Step one of the registration wizard: what the platform and the company registry know of a REGON. A company in the
   * registry comes prefilled (the wizard locks its fields); one the registry does not know is filled in by hand; a
   * company already on the platform stops the wizard ('company exists' or 'unfinished registration').
   */
  registrationCompany: RegistrationCompanyResult;
  /** Companies for the repository's company filter (`repository`): up to 20 whose name contains the text. */
  repositoryCompanies: RepositoryCompaniesResult;
  /**
   * The repository of GTIN issues (`repository`): matching issues grouped by company, data pool, error type, status
   * and assignee, newest first, 10 rows a page. Abandoned issues appear only with `showAbandoned`.
   */
  repositoryIssues: RepositoryIssuesResult;
  /** The signed-in person's data and consents in their active membership (needs `user_data`). */
  userData: UserDataResult;
  /**
   * The files the active company sent for verification ('Raporty'), newest first. Needs the
   * `file_sending_to_verification` permission. Uploads go to `POST /files/verification` (multipart `description`,
   * then `file`); results download from `VerificationFile.downloadUrl`.
   */
  verificationFiles: VerificationFilesResult;
  /**
   * The 'Weryfikuj dane' page: its text from the CMS (HTML as the editors saved it; sanitise before rendering) and,
   * for a member, whether their company has a file being verified. Public.
   */
  verificationPage: VerificationPage;
  /**
   * The signed-in person with their memberships and the active one, or null for an anonymous visitor.
   * Browsers are identified by the `__Host-sid` session cookie; integrators by `Authorization: Bearer <access token>`.
   */
  viewer?: Maybe<Viewer>;
};


/** Everything a caller can read. */
export type QueryActivationArgs = {
  activationId: Scalars['ID']['input'];
};


/** Everything a caller can read. */
export type QueryAdminCompaniesArgs = {
  descending?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: CompanySortField;
};


/** Everything a caller can read. */
export type QueryAdminCompanyArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a caller can read. */
export type QueryAdminCompanyUserArgs = {
  companyId: Scalars['ID']['input'];
  membershipId: Scalars['ID']['input'];
};


/** Everything a caller can read. */
export type QueryAdminCompanyUsersArgs = {
  companyId: Scalars['ID']['input'];
  descending?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  sort?: CompanyUserSortField;
};


/** Everything a caller can read. */
export type QueryCatalogSearchArgs = {
  filter?: CatalogFilter;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


/** Everything a caller can read. */
export type QueryCatalogSuggestionsArgs = {
  field: SuggestionField;
  text: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryCompanyAssignmentArgs = {
  email: Scalars['String']['input'];
  regon: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryCompanyUsersArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** Everything a caller can read. */
export type QueryDatabaseDownloadArgs = {
  companyId: Scalars['ID']['input'];
};


/** Everything a caller can read. */
export type QueryEmailCheckArgs = {
  email: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryGs1CodesArgs = {
  input: Gs1CodesInput;
};


/** Everything a caller can read. */
export type QueryGtinLicenceArgs = {
  gtin: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryIssueFileArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a caller can read. */
export type QueryNipAvailabilityArgs = {
  nip: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryPageContentArgs = {
  page: EditablePage;
};


/** Everything a caller can read. */
export type QueryPasswordResetLinkArgs = {
  resetId: Scalars['ID']['input'];
};


/** Everything a caller can read. */
export type QueryProductArgs = {
  gtin: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryProductsArgs = {
  gtins: Array<Scalars['String']['input']>;
};


/** Everything a caller can read. */
export type QueryRegistrationCompanyArgs = {
  regon: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryRepositoryCompaniesArgs = {
  name?: Scalars['String']['input'];
};


/** Everything a caller can read. */
export type QueryRepositoryIssuesArgs = {
  filter?: IssueFilterInput;
  page?: Scalars['Int']['input'];
};

/** One operation budget of the caller: the binding one, i.e. the one with the fewest points left. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** Which budget this is. */
  budget: RateLimitBudget;
  /** Points this operation takes: the `@rateLimit(cost)` of each root field it selects (per item of a `perItemOf` list). */
  cost: Scalars['Int']['output'];
  /** Points in a window. */
  limit: Scalars['Int']['output'];
  /** Points left in the current window, after this operation's. */
  remaining: Scalars['Int']['output'];
  /** When the current window ends and the budget is whole again. */
  resetAt: Scalars['DateTime']['output'];
  /** Points used in the current window, this operation's included. */
  used: Scalars['Int']['output'];
};

/** The budgets the gateway keeps. */
export type RateLimitBudget =
  /** The client address: all bearer tokens from it together (`RATE_LIMIT_BEARER_ADDRESS`), or a visitor without a session (`RATE_LIMIT_ANONYMOUS`). */
  | 'ADDRESS'
  /** A signed-in browser session (`RATE_LIMIT_SESSION`). */
  | 'SESSION'
  /** An integrator's bearer token (`RATE_LIMIT_BEARER`). */
  | 'TOKEN'
  /** All signed-in browser sessions of one person (`RATE_LIMIT_USER`). */
  | 'USER';

/**
 * A limit is used up: the catalogue's lookup limit (30 per 24 h for anonymous visitors, the package's for members),
 * or one of the gateway's own (login attempts per account and per address, operations per address for anonymous
 * visitors, per token for integrators). Nothing was sent to the catalogue.
 */
export type RateLimited = Problem & {
  __typename?: 'RateLimited';
  /** Always `RATE_LIMITED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Whether the limit applied to a signed-in member or integrator (true) or an anonymous visitor (false). */
  member: Scalars['Boolean']['output'];
  /** Lookup limit: anonymous, register to continue; member, use the Verify data service. Gateway limits: try again later. */
  message: Scalars['String']['output'];
  /** When the limit resets: always for the gateway's limits, for the catalogue's when it said so. */
  resetsAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Outcome of `register`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type RegisterResult = CompanyExists | NipTaken | RateLimited | RegistrationCompleted | RegistrationUnfinished | ValidationFailed;

/** The company being registered. */
export type RegistrationCompanyInput = {
  /** City, at most 130 characters. */
  city: Scalars['String']['input'];
  /** What the company does. */
  companyProfile: CompanyProfile;
  /** Country; only Polska. */
  country?: Scalars['String']['input'];
  /** Voivodeship. */
  district: Voivodeship;
  /** Registered name, at most 130 characters. */
  name: Scalars['String']['input'];
  /** NIP, 10 digits with a valid check digit; dashes allowed. */
  nip: Scalars['String']['input'];
  /** Postal code, 00-000. */
  postalCode: Scalars['String']['input'];
  /** Why it registers; at least one. */
  registrationPurposes: Array<RegistrationPurpose>;
  /** REGON, 9 or 14 digits with a valid check digit. */
  regon: Scalars['String']['input'];
  /** Street and number, at most 130 characters. */
  street: Scalars['String']['input'];
  /** Web page, at most 130 characters. */
  webPage?: InputMaybe<Scalars['String']['input']>;
};

/** Outcome of `registrationCompany`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type RegistrationCompanyResult = CompanyExists | CompanyNotInRegistry | RateLimited | RegistrationUnfinished | RegistryCompany | ValidationFailed;

/** The company is registered; the activation link is on its way. */
export type RegistrationCompleted = {
  __typename?: 'RegistrationCompleted';
  /** Id of the new company. */
  companyId: Scalars['ID']['output'];
  /** Id of the new, not yet activated membership (the authorisation attachment is sent for it). */
  membershipId: Scalars['ID']['output'];
  /** 'Company created' message to show. */
  message: Scalars['String']['output'];
  /** The package given at registration. */
  subscription: RegistrationSubscription;
};

/** What the person types when registering a company. */
export type RegistrationInput = {
  /** The company. */
  company: RegistrationCompanyInput;
  /** The person declares they represent the company; must be true. */
  isCompanyRepresentative: Scalars['Boolean']['input'];
  /** The person, who becomes the company's first administrator. */
  user: RegistrationUserInput;
};

/** Why the company registers; at least one is needed. */
export type RegistrationPurpose =
  /** Checking many GTINs from a file. */
  | 'CHECK_MULTIPLE_GTINS'
  /** Verifying the company's own GTINs. */
  | 'CHECK_MY_GTINS'
  /** Checking single GTINs. */
  | 'CHECK_SINGLE_GTIN'
  /** Downloading the database. */
  | 'DOWNLOAD_DATABASE'
  /** Generating 2D codes. */
  | 'GENERATE_CODE_QR'
  /** Using the catalogue search. */
  | 'USE_SEARCH';

/** The package a new company starts with. */
export type RegistrationSubscription = {
  __typename?: 'RegistrationSubscription';
  /** First day (`YYYY-MM-DD`). */
  begins?: Maybe<Scalars['String']['output']>;
  /** Last day (`YYYY-MM-DD`). */
  ends?: Maybe<Scalars['String']['output']>;
  /** Package code (`free`, the Starter package). */
  name: Scalars['String']['output'];
};

/** The company was registered but not activated yet ('unfinished registration': the activation link was e-mailed). */
export type RegistrationUnfinished = Problem & {
  __typename?: 'RegistrationUnfinished';
  /** Always `REGISTRATION_UNFINISHED`. */
  code: ProblemCode;
  /** `["regon"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The person registering the company. */
export type RegistrationUserInput = {
  /** E-mail; compared lower-cased. An e-mail that already has an account keeps that account's data. */
  email: Scalars['String']['input'];
  /** Personal data, statute and consents of a new account; null when the e-mail already has an account. */
  newAccount?: InputMaybe<NewAccountInput>;
};

/** A company as the registry knows it; the wizard prefills these fields and locks them. */
export type RegistryCompany = {
  __typename?: 'RegistryCompany';
  /** City. */
  city?: Maybe<Scalars['String']['output']>;
  /** Country (Polska). */
  country: Scalars['String']['output'];
  /** Voivodeship; null when the registry names none of the 16. */
  district?: Maybe<Voivodeship>;
  /** Registered name. */
  name: Scalars['String']['output'];
  /** NIP, 10 digits. */
  nip: Scalars['String']['output'];
  /** Postal code, 00-000. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** REGON. */
  regon: Scalars['String']['output'];
  /** Street and number. */
  street?: Maybe<Scalars['String']['output']>;
};

/** What is left of the package. */
export type RemainingLimits = {
  __typename?: 'RemainingLimits';
  /** Download and API records left: the package's api limit minus the csv and api counters; null means no limit. */
  download?: Maybe<Scalars['Int']['output']>;
  /** Free verifications left this year. */
  freeVerification: Scalars['Int']['output'];
  /** Verifications left; null means no limit. */
  verification?: Maybe<Scalars['Int']['output']>;
};

/** Outcome of `repositoryCompanies`. */
export type RepositoryCompaniesResult = CompanyOptions | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired;

/** Outcome of `repositoryIssues`. */
export type RepositoryIssuesResult = IssuePage | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** Outcome of `requestPasswordReset`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type RequestPasswordResetResult = PasswordResetRequested | RateLimited | UnknownAccountEmail | ValidationFailed;

/** A new password from a reset link. */
export type ResetPasswordInput = {
  /** New password. */
  password: Scalars['String']['input'];
  /** The new password again. */
  passwordRepeat: Scalars['String']['input'];
  /** The link's id. */
  resetId: Scalars['ID']['input'];
};

/** Outcome of `resetPassword`. `RateLimited`: too many operations from this address in a short time; nothing was asked upstream. */
export type ResetPasswordResult = LinkExpired | PasswordReset | RateLimited | ValidationFailed;

/** Outcome of `savePageContent`. */
export type SavePageContentResult = LoginRequired | NoActiveMembership | PageContent | PermissionDenied | SessionExpired | ValidationFailed;

/** How the gateway answered a search. */
export type SearchMode =
  /** Name, brand, company, NIP or GPC filters over the own database. */
  | 'ADVANCED'
  /** No filter: the own database page by page. */
  | 'BASIC'
  /** Only a GTIN: a single lookup. */
  | 'SINGLE';

/** The selection has more products than the package has left. */
export type SelectionExceedsLimit = Problem & {
  __typename?: 'SelectionExceedsLimit';
  /** Always `SELECTION_EXCEEDS_LIMIT`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The catalogue cannot answer right now (unreachable, failing or answering what the gateway cannot read); try again later. */
export type ServiceUnavailable = Problem & {
  __typename?: 'ServiceUnavailable';
  /** Always `SERVICE_UNAVAILABLE`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message saying what is unavailable. */
  message: Scalars['String']['output'];
};

/** The signed-in session has ended; the browser should show the login page. */
export type SessionExpired = Problem & {
  __typename?: 'SessionExpired';
  /** Always `SESSION_EXPIRED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message asking the person to sign in again. */
  message: Scalars['String']['output'];
};

/** Outcome of `setCompanyDownloadAccess`. */
export type SetCompanyDownloadAccessResult = CompanyDetails | CompanyNotFound | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | ValidationFailed;

/** A new role for a user of the company. */
export type SetUserPermissionInput = {
  /** Membership id. */
  membershipId: Scalars['ID']['input'];
  /** The new role. */
  permissionGroup: PermissionGroup;
};

/** Outcome of `setUserPermission`. */
export type SetUserPermissionResult = CompanyUser | LastRepresentative | LoginRequired | MembershipNotFound | NoActiveMembership | OwnMembership | PermissionDenied | PermissionNotChanged | SessionExpired | ValidationFailed;

/** Outcome of `submitCaptcha`. */
export type SubmitCaptchaResult = CaptchaRejected | CaptchaState | RateLimited;

/** The order was placed; the payment details are on their way by e-mail. */
export type SubscriptionOrdered = {
  __typename?: 'SubscriptionOrdered';
  /** Polish confirmation. */
  message: Scalars['String']['output'];
  /** The ordered package. */
  package: SubscriptionPackage;
  /** The pending order this one replaces (an administrator ordered another package), or null. */
  replaces?: Maybe<PendingOrder>;
};

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

/** Outcome of `switchMembership`. */
export type SwitchMembershipResult = LoginRequired | MembershipNotAvailable | SessionExpired | Viewer;

/** More GTINs than one `products` field takes: split the list. */
export type TooManyGtins = Problem & {
  __typename?: 'TooManyGtins';
  /** Always `TOO_MANY_GTINS`. */
  code: ProblemCode;
  /** Always `["gtins"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** The most GTINs one field takes (100). */
  max: Scalars['Int']['output'];
  /** Polish message naming the limit. */
  message: Scalars['String']['output'];
};

/** Too many products match: refine the filters or download the database. */
export type TooManyResults = Problem & {
  __typename?: 'TooManyResults';
  /** Always `TOO_MANY_RESULTS`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** How many products match, when the catalogue said. */
  matchCount?: Maybe<Scalars['Int']['output']>;
  /** Polish message pointing to narrower filters or the database download. */
  message: Scalars['String']['output'];
};

/** No active account has this e-mail. */
export type UnknownAccountEmail = Problem & {
  __typename?: 'UnknownAccountEmail';
  /** Always `UNKNOWN_ACCOUNT_EMAIL`. */
  code: ProblemCode;
  /** `["input", "email"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Podany adres e-mail nie pasuje do żadnego konta na platformie'. */
  message: Scalars['String']['output'];
};

/** Outcome of `updateUserData`. */
export type UpdateUserDataResult = LastRepresentative | LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | UserData | ValidationFailed;

/**
 * The API could not take a verification file: it failed (5xx), was too slow, or refused it without a reason the form
 * knows (HTTP 502 or 500 from `POST /files/verification`). Nothing was kept; the person may send the file again later.
 */
export type UploadFailed = Problem & {
  __typename?: 'UploadFailed';
  /** Always `UPLOAD_FAILED`. */
  code: ProblemCode;
  /** `["file"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Błąd podczas wysyłania pliku, prosimy spróbować później'. */
  message: Scalars['String']['output'];
};

/** An upload cut because its body stopped or moved too slowly (HTTP 408 from a `/files` upload route). */
export type UploadTooSlow = Problem & {
  __typename?: 'UploadTooSlow';
  /** Always `UPLOAD_TOO_SLOW`. */
  code: ProblemCode;
  /** The multipart name of the file part. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** Another upload waits for one of this person's uploads in progress to finish (HTTP 429 from a `/files` upload route). */
export type UploadsInProgress = Problem & {
  __typename?: 'UploadsInProgress';
  /** Always `UPLOADS_IN_PROGRESS`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Uploads a person may have in progress at a time (`UPLOADS_PER_USER`). */
  limit: Scalars['Int']['output'];
  /** Polish message naming the limit. */
  message: Scalars['String']['output'];
};

/** Usage counters. */
export type UsageCounters = {
  __typename?: 'UsageCounters';
  /** Records read through the API. */
  api: Scalars['Int']['output'];
  /** Records downloaded as the database. */
  csv: Scalars['Int']['output'];
  /** Products verified under the free allowance. */
  freeVerified: Scalars['Int']['output'];
  /** Products verified under a paid package. */
  verified: Scalars['Int']['output'];
};

/** A person's account. */
export type User = {
  __typename?: 'User';
  /** When the account was created. */
  dateJoined?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail address (lower case). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Upstream user id. */
  id: Scalars['ID']['output'];
  /** Last sign-in. */
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Mobile phone, `+48` and nine digits, when given. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

/** The person is already an active member of the company ('Taki użytkownik istnieje już w firmie'). */
export type UserAlreadyInCompany = Problem & {
  __typename?: 'UserAlreadyInCompany';
  /** Always `USER_ALREADY_IN_COMPANY`. */
  code: ProblemCode;
  /** `["input", "email"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The person was already invited and has not activated yet. */
export type UserAlreadyInvited = Problem & {
  __typename?: 'UserAlreadyInvited';
  /** Always `USER_ALREADY_INVITED`. */
  code: ProblemCode;
  /** `["input", "email"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The signed-in person's data in their active membership. */
export type UserData = {
  __typename?: 'UserData';
  /** Consent to marketing by e-mail. */
  agreeToMarketingEmails: Scalars['Boolean']['output'];
  /** Consent to marketing phone calls. */
  agreeToMarketingPhones: Scalars['Boolean']['output'];
  /** Consent to commercial information by e-mail. */
  agreeToSellingEmails: Scalars['Boolean']['output'];
  /** Consent to commercial phone calls. */
  agreeToSellingPhones: Scalars['Boolean']['output'];
  /** Consent to sharing the data with partners. */
  agreeToSharingData: Scalars['Boolean']['output'];
  /** Whether the statute is accepted. */
  confirmedStatute: Scalars['Boolean']['output'];
  /** When the account was created. */
  dateJoined?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail (not changeable). */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Whether the person represents the company. */
  isCompanyRepresentative: Scalars['Boolean']['output'];
  /** Last sign-in. */
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** The membership the data was read in. */
  membershipId: Scalars['ID']['output'];
  /** `updateUserData`'s answer: 'Dane użytkownika zostały zapisane.' (the spec's UPDATE_USER_DATA_SUCCESS); empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** Role in the company; only a location_admin may change the representative flag. */
  permissionGroup: PermissionGroup;
  /** Mobile phone, `+48` and nine digits. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

/** The signed-in person's data to save. */
export type UserDataInput = {
  /** Consent to marketing by e-mail. */
  agreeToMarketingEmails: Scalars['Boolean']['input'];
  /** Consent to marketing phone calls. */
  agreeToMarketingPhones: Scalars['Boolean']['input'];
  /** Consent to commercial information by e-mail. */
  agreeToSellingEmails: Scalars['Boolean']['input'];
  /** Consent to commercial phone calls. */
  agreeToSellingPhones: Scalars['Boolean']['input'];
  /** Consent to sharing the data with partners. */
  agreeToSharingData: Scalars['Boolean']['input'];
  /** The statute is accepted; must be true. */
  confirmedStatute: Scalars['Boolean']['input'];
  /** First name, 2–50 characters. */
  firstName: Scalars['String']['input'];
  /** The representative flag; only a location_admin may send it (null leaves it as it is). */
  isCompanyRepresentative?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name, 2–50 characters. */
  lastName: Scalars['String']['input'];
  /** Mobile phone, `+48` and nine digits. */
  phoneNumber: Scalars['String']['input'];
};

/** Outcome of `userData`. */
export type UserDataResult = LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | UserData;

/** The account exists but is not assigned to this company. */
export type UserNotAssigned = Problem & {
  __typename?: 'UserNotAssigned';
  /** Always `USER_NOT_ASSIGNED`. */
  code: ProblemCode;
  /** `["regon"]`: the e-mail has an account; the company is the one it does not belong to. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** Input failed validation; each entry maps onto one form field. */
export type ValidationFailed = Problem & {
  __typename?: 'ValidationFailed';
  /** Always `VALIDATION_FAILED`. */
  code: ProblemCode;
  /** Not set: see `problems`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** General message: 'Błędne wypełnienie formularza, prosimy spróbować ponownie'. */
  message: Scalars['String']['output'];
  /** The failures, one per field. */
  problems: Array<FieldProblem>;
};

/** One uploaded product file and the state of its verification. */
export type VerificationFile = {
  __typename?: 'VerificationFile';
  /** Until when the result can be downloaded (30 days after the upload). */
  availableUntil: Scalars['DateTime']['output'];
  /** The comment sent with it. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Path of the gateway route that downloads the result (`GET`, same-origin, session cookie); null until it is ready or once it has expired. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** Why the verification failed (`ERROR`), in Polish as the API words it; null for other statuses or when the API gives no reason. */
  errorReason?: Maybe<Scalars['String']['output']>;
  /** The file's name as it was sent. */
  fileName: Scalars['String']['output'];
  /** Identifier of the upload. */
  id: Scalars['ID']['output'];
  /** The upload route's answer (`POST /files/verification`): the spec's FILE_UPLOADED message; empty when read (a non-null `String!` like `Problem.message`, so both select as `message`). */
  message: Scalars['String']['output'];
  /** Where its verification stands. */
  status: VerificationStatus;
  /** The API's raw `processingStatus` (-1, 0, 1, 2; anything else is `UNKNOWN`). */
  statusCode: Scalars['Int']['output'];
  /** A ready file's result rows counted by what was found; null until it is ready or when the API gives no summary (the result file still has every row). */
  summary?: Maybe<VerificationSummary>;
  /** E-mail of the person who sent it. */
  userEmail?: Maybe<Scalars['String']['output']>;
};

/** The active company's verification files. */
export type VerificationFileList = {
  __typename?: 'VerificationFileList';
  /** True while a file is new or processing (poll until false; a new upload is refused meanwhile). */
  fileInProcess: Scalars['Boolean']['output'];
  /** Newest first. */
  files: Array<VerificationFile>;
};

/** Outcome of listing the verification files. */
export type VerificationFilesResult = LoginRequired | NoActiveMembership | PermissionDenied | SessionExpired | VerificationFileList;

/** An upload refused because the package's verification limit is used up (upload route, HTTP 401 upstream). */
export type VerificationLimitReached = Problem & {
  __typename?: 'VerificationLimitReached';
  /** Always `VERIFICATION_LIMIT_REACHED`. */
  code: ProblemCode;
  /** Not set. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** Polish message. */
  message: Scalars['String']['output'];
};

/** The verification page. */
export type VerificationPage = {
  __typename?: 'VerificationPage';
  /** The page's HTML from the CMS (`verify-data`); empty when none was saved. */
  content: Scalars['String']['output'];
  /** True when the active company has a file that is new or processing: a second upload would be refused. */
  fileInProcess: Scalars['Boolean']['output'];
};

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

/** How many of a verified file's rows ended in each result (the `status` column of the result file). */
export type VerificationSummary = {
  __typename?: 'VerificationSummary';
  /** GTINs of active products ('Aktywny'). */
  active: Scalars['Int']['output'];
  /** GTINs of inactive products ('Nieaktywny'). */
  inactive: Scalars['Int']['output'];
  /** Values that are not a GTIN (wrong length, characters or check digit). */
  invalidGtin: Scalars['Int']['output'];
  /** GTINs not checked because the package's verification limit ran out. */
  limitExceeded: Scalars['Int']['output'];
  /** Well-formed GTINs not found in the provider's database. */
  notFound: Scalars['Int']['output'];
  /** GTINs of withdrawn products ('Wycofany'). */
  withdrawn: Scalars['Int']['output'];
};

/** The signed-in person, as the session sees them. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The membership the person acts in: the chosen one, else the first activated one; null when none is activated. */
  activeMembership?: Maybe<Membership>;
  /** All memberships of the account, activated or not. */
  memberships: Array<Membership>;
  /** Permissions of the active membership (empty without one). */
  permissions: Array<Scalars['String']['output']>;
  /** The account. */
  user: User;
};

/** One of the 16 voivodeships (the company's `district`). */
export type Voivodeship =
  /** dolnośląskie */
  | 'DOLNOSLASKIE'
  /** kujawsko-pomorskie */
  | 'KUJAWSKO_POMORSKIE'
  /** łódzkie */
  | 'LODZKIE'
  /** lubelskie */
  | 'LUBELSKIE'
  /** lubuskie */
  | 'LUBUSKIE'
  /** małopolskie */
  | 'MALOPOLSKIE'
  /** mazowieckie */
  | 'MAZOWIECKIE'
  /** opolskie */
  | 'OPOLSKIE'
  /** podkarpackie */
  | 'PODKARPACKIE'
  /** podlaskie */
  | 'PODLASKIE'
  /** pomorskie */
  | 'POMORSKIE'
  /** śląskie */
  | 'SLASKIE'
  /** świętokrzyskie */
  | 'SWIETOKRZYSKIE'
  /** warmińsko-mazurskie */
  | 'WARMINSKO_MAZURSKIE'
  /** wielkopolskie */
  | 'WIELKOPOLSKIE'
  /** zachodniopomorskie */
  | 'ZACHODNIOPOMORSKIE';

/** The current password given is wrong ('Nieprawidłowe bieżące hasło'). */
export type WrongCurrentPassword = Problem & {
  __typename?: 'WrongCurrentPassword';
  /** Always `WRONG_CURRENT_PASSWORD`. */
  code: ProblemCode;
  /** `["input", "oldPassword"]`. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** 'Nieprawidłowe bieżące hasło'. */
  message: Scalars['String']['output'];
};
