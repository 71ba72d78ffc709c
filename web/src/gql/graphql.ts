/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The activation form. Which fields are needed depends on `variant`: FULL all, PASSWORD the password pair, BUTTON none. */
export type ActivateAccountInput = {
  /** The link's id. */
  activationId: string | number;
  /** Consent to marketing by e-mail (FULL). */
  agreeToMarketingEmails?: boolean | null | undefined;
  /** Consent to marketing phone calls (FULL). */
  agreeToMarketingPhones?: boolean | null | undefined;
  /** Consent to commercial information by e-mail (FULL). */
  agreeToSellingEmails?: boolean | null | undefined;
  /** Consent to commercial phone calls (FULL). */
  agreeToSellingPhones?: boolean | null | undefined;
  /** Consent to sharing the data with partners (FULL). */
  agreeToSharingData?: boolean | null | undefined;
  /** The statute is accepted (FULL). */
  confirmedStatute?: boolean | null | undefined;
  /** First name (FULL). */
  firstName?: string | null | undefined;
  /** Last name (FULL). */
  lastName?: string | null | undefined;
  /** New password (FULL, PASSWORD). */
  password?: string | null | undefined;
  /** The new password again (FULL, PASSWORD). */
  passwordRepeat?: string | null | undefined;
  /** Mobile phone, `+48` and nine digits (FULL). */
  phoneNumber?: string | null | undefined;
  /** The variant `activation` answered. */
  variant: ActivationVariant;
};

/** Which activation form a link needs. */
export type ActivationVariant =
  /** The account is already in use in another company: a confirmation only. */
  | 'BUTTON'
  /** The account has no personal data yet: names, phone, password, statute and consents. */
  | 'FULL'
  /** The account has its data but no password yet: a new password only. */
  | 'PASSWORD';

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

