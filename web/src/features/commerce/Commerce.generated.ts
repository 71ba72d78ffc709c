/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type MyCompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyQuery = { myCompany:
    | { __typename: 'CompanyDetails', id: string, name: string, apiKey: string | null, apiDocumentation: { swaggerUrl: string, schemaUrl: string }, subscription: { package: Types.SubscriptionPackage | null, name: string, beginsOn: string | null, endsOn: string | null, active: boolean, counters: { freeVerified: number, verified: number, api: number, csv: number }, limits: { verify: number | null, api: number | null, ui: number | null }, remaining: { freeVerification: number, verification: number | null, download: number | null } } }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
   };

export type DatabasePage_DownloadFragment = { companyId: string, package: Types.SubscriptionPackage | null, remaining: number | null, accessToDownload: boolean, export: { state: Types.DatabaseExportState, fileName: string | null } };

export type DatabaseDownloadQueryVariables = Exact<{
  companyId: string | number;
}>;


export type DatabaseDownloadQuery = { databaseDownload:
    | { __typename: 'DatabaseDownload', companyId: string, package: Types.SubscriptionPackage | null, remaining: number | null, accessToDownload: boolean, export: { state: Types.DatabaseExportState, fileName: string | null } }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
   };

export type GenerateDatabaseMutationVariables = Exact<{
  companyId: string | number;
  selection: Types.DatabaseSelectionInput;
}>;


export type GenerateDatabaseMutation = { generateDatabase:
    | { __typename: 'DatabaseAlreadyGenerating', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'DatabaseDownload', message: string, companyId: string, package: Types.SubscriptionPackage | null, remaining: number | null, accessToDownload: boolean, export: { state: Types.DatabaseExportState, fileName: string | null } }
    | { __typename: 'DownloadAccessDisabled', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'DownloadLimitExhausted', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'DownloadNotInPackage', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NoProductsFound', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SelectionExceedsLimit', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export type OrderSubscriptionMutationVariables = Exact<{
  package: Types.SubscriptionPackage;
}>;


export type OrderSubscriptionMutation = { orderSubscription:
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'OrderNotAvailable', code: Types.ProblemCode, message: string }
    | { __typename: 'OrderPending', code: Types.ProblemCode, message: string, order: { package: Types.SubscriptionPackage, orderedAt: string, orderedBy: string } }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
    | { __typename: 'SubscriptionOrdered', package: Types.SubscriptionPackage, message: string, replaces: { package: Types.SubscriptionPackage, orderedAt: string, orderedBy: string } | null }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string }
   };

export type ActivePackageQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePackageQuery = { activePackage: Types.SubscriptionPackage | null, pendingOrder: { package: Types.SubscriptionPackage, orderedAt: string, orderedBy: string } | null };

export type DatabaseSelectionCountQueryVariables = Exact<{
  filter: Types.CatalogFilter;
}>;


export type DatabaseSelectionCountQuery = { catalogSearch:
    | { __typename: 'CaptchaRejected', code: Types.ProblemCode, message: string }
    | { __typename: 'CaptchaRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'CatalogPage', totalCount: number }
    | { __typename: 'InvalidGtin', code: Types.ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'NoProductsFound', code: Types.ProblemCode, message: string }
    | { __typename: 'NotFromOrganisation', code: Types.ProblemCode, message: string }
    | { __typename: 'OffsetNotAllowed', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'ProductNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'RateLimited', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
    | { __typename: 'TooManyResults', matchCount: number | null, code: Types.ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string }
   };

export const DatabasePage_DownloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DatabasePage_DownloadFragment, unknown>;
export const MyCompanyDocument = {"__meta__":{"hash":"abfb4c0fd3016d3a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"apiDocumentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swaggerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"schemaUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"counters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeVerified"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"csv"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verify"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"ui"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remaining"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeVerification"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}},{"kind":"Field","name":{"kind":"Name","value":"download"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MyCompanyQuery, MyCompanyQueryVariables>;
export const DatabaseDownloadDocument = {"__meta__":{"hash":"3e0aa68a4b3a716e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseDownload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseDownload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabasePage_download"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<DatabaseDownloadQuery, DatabaseDownloadQueryVariables>;
export const GenerateDatabaseDocument = {"__meta__":{"hash":"1b2a92c10a285224"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateDatabase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDatabase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"selection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatabasePage_download"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatabasePage_download"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseDownload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<GenerateDatabaseMutation, GenerateDatabaseMutationVariables>;
export const OrderSubscriptionDocument = {"__meta__":{"hash":"38d1d09c8f537ea1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"package"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionPackage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"package"},"value":{"kind":"Variable","name":{"kind":"Name","value":"package"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionOrdered"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderedBy"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderedBy"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OrderSubscriptionMutation, OrderSubscriptionMutationVariables>;
export const ActivePackageDocument = {"__meta__":{"hash":"18b3af2806034b39"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivePackage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePackage"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderedBy"}}]}}]}}]} as unknown as DocumentNode<ActivePackageQuery, ActivePackageQueryVariables>;
export const DatabaseSelectionCountDocument = {"__meta__":{"hash":"13b7f8771e9ebcb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseSelectionCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyResults"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchCount"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DatabaseSelectionCountQuery, DatabaseSelectionCountQueryVariables>;