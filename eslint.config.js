import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Resolves web imports as TypeScript does, so a rule sees the file an import reaches, however its path is written. */
const webResolver = { project: `${import.meta.dirname}/web/tsconfig.json` };
/** The same for the other packages, each by its own tsconfig. */
const serverResolver = {
  project: ['gateway', 'legacy-api', 'schema', 'e2e', 'scripts'].map((dir) => `${import.meta.dirname}/${dir}/tsconfig.json`),
  noWarnOnMultipleProjects: true,
};
/** no-cycle follows imports only into files it can parse. */
const parsedExtensions = { 'import-x/extensions': ['.ts', '.tsx'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } };

export default tseslint.config(
  { ignores: ['**/dist/**', 'web/.server/**', '**/node_modules/**', '**/__generated__/**', 'web/src/gql/**', 'web/src/**/*.generated.ts', '**/.data/**', '**/.test-bundle-*/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // What the browser downloads validates with zod/mini, which is tree-shaken (docs/decisions/021).
    files: ['web/src/**/*.{ts,tsx}', 'schema/src/validation/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import from 'zod/mini': classic zod brings all of itself into every form's download." }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    /*
     * The web app's layers (docs/architecture.md, docs/decisions/010-web-layers.md): imports flow one way, app → features →
     * shared → components/ui, and a feature imports no other feature. Generated code (gql/) and the shared contract
     * (schema/) are open to the layers. The rules judge the file an import resolves to, so no relative path, re-export
     * or dynamic import slips past, and an unclassified file cannot relay an import.
     */
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['featureName'], partialMatch: false },
        { type: 'shared', pattern: 'web/src/shared', partialMatch: false },
        { type: 'ui', pattern: 'web/src/components/ui', partialMatch: false },
        { type: 'gql', pattern: 'web/src/gql', partialMatch: false },
        { type: 'schema', pattern: 'schema/src', partialMatch: false },
        { type: 'test-support', pattern: 'web/src/test', partialMatch: false },
        // The GraphQL playground: a page of its own (its own entry and build), apart from the app's layers.
        { type: 'playground', pattern: 'web/src/playground', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      // boundaries resolves through eslint-plugin-import's setting, import-x through its own.
      'import/resolver': { typescript: webResolver },
      'import-x/resolver-next': [createTypeScriptImportResolver(webResolver)],
      ...parsedExtensions,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          checkUnknownLocals: true,
          message:
            '{{ from.element.type }} may not import {{#if to.element.type}}{{ to.element.type }}' +
            '{{#if to.element.captured.featureName}} {{ to.element.captured.featureName }}{{/if}}' +
            '{{else}}a file outside the layers{{/if}}: ' +
            'web layers import one way, app → features → shared → components/ui, and a feature imports no other (docs/decisions/010).',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: ['app', 'feature', 'shared', 'ui', 'gql', 'schema'] } } } },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'feature', captured: { featureName: '{{ from.element.captured.featureName }}' } } } },
                { to: { element: { types: ['shared', 'ui', 'gql', 'schema'] } } },
              ],
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: ['shared', 'ui', 'gql', 'schema'] } } } },
            { from: { element: { type: 'ui' } }, allow: { to: { element: { types: ['ui', 'gql'] } } } },
            { from: { element: { type: 'gql' } }, allow: { to: { element: { type: 'gql' } } } },
            { from: { element: { type: 'playground' } }, allow: { to: { element: { types: ['playground', 'gql', 'schema'] } } } },
            // Tests render the whole app through test/ (providers, routes, a mocked network).
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { types: ['test-support', 'app', 'ui', 'gql', 'schema'] } } } },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // No import cycle in any package (the web app's are refused with its layers, above).
    files: ['gateway/**/*.ts', 'legacy-api/**/*.ts', 'schema/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver(serverResolver)], ...parsedExtensions },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // The gateway's floors and zones, type-only imports counted: .dependency-cruiser.cjs (run by `pnpm lint`).
);
