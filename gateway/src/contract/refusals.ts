import { GraphQLError } from 'graphql';
import { commerceMessages, type Permission } from 'schema/validation';
import { assertNever } from '../legacy/errors';
import type { Refusal } from './refusal';
import { invalid, outcome, problem } from './problems';

/**
 * How the contract answers a refusal (`refusal.ts`): as the field's union member, as a top-level error with
 * the same code where the union has no such member, or as a file route's JSON problem with its HTTP status.
 */

/** What a refused caller is told to sign in for, where a permission has its own words (the export's: the spec's). */
const LOGIN_MESSAGE: Partial<Record<Permission, string>> = {
  advanced_search: outcome.advancedLoginRequired,
  database_download: commerceMessages.registerToDownload,
};

/** The member that answers a refusal; `permission` is the one the field's policy requires, if any. */
export function refusalProblem(refusal: Refusal, permission: Permission | null) {
  switch (refusal.kind) {
    case 'loginRequired':
      return problem('LoginRequired', { message: (permission && LOGIN_MESSAGE[permission]) || outcome.loginToContinue });
    case 'sessionExpired':
      return problem('SessionExpired');
    case 'noActiveMembership':
      return problem('NoActiveMembership');
    case 'denied': {
      const missing = refusal.permission ?? permission;
      // A refusal of a field that needs no permission is the API not accepting the membership it acts in.
      return missing ? problem('PermissionDenied', { permission: missing }) : problem('NoActiveMembership');
    }
    case 'ownMembership':
      return problem('OwnMembership');
    case 'invalid':
      return invalid(refusal.problems);
    case 'rateLimited':
      return problem('RateLimited', { member: refusal.member, resetsAt: refusal.resetsAt.toISOString() });
    default:
      return assertNever(refusal);
  }
}

/** The same answer as a top-level error, for a field whose type has no member for it. */
export function refusalError(refusal: Refusal, permission: Permission | null): GraphQLError {
  const { __typename: _typename, message, field: _field, code, ...details } = refusalProblem(refusal, permission) as Record<string, unknown> & {
    message: string;
    code: string;
  };
  return new GraphQLError(message, { extensions: { code, ...details } });
}

/** The codes of those errors: their message and details are for the caller (`errors.ts` does not mask them). */
export const REFUSAL_CODES = ['LOGIN_REQUIRED', 'SESSION_EXPIRED', 'NO_ACTIVE_MEMBERSHIP', 'PERMISSION_DENIED', 'OWN_MEMBERSHIP', 'VALIDATION_FAILED', 'RATE_LIMITED'];

/** A file route's HTTP status for a refusal: who the caller is 401, what they may do 403. */
export function refusalStatus(refusal: Refusal): number {
  switch (refusal.kind) {
    case 'loginRequired':
    case 'sessionExpired':
      return 401;
    case 'noActiveMembership':
    case 'denied':
    case 'ownMembership':
      return 403;
    case 'invalid':
      return 400;
    case 'rateLimited':
      return 429;
    default:
      return assertNever(refusal);
  }
}
