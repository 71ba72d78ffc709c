/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

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

export type ActivationLinkQueryVariables = Exact<{
  activationId: string | number;
}>;


export type ActivationLinkQuery = { activation:
    | { __typename: 'AccountAlreadyActive', message: string }
    | { __typename: 'Activation', activationId: string, variant: Types.ActivationVariant, email: string, firstName: string | null, lastName: string | null, phoneNumber: string | null, companyName: string }
    | { __typename: 'LinkExpired', message: string }
    | { __typename: 'RateLimited', message: string }
   };

export type ActivateAccountMutationVariables = Exact<{
  input: Types.ActivateAccountInput;
}>;


export type ActivateAccountMutation = { activateAccount:
    | { __typename: 'AccountActivated', email: string, message: string }
    | { __typename: 'AccountAlreadyActive', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ActivationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'LinkExpired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'RateLimited', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };


export const ActivationLinkDocument = {"__meta__":{"hash":"c09baa625655f4a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationId"}},{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ActivationLinkQuery, ActivationLinkQueryVariables>;
export const ActivateAccountDocument = {"__meta__":{"hash":"b909be1b97728f4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;