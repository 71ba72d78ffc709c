/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Captcha providers the gateway can be configured with. */
export type CaptchaProvider =
  /** Self-hosted proof-of-work (ALTCHA); works offline. Fetch the challenge from `challengeUrl`. */
  | 'ALTCHA'
  /** Google reCAPTCHA; render with `siteKey`. */
  | 'RECAPTCHA';

export type CaptchaWidget_CaptchaFragment = { provider: Types.CaptchaProvider, challengeUrl: string | null, siteKey: string | null, solved: boolean, expiresAt: string | null };

export type CaptchaStateQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaStateQuery = { captcha: { provider: Types.CaptchaProvider, challengeUrl: string | null, siteKey: string | null, solved: boolean, expiresAt: string | null } };

export type SubmitCaptchaMutationVariables = Exact<{
  token: string;
}>;


export type SubmitCaptchaMutation = { submitCaptcha:
    | { __typename: 'CaptchaRejected', message: string }
    | { __typename: 'CaptchaState', provider: Types.CaptchaProvider, challengeUrl: string | null, siteKey: string | null, solved: boolean, expiresAt: string | null }
    | { __typename: 'RateLimited', message: string }
   };

export const CaptchaWidget_CaptchaFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CaptchaWidget_CaptchaFragment, unknown>;
export const CaptchaStateDocument = {"__meta__":{"hash":"8a84d053c9655805"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaptchaState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptchaWidget_captcha"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CaptchaStateQuery, CaptchaStateQueryVariables>;
export const SubmitCaptchaDocument = {"__meta__":{"hash":"3f2dbd85d52e127c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCaptcha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCaptcha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaptchaWidget_captcha"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Problem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaptchaWidget_captcha"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaptchaState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"challengeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"siteKey"}},{"kind":"Field","name":{"kind":"Name","value":"solved"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SubmitCaptchaMutation, SubmitCaptchaMutationVariables>;