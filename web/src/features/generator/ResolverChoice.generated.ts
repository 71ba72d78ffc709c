/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../gql/graphql.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DigitalLinkResolverQueryVariables = Exact<{ [key: string]: never; }>;


export type DigitalLinkResolverQuery = { digitalLinkResolver: string };


export const DigitalLinkResolverDocument = {"__meta__":{"hash":"db1a28f5c45da3b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DigitalLinkResolver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"digitalLinkResolver"}}]}}]} as unknown as DocumentNode<DigitalLinkResolverQuery, DigitalLinkResolverQueryVariables>;