/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type AdminCompaniesQueryVariables = Exact<{
  search?: string | null | undefined;
  sort: Types.CompanySortField;
  descending: boolean;
  page: number;
}>;


export type AdminCompaniesQuery = { adminCompanies:
    | { __typename: 'CompanyListPage', totalCount: number, page: number, pageSize: number, companies: Array<{ id: string, name: string, nip: string | null, registrationDate: string | null, isAuthorized: boolean, accessToDownload: boolean, accessToVerify: boolean }> }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null }
   };

export type AdminCompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCompanyQuery = { adminCompany:
    | { __typename: 'CompanyDetails', id: string, name: string, nip: string | null, regon: string | null, street: string | null, postalCode: string | null, city: string | null, district: string | null, webPage: string | null, isAuthorized: boolean, activationDate: string | null, accessToDownload: boolean, subscription: { package: Types.SubscriptionPackage | null, beginsOn: string | null, endsOn: string | null, active: boolean } }
    | { __typename: 'CompanyNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
   };

export type CompanySummary_CompanyFragment = { id: string, name: string, nip: string | null, regon: string | null, street: string | null, postalCode: string | null, city: string | null, district: string | null, webPage: string | null, isAuthorized: boolean, activationDate: string | null, accessToDownload: boolean, subscription: { package: Types.SubscriptionPackage | null, beginsOn: string | null, endsOn: string | null, active: boolean } };

export type AdminCompanyUsersQueryVariables = Exact<{
  companyId: string | number;
  sort: Types.CompanyUserSortField;
  descending: boolean;
  page: number;
}>;


export type AdminCompanyUsersQuery = { adminCompanyUsers:
    | { __typename: 'AdminCompanyUsersPage', totalCount: number, page: number, pageSize: number, users: Array<{ id: string, isSelf: boolean, email: string, firstName: string, lastName: string, dateJoined: string | null, lastLogin: string | null, permissionGroup: Types.PermissionGroup, isCompanyRepresentative: boolean }> }
    | { __typename: 'CompanyNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string }
   };

export type SetCompanyDownloadAccessMutationVariables = Exact<{
  companyId: string | number;
  accessToDownload: boolean;
}>;


export type SetCompanyDownloadAccessMutation = { setCompanyDownloadAccess:
    | { __typename: 'CompanyDetails', message: string, id: string, name: string, nip: string | null, regon: string | null, street: string | null, postalCode: string | null, city: string | null, district: string | null, webPage: string | null, isAuthorized: boolean, activationDate: string | null, accessToDownload: boolean, subscription: { package: Types.SubscriptionPackage | null, beginsOn: string | null, endsOn: string | null, active: boolean } }
    | { __typename: 'CompanyNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string }
   };

export type AdminCompanyUserQueryVariables = Exact<{
  companyId: string | number;
  membershipId: string | number;
}>;


export type AdminCompanyUserQuery = { adminCompanyUser:
    | { __typename: 'CompanyUser', id: string, email: string, firstName: string, lastName: string, dateJoined: string | null, lastLogin: string | null, permissionGroup: Types.PermissionGroup, isCompanyRepresentative: boolean, activated: boolean }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'MembershipNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
   };

export type DeleteCompanyMembershipMutationVariables = Exact<{
  companyId: string | number;
  membershipId: string | number;
}>;


export type DeleteCompanyMembershipMutation = { deleteCompanyMembership:
    | { __typename: 'CompanyNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'LastRepresentative', code: Types.ProblemCode, message: string }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'MembershipDeleted', membershipId: string, message: string }
    | { __typename: 'MembershipNotFound', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'OwnMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
   };

export const CompanySummary_CompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<CompanySummary_CompanyFragment, unknown>;
export const AdminCompaniesDocument = {"__meta__":{"hash":"7c7c24672c592ebe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanySortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyListPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"accessToVerify"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompaniesQuery, AdminCompaniesQueryVariables>;
export const AdminCompanyDocument = {"__meta__":{"hash":"746a3f739eeddf93"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySummary_company"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AdminCompanyQuery, AdminCompanyQueryVariables>;
export const AdminCompanyUsersDocument = {"__meta__":{"hash":"2c05aad439d806ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUserSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"descending"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanyUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"descending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"descending"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCompanyUsersPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelf"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyUsersQuery, AdminCompanyUsersQueryVariables>;
export const SetCompanyDownloadAccessDocument = {"__meta__":{"hash":"e43be77aae8d0f7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCompanyDownloadAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToDownload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCompanyDownloadAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessToDownload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToDownload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanySummary_company"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanySummary_company"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nip"}},{"kind":"Field","name":{"kind":"Name","value":"regon"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"webPage"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"accessToDownload"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"beginsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetCompanyDownloadAccessMutation, SetCompanyDownloadAccessMutationVariables>;
export const AdminCompanyUserDocument = {"__meta__":{"hash":"afa5a26b55fce0e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCompanyUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCompanyUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGroup"}},{"kind":"Field","name":{"kind":"Name","value":"isCompanyRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"activated"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCompanyUserQuery, AdminCompanyUserQueryVariables>;
export const DeleteCompanyMembershipDocument = {"__meta__":{"hash":"e0f27c4ac65ef156"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCompanyMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCompanyMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}},{"kind":"Argument","name":{"kind":"Name","value":"membershipId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membershipId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MembershipDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membershipId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCompanyMembershipMutation, DeleteCompanyMembershipMutationVariables>;