import type { CodegenConfig } from '@graphql-codegen/cli';
import { operationMapPlugin } from './scripts/operation-map';
import { trustedDocument, trustedDocumentsPlugin } from './scripts/trusted-documents';

/** Plugins of this repository, by the name `plugins` gives them; every other name loads as a package. */
const LOCAL_PLUGINS: Record<string, unknown> = {
  'trusted-documents': { plugin: trustedDocumentsPlugin },
  'operation-map': { plugin: operationMapPlugin },
  // The resolver types name the schema's types as `Types.X`, from the file beside them.
  'schema-types-import': { plugin: () => ({ prepend: ["import type * as Types from './types';"], content: '' }) },
};

/**
 * One contract, two generated sides: typed resolvers for the gateway (parents typed as the REST shapes through
 * mappers) and typed documents for the web app's operations, each carrying its trusted-document id, with the
 * manifest of those documents for the gateway (decision 030).
 */
const config: CodegenConfig = {
  schema: 'schema/src/*.graphql',
  documents: ['web/src/**/*.graphql'],
  emitLegacyCommonJSImports: false,
  generates: {
    // The schema's types, importing nothing: any floor of the gateway may use them.
    'gateway/src/__generated__/types.ts': {
      plugins: ['typescript'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
    // The resolvers' types, parents typed by the mappers (legacy/, contract/said). Their context is a parameter, not
    // an import: `resolvers/typed.ts` binds it to the gateway's `Context`, so no type runs from here back up to it.
    'gateway/src/__generated__/resolvers.ts': {
      plugins: ['schema-types-import', 'typescript-resolvers'],
      config: {
        namespacedImportName: 'Types',
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        resolversNonOptionalTypename: { unionMember: true, interfaceImplementingType: true },
        scalars: { DateTime: 'string' },
        mappers: {
          Viewer: '../legacy/session#ViewerModel',
          User: '../legacy/session#RestUser',
          Membership: '../legacy/session#RestMembership',
          MembershipCompany: '../legacy/session#RestMembershipCompany',
          Product: '../legacy/catalog#RestProduct',
          ProductCompany: '../legacy/catalog#RestProductCompany',
          CategoryNode: '../legacy/catalog#RestCategoryNode',
          CompanyListItem: '../legacy/admin#RestCompanyListItem',
          IssueRow: '../legacy/admin#RestIssueRow',
          CompanyDetails: '../contract/said#CompanyDetailsModel',
          CompanySubscription: '../legacy/commerce#RestCompany',
          PageContent: '../contract/said#PageContentSaid',
          UserData: '../contract/said#UserDataModel',
          CompanyUser: '../contract/said#CompanyUserModel',
          IssueFile: '../contract/said#IssueFileModel',
          DatabaseDownload: '../contract/said#DatabaseDownloadModel',
          VerificationFile: '../contract/said#VerificationFileModel',
          Gs1Code: '../legacy/generator#Gs1CodeModel',
        },
      },
    },
    'web/src/gql/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    // The schema's types (enums, inputs), erased at build time.
    'web/src/gql/graphql.ts': {
      plugins: ['typescript'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
    // Each .graphql file's typed documents beside it (`X.graphql` → `X.generated.ts`): a page's chunk then carries
    // only its own operations, not every operation of the app in one module every page downloads.
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'gql/graphql.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        // Each operation's document carries `__meta__.hash`, its id in the manifest below: the app sends that.
        unstable_onExecutableDocumentNode: (document: Parameters<typeof trustedDocument>[0]) => ({ hash: trustedDocument(document).id }),
      },
    },
    // The web tests' map of those documents by name (their data, variables and fragment types, imported from the
    // modules above): the mocked network and the fixtures are typed by it, so an answer that drifts from the contract
    // fails the web's typecheck.
    'web/src/test/operations.generated.ts': {
      plugins: ['operation-map'],
    },
    // The manifest: every operation the web app sends, by id. The gateway runs only these for browsers in production.
    'gateway/src/__generated__/trusted-documents.json': {
      plugins: ['trusted-documents'],
    },
  },
  pluginLoader: async (name: string) => LOCAL_PLUGINS[name] ?? import(name),
  hooks: { afterOneFileWrite: [] },
};

export default config;
