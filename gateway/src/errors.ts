import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { messages } from 'schema/validation';

/** Codes whose message helps the caller fix their request; everything else is masked. */
const CALLER_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'UPSTREAM_UNAVAILABLE',
]);

/**
 * Top-level errors are for the unexpected and for protocol failures. Unexpected ones reach the client as the
 * generic Polish message with a code, never a stack or upstream detail; the original goes to the log.
 */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    if (CALLER_ERRORS.has(code)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    const original = unwrapResolverError(error);
    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return { message: messages.generic, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
