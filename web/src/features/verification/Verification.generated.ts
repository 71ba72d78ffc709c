/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type VerificationPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationPageQuery = { verificationPage: { content: string, fileInProcess: boolean } };

export type VerificationFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationFilesQuery = { verificationFiles:
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string }
    | { __typename: 'VerificationFileList', fileInProcess: boolean, files: Array<{ id: string, fileName: string, createdAt: string, userEmail: string | null, status: Types.VerificationStatus, statusCode: number, comment: string | null, availableUntil: string, downloadUrl: string | null, errorReason: string | null, summary: { active: number, inactive: number, withdrawn: number, notFound: number, invalidGtin: number, limitExceeded: number } | null }> }
   };


export const VerificationPageDocument = {"__meta__":{"hash":"83e3dace2d3ffba3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"fileInProcess"}}]}}]}}]} as unknown as DocumentNode<VerificationPageQuery, VerificationPageQueryVariables>;
export const VerificationFilesDocument = {"__meta__":{"hash":"8b344501f93e2f09"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationFileList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileInProcess"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"availableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorReason"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}},{"kind":"Field","name":{"kind":"Name","value":"notFound"}},{"kind":"Field","name":{"kind":"Name","value":"invalidGtin"}},{"kind":"Field","name":{"kind":"Name","value":"limitExceeded"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerificationFilesQuery, VerificationFilesQueryVariables>;