import { GraphQLError } from 'graphql';
import { messages } from 'schema/validation';
import { LegacyError } from '../legacy/errors';

/**
 * An outcome no union member describes (upstream down, contract broken, a bug). The client sees the generic
 * Polish message and a code; the details stay in the log.
 */
export function unexpected(error: unknown): GraphQLError {
  if (error instanceof LegacyError && error.failure.kind === 'unavailable') {
    return new GraphQLError(messages.generic, { extensions: { code: 'UPSTREAM_UNAVAILABLE' }, originalError: error });
  }
  return new GraphQLError(messages.generic, { extensions: { code: 'INTERNAL_SERVER_ERROR' }, originalError: error as Error });
}
