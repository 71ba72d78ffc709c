/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CaptchaWidget_captcha on CaptchaState {\n  provider\n  challengeUrl\n  siteKey\n  solved\n}\n\nquery CaptchaState {\n  captcha {\n    ...CaptchaWidget_captcha\n  }\n}\n\nmutation SubmitCaptcha($token: String!) {\n  submitCaptcha(token: $token) {\n    ...CaptchaWidget_captcha\n  }\n}": typeof types.CaptchaWidget_CaptchaFragmentDoc,
    "fragment ViewerProvider_viewer on Viewer {\n  user {\n    id\n    email\n    firstName\n    lastName\n  }\n  memberships {\n    id\n    activated\n    permissionGroup\n    isCompanyRepresentative\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  activeMembership {\n    id\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  permissions\n}\n\nquery AppViewer {\n  viewer {\n    ...ViewerProvider_viewer\n  }\n}\n\nmutation Logout {\n  logout {\n    loggedOut\n  }\n}\n\nmutation SwitchMembership($membershipId: ID!) {\n  switchMembership(membershipId: $membershipId) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}": typeof types.ViewerProvider_ViewerFragmentDoc,
    "query AccountPage {\n  viewer {\n    user {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      dateJoined\n      lastLogin\n    }\n    memberships {\n      id\n      activated\n      activationDate\n      permissionGroup\n      isCompanyRepresentative\n      company {\n        id\n        name\n        nip\n      }\n    }\n    activeMembership {\n      id\n    }\n  }\n}": typeof types.AccountPageDocument,
    "fragment ProductCard_product on Product {\n  gtin\n  name\n  brand\n  description\n  descriptionLanguage\n  imageUrls\n  status\n  netContent {\n    value\n    unit\n  }\n  targetMarkets\n  category {\n    code\n    text\n  }\n  productPage\n  productCardPage\n  lastModified\n  isGlobal\n  isVerified\n  isPartial\n  isPublic\n  company {\n    name\n    nip\n    street\n    postalCode\n    city\n    webPage\n    phoneNumber\n  }\n  externalSources {\n    name\n    url\n  }\n}\n\nquery ProductCard($gtin: String!) {\n  product(gtin: $gtin) {\n    __typename\n    ... on Product {\n      ...ProductCard_product\n    }\n    ... on NotFromOrganisation {\n      lookupServiceUrl\n    }\n    ... on RateLimited {\n      member\n      resetsAt\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}": typeof types.ProductCard_ProductFragmentDoc,
    "query Home {\n  productCounters {\n    productCount\n    productCountFrom7Days\n  }\n}": typeof types.HomeDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on ValidationFailed {\n      problems {\n        field\n        message\n      }\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}": typeof types.LoginDocument,
};
const documents: Documents = {
    "fragment CaptchaWidget_captcha on CaptchaState {\n  provider\n  challengeUrl\n  siteKey\n  solved\n}\n\nquery CaptchaState {\n  captcha {\n    ...CaptchaWidget_captcha\n  }\n}\n\nmutation SubmitCaptcha($token: String!) {\n  submitCaptcha(token: $token) {\n    ...CaptchaWidget_captcha\n  }\n}": types.CaptchaWidget_CaptchaFragmentDoc,
    "fragment ViewerProvider_viewer on Viewer {\n  user {\n    id\n    email\n    firstName\n    lastName\n  }\n  memberships {\n    id\n    activated\n    permissionGroup\n    isCompanyRepresentative\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  activeMembership {\n    id\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  permissions\n}\n\nquery AppViewer {\n  viewer {\n    ...ViewerProvider_viewer\n  }\n}\n\nmutation Logout {\n  logout {\n    loggedOut\n  }\n}\n\nmutation SwitchMembership($membershipId: ID!) {\n  switchMembership(membershipId: $membershipId) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}": types.ViewerProvider_ViewerFragmentDoc,
    "query AccountPage {\n  viewer {\n    user {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      dateJoined\n      lastLogin\n    }\n    memberships {\n      id\n      activated\n      activationDate\n      permissionGroup\n      isCompanyRepresentative\n      company {\n        id\n        name\n        nip\n      }\n    }\n    activeMembership {\n      id\n    }\n  }\n}": types.AccountPageDocument,
    "fragment ProductCard_product on Product {\n  gtin\n  name\n  brand\n  description\n  descriptionLanguage\n  imageUrls\n  status\n  netContent {\n    value\n    unit\n  }\n  targetMarkets\n  category {\n    code\n    text\n  }\n  productPage\n  productCardPage\n  lastModified\n  isGlobal\n  isVerified\n  isPartial\n  isPublic\n  company {\n    name\n    nip\n    street\n    postalCode\n    city\n    webPage\n    phoneNumber\n  }\n  externalSources {\n    name\n    url\n  }\n}\n\nquery ProductCard($gtin: String!) {\n  product(gtin: $gtin) {\n    __typename\n    ... on Product {\n      ...ProductCard_product\n    }\n    ... on NotFromOrganisation {\n      lookupServiceUrl\n    }\n    ... on RateLimited {\n      member\n      resetsAt\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}": types.ProductCard_ProductFragmentDoc,
    "query Home {\n  productCounters {\n    productCount\n    productCountFrom7Days\n  }\n}": types.HomeDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on ValidationFailed {\n      problems {\n        field\n        message\n      }\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}": types.LoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CaptchaWidget_captcha on CaptchaState {\n  provider\n  challengeUrl\n  siteKey\n  solved\n}\n\nquery CaptchaState {\n  captcha {\n    ...CaptchaWidget_captcha\n  }\n}\n\nmutation SubmitCaptcha($token: String!) {\n  submitCaptcha(token: $token) {\n    ...CaptchaWidget_captcha\n  }\n}"): (typeof documents)["fragment CaptchaWidget_captcha on CaptchaState {\n  provider\n  challengeUrl\n  siteKey\n  solved\n}\n\nquery CaptchaState {\n  captcha {\n    ...CaptchaWidget_captcha\n  }\n}\n\nmutation SubmitCaptcha($token: String!) {\n  submitCaptcha(token: $token) {\n    ...CaptchaWidget_captcha\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerProvider_viewer on Viewer {\n  user {\n    id\n    email\n    firstName\n    lastName\n  }\n  memberships {\n    id\n    activated\n    permissionGroup\n    isCompanyRepresentative\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  activeMembership {\n    id\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  permissions\n}\n\nquery AppViewer {\n  viewer {\n    ...ViewerProvider_viewer\n  }\n}\n\nmutation Logout {\n  logout {\n    loggedOut\n  }\n}\n\nmutation SwitchMembership($membershipId: ID!) {\n  switchMembership(membershipId: $membershipId) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}"): (typeof documents)["fragment ViewerProvider_viewer on Viewer {\n  user {\n    id\n    email\n    firstName\n    lastName\n  }\n  memberships {\n    id\n    activated\n    permissionGroup\n    isCompanyRepresentative\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  activeMembership {\n    id\n    permissions\n    company {\n      id\n      name\n      nip\n    }\n  }\n  permissions\n}\n\nquery AppViewer {\n  viewer {\n    ...ViewerProvider_viewer\n  }\n}\n\nmutation Logout {\n  logout {\n    loggedOut\n  }\n}\n\nmutation SwitchMembership($membershipId: ID!) {\n  switchMembership(membershipId: $membershipId) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountPage {\n  viewer {\n    user {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      dateJoined\n      lastLogin\n    }\n    memberships {\n      id\n      activated\n      activationDate\n      permissionGroup\n      isCompanyRepresentative\n      company {\n        id\n        name\n        nip\n      }\n    }\n    activeMembership {\n      id\n    }\n  }\n}"): (typeof documents)["query AccountPage {\n  viewer {\n    user {\n      id\n      email\n      firstName\n      lastName\n      phoneNumber\n      dateJoined\n      lastLogin\n    }\n    memberships {\n      id\n      activated\n      activationDate\n      permissionGroup\n      isCompanyRepresentative\n      company {\n        id\n        name\n        nip\n      }\n    }\n    activeMembership {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard_product on Product {\n  gtin\n  name\n  brand\n  description\n  descriptionLanguage\n  imageUrls\n  status\n  netContent {\n    value\n    unit\n  }\n  targetMarkets\n  category {\n    code\n    text\n  }\n  productPage\n  productCardPage\n  lastModified\n  isGlobal\n  isVerified\n  isPartial\n  isPublic\n  company {\n    name\n    nip\n    street\n    postalCode\n    city\n    webPage\n    phoneNumber\n  }\n  externalSources {\n    name\n    url\n  }\n}\n\nquery ProductCard($gtin: String!) {\n  product(gtin: $gtin) {\n    __typename\n    ... on Product {\n      ...ProductCard_product\n    }\n    ... on NotFromOrganisation {\n      lookupServiceUrl\n    }\n    ... on RateLimited {\n      member\n      resetsAt\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}"): (typeof documents)["fragment ProductCard_product on Product {\n  gtin\n  name\n  brand\n  description\n  descriptionLanguage\n  imageUrls\n  status\n  netContent {\n    value\n    unit\n  }\n  targetMarkets\n  category {\n    code\n    text\n  }\n  productPage\n  productCardPage\n  lastModified\n  isGlobal\n  isVerified\n  isPartial\n  isPublic\n  company {\n    name\n    nip\n    street\n    postalCode\n    city\n    webPage\n    phoneNumber\n  }\n  externalSources {\n    name\n    url\n  }\n}\n\nquery ProductCard($gtin: String!) {\n  product(gtin: $gtin) {\n    __typename\n    ... on Product {\n      ...ProductCard_product\n    }\n    ... on NotFromOrganisation {\n      lookupServiceUrl\n    }\n    ... on RateLimited {\n      member\n      resetsAt\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Home {\n  productCounters {\n    productCount\n    productCountFrom7Days\n  }\n}"): (typeof documents)["query Home {\n  productCounters {\n    productCount\n    productCountFrom7Days\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on ValidationFailed {\n      problems {\n        field\n        message\n      }\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on Viewer {\n      ...ViewerProvider_viewer\n    }\n    ... on ValidationFailed {\n      problems {\n        field\n        message\n      }\n    }\n    ... on Problem {\n      code\n      message\n      field\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;