/** A password change of the signed-in person. */
export type ChangePasswordInput = {
  /** New password. */
  newPassword: string;
  /** The new password again. */
  newPasswordRepeat: string;
  /** The current password. */
  oldPassword: string;
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

/** An invitation to the company. */
export type InviteUserInput = {
  /** E-mail of the person to invite. */
  email: string;
  /** Role to give; the screen proposes LOCATION_USER. */
  permissionGroup: PermissionGroup;
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

/** Personal data of a person who has no account yet. */
export type NewAccountInput = {
  /** Consent to marketing by e-mail. */
  agreeToMarketingEmails: boolean;
  /** Consent to marketing phone calls. */
  agreeToMarketingPhones: boolean;
  /** Consent to commercial information by e-mail. */
  agreeToSellingEmails: boolean;
  /** Consent to commercial phone calls. */
  agreeToSellingPhones: boolean;
  /** Consent to sharing the data with partners. */
  agreeToSharingData: boolean;
  /** The statute is accepted; must be true. */
  confirmedStatute: boolean;
  /** First name, 2–50 characters. */
  firstName: string;
  /** Last name, 2–50 characters. */
  lastName: string;
  /** Mobile phone, `+48` and nine digits (the mask's spaces and dashes are ignored). */
  phoneNumber: string;
};

/** Where the reset link goes. */
export type PasswordResetRequestInput = {
  /** The account's e-mail. */
  email: string;
};

/** Role of a user within a company. */
export type PermissionGroup =
  /** 'Administrator podmiotu': may invite, change roles and remove users. */
  | 'LOCATION_ADMIN'
  /** Standard user. */
  | 'LOCATION_USER';

/** Closed set of expected failures the gateway reports as data. */
export type ProblemCode =
  /** The membership of this activation link is already active. */
  | 'ACCOUNT_ALREADY_ACTIVE'
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
  /** Too many products match; refine the filters or download the database. */
  | 'TOO_MANY_RESULTS'
  /** No active account has this e-mail. */
  | 'UNKNOWN_ACCOUNT_EMAIL'
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

/** The company being registered. */
export type RegistrationCompanyInput = {
  /** City, at most 130 characters. */
  city: string;
  /** What the company does. */
  companyProfile: CompanyProfile;
  /** Country; only Polska. */
  country?: string;
  /** Voivodeship. */
  district: Voivodeship;
  /** Registered name, at most 130 characters. */
  name: string;
  /** NIP, 10 digits with a valid check digit; dashes allowed. */
  nip: string;
  /** Postal code, 00-000. */
  postalCode: string;
  /** Why it registers; at least one. */
  registrationPurposes: Array<RegistrationPurpose>;
  /** REGON, 9 or 14 digits with a valid check digit. */
  regon: string;
  /** Street and number, at most 130 characters. */
  street: string;
  /** Web page, at most 130 characters. */
  webPage?: string | null | undefined;
};

/** What the person types when registering a company. */
export type RegistrationInput = {
  /** The company. */
  company: RegistrationCompanyInput;
  /** The person declares they represent the company; must be true. */
  isCompanyRepresentative: boolean;
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

/** The person registering the company. */
export type RegistrationUserInput = {
  /** E-mail; compared lower-cased. An e-mail that already has an account keeps that account's data. */
  email: string;
  /** Personal data, statute and consents of a new account; null when the e-mail already has an account. */
  newAccount?: NewAccountInput | null | undefined;
};

/** A new password from a reset link. */
export type ResetPasswordInput = {
  /** New password. */
  password: string;
  /** The new password again. */
  passwordRepeat: string;
  /** The link's id. */
  resetId: string | number;
};

/** How the gateway answered a search. */
export type SearchMode =
  /** Name, brand, company, NIP or GPC filters over the own database. */
  | 'ADVANCED'
  /** No filter: the own database page by page. */
  | 'BASIC'
  /** Only a GTIN: a single lookup. */
  | 'SINGLE';

/** A new role for a user of the company. */
export type SetUserPermissionInput = {
  /** Membership id. */
  membershipId: string | number;
  /** The new role. */
  permissionGroup: PermissionGroup;
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

/** The signed-in person's data to save. */
export type UserDataInput = {
  /** Consent to marketing by e-mail. */
  agreeToMarketingEmails: boolean;
  /** Consent to marketing phone calls. */
  agreeToMarketingPhones: boolean;
  /** Consent to commercial information by e-mail. */
  agreeToSellingEmails: boolean;
  /** Consent to commercial phone calls. */
  agreeToSellingPhones: boolean;
  /** Consent to sharing the data with partners. */
  agreeToSharingData: boolean;
  /** The statute is accepted; must be true. */
  confirmedStatute: boolean;
  /** First name, 2–50 characters. */
  firstName: string;
  /** The representative flag; only a location_admin may send it (null leaves it as it is). */
  isCompanyRepresentative?: boolean | null | undefined;
  /** Last name, 2–50 characters. */
  lastName: string;
  /** Mobile phone, `+48` and nine digits. */
  phoneNumber: string;
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

export type ActivationLinkQueryVariables = Exact<{
  activationId: string | number;
}>;


export type ActivationLinkQuery = { activation:
    | { __typename: 'AccountAlreadyActive', message: string }
    | { __typename: 'Activation', activationId: string, variant: ActivationVariant, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null, companyName: string }
    | { __typename: 'LinkExpired', message: string }
   };

export type ActivateAccountMutationVariables = Exact<{
  input: ActivateAccountInput;
}>;


export type ActivateAccountMutation = { activateAccount:
    | { __typename: 'AccountActivated', email: string, message: string }
    | { __typename: 'AccountAlreadyActive', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LinkExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'PasswordResetRequested', message: string }
    | { __typename: 'UnknownAccountEmail', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type PasswordResetLinkQueryVariables = Exact<{
  resetId: string | number;
}>;


export type PasswordResetLinkQuery = { passwordResetLink:
    | { __typename: 'LinkExpired', message: string }
    | { __typename: 'PasswordResetLink', email: string }
   };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'LinkExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PasswordReset', message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword:
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PasswordChanged', message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
    | { __typename: 'WrongCurrentPassword', code: ProblemCode, message: string, field: Array<string> | null }
   };

export type RegistrationCompanyQueryVariables = Exact<{
  regon: string;
}>;


export type RegistrationCompanyQuery = { registrationCompany:
    | { __typename: 'CompanyExists', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'CompanyNotInRegistry', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RegistrationUnfinished', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RegistryCompany', regon: string, nip: string, name: string, street: string | null, city: string | null, postalCode: string | null, district: Voivodeship | null, country: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type NipAvailabilityQueryVariables = Exact<{
  nip: string;
}>;


export type NipAvailabilityQuery = { nipAvailability:
    | { __typename: 'NipAvailable' }
    | { __typename: 'NipTaken', message: string }
    | { __typename: 'ValidationFailed', message: string }
   };

export type EmailCheckQueryVariables = Exact<{
  email: string;
}>;


export type EmailCheckQuery = { emailCheck:
    | { __typename: 'EmailCheck', email: string, accountExists: boolean }
    | { __typename: 'ValidationFailed' }
   };

export type RegisterMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'CompanyExists', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NipTaken', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RegistrationCompleted', membershipId: string, message: string }
    | { __typename: 'RegistrationUnfinished', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type UserDataForm_UserDataFragment = { id: string, membershipId: string, email: string, firstName: string, lastName: string, phoneNumber: string | null, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, confirmedStatute: boolean, agreeToSellingEmails: boolean, agreeToSellingPhones: boolean, agreeToSharingData: boolean, agreeToMarketingEmails: boolean, agreeToMarketingPhones: boolean };

export type UserDataPageQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDataPageQuery = { userData:
    | { __typename: 'LoginRequired', message: string }
    | { __typename: 'PermissionDenied', message: string }
    | { __typename: 'SessionExpired', message: string }
    | { __typename: 'UserData', id: string, membershipId: string, email: string, firstName: string, lastName: string, phoneNumber: string | null, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, confirmedStatute: boolean, agreeToSellingEmails: boolean, agreeToSellingPhones: boolean, agreeToSharingData: boolean, agreeToMarketingEmails: boolean, agreeToMarketingPhones: boolean }
  , viewer: { user: { id: string }, memberships: Array<{ id: string, activated: boolean, activationDate: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, company: { id: string, name: string, nip: string | null } }>, activeMembership: { id: string } | null } | null };

export type UpdateUserDataMutationVariables = Exact<{
  input: UserDataInput;
}>;


export type UpdateUserDataMutation = { updateUserData:
    | { __typename: 'LastRepresentative', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'UserData', id: string, membershipId: string, email: string, firstName: string, lastName: string, phoneNumber: string | null, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, confirmedStatute: boolean, agreeToSellingEmails: boolean, agreeToSellingPhones: boolean, agreeToSharingData: boolean, agreeToMarketingEmails: boolean, agreeToMarketingPhones: boolean }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

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
    | { __typename: 'AdminCompanyUsersPage', totalCount: number, page: number, pageSize: number, users: Array<{ id: string, isSelf: boolean, email: string, firstName: string, lastName: string, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean }> }
    | { __typename: 'CompanyNotFound', code: ProblemCode, message: string }
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
    | { __typename: 'LastRepresentative', code: ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'MembershipDeleted', membershipId: string, message: string }
    | { __typename: 'MembershipNotFound', code: ProblemCode, message: string }
    | { __typename: 'OwnMembership', code: ProblemCode, message: string }
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

export type UsersTable_UserFragment = { id: string, email: string, firstName: string, lastName: string, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, activated: boolean, isSelf: boolean };

export type CompanyUsersQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type CompanyUsersQuery = { companyUsers:
    | { __typename: 'CompanyUsersPage', totalCount: number, page: number, pageSize: number, records: Array<{ id: string, email: string, firstName: string, lastName: string, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, activated: boolean, isSelf: boolean }> }
    | { __typename: 'LoginRequired', message: string }
    | { __typename: 'PermissionDenied', message: string }
    | { __typename: 'SessionExpired', message: string }
    | { __typename: 'ValidationFailed', message: string }
   };

export type InviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type InviteUserMutation = { inviteUser:
    | { __typename: 'InvitationSent', message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'UserAlreadyInCompany', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'UserAlreadyInvited', code: ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type SetUserPermissionMutationVariables = Exact<{
  input: SetUserPermissionInput;
}>;


export type SetUserPermissionMutation = { setUserPermission:
    | { __typename: 'CompanyUser', id: string, email: string, firstName: string, lastName: string, dateJoined: string | null, lastLogin: string | null, permissionGroup: PermissionGroup, isCompanyRepresentative: boolean, activated: boolean, isSelf: boolean }
    | { __typename: 'LastRepresentative', code: ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'MembershipNotFound', code: ProblemCode, message: string }
    | { __typename: 'OwnMembership', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'PermissionNotChanged', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: ProblemCode, message: string }
   };

export type DeleteMembershipMutationVariables = Exact<{
  membershipId: string | number;
}>;


export type DeleteMembershipMutation = { deleteMembership:
    | { __typename: 'LastRepresentative', code: ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: ProblemCode, message: string }
    | { __typename: 'MembershipDeleted', membershipId: string, message: string }
    | { __typename: 'MembershipNotFound', code: ProblemCode, message: string }
    | { __typename: 'OwnMembership', code: ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: ProblemCode, message: string }
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

export const UserDataForm_UserDataFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDataForm_userData"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedStatute"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSellingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSellingPhones"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSharingData"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToMarketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToMarketingPhones"}}]}}]} as unknown as DocumentNode<UserDataForm_UserDataFragment, unknown>;
export const CompanySummary_CompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CompanySummary_CompanyFragment, unknown>;
export const GpcPicker_NodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GpcPicker_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<GpcPicker_NodeFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gtin"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"netContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetMarkets"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productPage"}},{"kind":"Field","name":{"kind":"Name","value":"productCardPage"}},{"kind":"Field","name":{"kind":"Name","value":"lastModified"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isPartial"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const DatabasePage_DownloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DatabasePage_DownloadFragment, unknown>;
export const CodeResult_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeResult_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Code"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"ai"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"AI"}}]},{"kind":"Field","alias":{"kind":"Name","value":"pdf"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PDF"}}]},{"kind":"Field","alias":{"kind":"Name","value":"png"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PNG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"svgFile"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"SVG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"ps"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PS"}}]}]}}]} as unknown as DocumentNode<CodeResult_CodeFragment, unknown>;
export const UsersTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}}]}}]} as unknown as DocumentNode<UsersTable_UserFragment, unknown>;
export const CaptchaWidget_CaptchaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CaptchaWidget_CaptchaFragment, unknown>;
export const ViewerProvider_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<ViewerProvider_ViewerFragment, unknown>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SwitchMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerProvider_viewer"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<SwitchMembershipMutation, SwitchMembershipMutationVariables>;
export const ActivationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ActivationLinkQuery, ActivationLinkQueryVariables>;
export const ActivateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequested"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"resetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PasswordResetLinkQuery, PasswordResetLinkQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordReset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RegistrationCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regon"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regon"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regon"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryCompany"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationCompanyQuery, RegistrationCompanyQueryVariables>;
export const NipAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NipAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nipAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<NipAvailabilityQuery, NipAvailabilityQueryVariables>;
export const EmailCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accountExists"}}]}}]}}]}}]} as unknown as DocumentNode<EmailCheckQuery, EmailCheckQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationCompleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const UserDataPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDataPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDataForm_userData"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDataForm_userData"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedStatute"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSellingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSellingPhones"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSharingData"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToMarketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToMarketingPhones"}}]}}]} as unknown as DocumentNode<UserDataPageQuery, UserDataPageQueryVariables>;
export const UpdateUserDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserDataForm_userData"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserDataForm_userData"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedStatute"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSellingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSellingPhones"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToSharingData"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToMarketingEmails"}},{"kind":"Field","name":{"kind":"Name","value":"agreeToMarketingPhones"}}]}}]} as unknown as DocumentNode<UpdateUserDataMutation, UpdateUserDataMutationVariables>;
export const AdminCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyListPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"accessToVerify"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompaniesQuery, AdminCompaniesQueryVariables>;
export const AdminCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySummary_company"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AdminCompanyQuery, AdminCompanyQueryVariables>;
export const AdminCompanyUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUserSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanyUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyUsersPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyUsersQuery, AdminCompanyUsersQueryVariables>;
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
export const CompanyUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUsersPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}}]}}]} as unknown as DocumentNode<CompanyUsersQuery, CompanyUsersQueryVariables>;
export const InviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InviteUserMutation, InviteUserMutationVariables>;
export const SetUserPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUserPermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTable_user"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTable_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}}]}}]} as unknown as DocumentNode<SetUserPermissionMutation, SetUserPermissionMutationVariables>;
export const DeleteMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteMembershipMutation, DeleteMembershipMutationVariables>;
export const VerificationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"fileInProcess"}}]}}]}}]} as unknown as DocumentNode<VerificationPageQuery, VerificationPageQueryVariables>;
export const VerificationFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationFileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileInProcess"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"availableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerificationFilesQuery, VerificationFilesQueryVariables>;
export const CaptchaStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptchaState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptchaWidget_captcha"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CaptchaStateQuery, CaptchaStateQueryVariables>;
export const SubmitCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCaptcha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCaptcha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptchaWidget_captcha"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SubmitCaptchaMutation, SubmitCaptchaMutationVariables>;
export const AppViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerProvider_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerProvider_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<AppViewerQuery, AppViewerQueryVariables>;