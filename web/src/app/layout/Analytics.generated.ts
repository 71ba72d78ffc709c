/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a consented script is for. */
export type AnalyticsScriptKind =
  /** Visit statistics. */
  | 'ANALYTICS'
  /** A tag manager (its `dataLayer` is prepared before it loads). */
  | 'TAG_MANAGER';

export type AnalyticsScriptsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsScriptsQuery = { analyticsScripts: Array<{ kind: Types.AnalyticsScriptKind, url: string }> };


export const AnalyticsScriptsDocument = {"__meta__":{"hash":"9a6197488f4d9de8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsScripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsScripts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AnalyticsScriptsQuery, AnalyticsScriptsQueryVariables>;