/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type CodeResult_CodeFragment = { svg: string, description: string, ai: string, pdf: string, png: string, svgFile: string, ps: string };

export type Gs1CodesQueryVariables = Exact<{
  input: Types.Gs1CodesInput;
}>;


export type Gs1CodesQuery = { gs1Codes:
    | { __typename: 'Gs1Codes', digitalLinkUri: string, dataMatrix: { svg: string, description: string, ai: string, pdf: string, png: string, svgFile: string, ps: string }, qrCode: { svg: string, description: string, ai: string, pdf: string, png: string, svgFile: string, ps: string } }
    | { __typename: 'LoginRequired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'NoActiveMembership', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'PermissionDenied', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'SessionExpired', code: Types.ProblemCode, message: string, field: Array<string> | null }
    | { __typename: 'ValidationFailed', code: Types.ProblemCode, message: string, field: Array<string> | null, problems: Array<{ field: Array<string> | null, message: string }> }
   };

export const CodeResult_CodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeResult_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Code"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"ai"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"AI"}}]},{"kind":"Field","alias":{"kind":"Name","value":"pdf"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PDF"}}]},{"kind":"Field","alias":{"kind":"Name","value":"png"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PNG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"svgFile"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"SVG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"ps"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PS"}}]}]}}]} as unknown as DocumentNode<CodeResult_CodeFragment, unknown>;
export const Gs1CodesDocument = {"__meta__":{"hash":"aeb2652e9d79adbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Gs1Codes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1CodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gs1Codes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Codes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digitalLinkUri"}},{"kind":"Field","name":{"kind":"Name","value":"dataMatrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeResult_code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeResult_code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeResult_code"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gs1Code"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","alias":{"kind":"Name","value":"ai"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"AI"}}]},{"kind":"Field","alias":{"kind":"Name","value":"pdf"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PDF"}}]},{"kind":"Field","alias":{"kind":"Name","value":"png"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PNG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"svgFile"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"SVG"}}]},{"kind":"Field","alias":{"kind":"Name","value":"ps"},"name":{"kind":"Name","value":"downloadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"EnumValue","value":"PS"}}]}]}}]} as unknown as DocumentNode<Gs1CodesQuery, Gs1CodesQueryVariables>;