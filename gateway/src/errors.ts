import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { messages } from 'schema/validation';
import type { Context } from './context';
import { REFUSAL_CODES } from './contract/refusals';
import { LegacyError } from './legacy/errors';
import { LIMIT_CODES } from './security/operation-limits';

/** Codes whose message helps the caller fix their request; everything else is masked. */
const CALLER_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'INSECURE_CONNECTION',
]);

/**
 * The gateway's own refusals: operation limits (issue 13), and a policy's or a common failure's answer on a field
 * whose type has no member for it (`contract/refusals.ts`). Message and details are for the caller.
 */
const GATEWAY_REFUSALS = new Set([...LIMIT_CODES, ...REFUSAL_CODES]);

/**
 * Top-level errors are for the unexpected and for protocol failures. Unexpected ones reach the client as the
 * generic Polish message with a code (`UPSTREAM_UNAVAILABLE` when the REST API is down, too slow or cut the
 * connection, `DEADLINE_EXCEEDED` when the request used up its time, so a client may offer to try again;
 * `INTERNAL_SERVER_ERROR` otherwise), never a stack or upstream detail; the original goes to the log with the
 * request id.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (GATEWAY_REFUSALS.has(code)) {
    const { http: _http, stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { message: formatted.message, path: formatted.path, extensions };
  }
  if (CALLER_ERRORS.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  return { message: messages.generic, path: formatted.path, extensions: { code: maskedCode(error) } };
}

/** `DEADLINE_EXCEEDED` when the request ran out of its REQUEST_DEADLINE_MS, so a client knows it was slowness. */
function maskedCode(error: unknown): string {
  const original = unwrapResolverError(error);
  if (!(original instanceof LegacyError) || original.failure.kind !== 'unavailable') return 'INTERNAL_SERVER_ERROR';
  return original.failure.cause === 'deadline' ? 'DEADLINE_EXCEEDED' : 'UPSTREAM_UNAVAILABLE';
}

const isUnavailable = (error: unknown) => maskedCode(error) !== 'INTERNAL_SERVER_ERROR';

/** Logs every masked error with the request's logger, so the line carries the request id the client can quote. */
export const logUnexpectedErrors: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const error of errors) {
          const code = String(error.extensions?.code);
          if (CALLER_ERRORS.has(code) || GATEWAY_REFUSALS.has(code)) continue;
          // An unreachable upstream is already logged once by the client, with its cause.
          if (isUnavailable(error)) continue;
          contextValue.logger.error({ err: unwrapResolverError(error), path: error.path }, 'unexpected GraphQL error');
        }
      },
    };
  },
};
