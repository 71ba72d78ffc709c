import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema } from 'graphql';
import { typeDefs } from './sdl';

/**
 * The contract's version: the date of its newest entry in `docs/schema-changelog.md` (a test keeps the two equal).
 * Integrators see it at the top of the published SDL.
 */
export const SCHEMA_VERSION = '2026-11-27';

/** The SDL as every gateway publishes it (`GET /graphql/schema.graphql`): descriptions, policies and deprecations. */
export function publishedSdl(): string {
  const header = `# Katalog produktów GS1 Polska: the GraphQL contract, version ${SCHEMA_VERSION}.\n# Its changes: GET /graphql/changelog. Breaking changes come only after a deprecation period.\n\n`;
  return header + printSchemaWithDirectives(buildSchema(typeDefs));
}
