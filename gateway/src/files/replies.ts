import type { Response } from 'express';
import type { Logger } from 'pino';
import { messages, securityMessages } from 'schema/validation';
import type { ProblemCode } from '../__generated__/resolvers';
import { LegacyError } from '../legacy/errors';
import { outcome } from '../resolvers/problems';

/** A member of a GraphQL result union that implements `Problem`, as JSON: what the file routes answer on refusal. */
export interface ProblemJson {
  __typename: string;
  code: ProblemCode;
  message: string;
  field: string[] | null;
  [extra: string]: unknown;
}

/** A file route's JSON answer: the success payload or a problem, with its HTTP status. */
export interface Reply {
  status: number;
  body: { __typename: string } & Record<string, unknown>;
}

export const refuse = (status: number, problem: ProblemJson): Reply => ({ status, body: problem });

/** The problems every file route can meet, whatever its domain. */
export const fileProblem = {
  sessionExpired: () =>
    refuse(401, { __typename: 'SessionExpired', code: 'SESSION_EXPIRED', message: outcome.sessionExpired, field: null }),
  permissionDenied: (permission: string) =>
    refuse(403, { __typename: 'PermissionDenied', code: 'PERMISSION_DENIED', message: messages.denied, field: null, permission }),
  /** A cross-site form can send a multipart POST; it cannot add a custom header without a preflight we never allow. */
  csrfHeaderMissing: () =>
    refuse(403, {
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      message: 'Wysyłanie plików wymaga nagłówka X-Requested-With.',
      field: null,
      problems: [],
    }),
  invalid: (field: string, message: string, status = 400) =>
    refuse(status, {
      __typename: 'ValidationFailed',
      code: 'VALIDATION_FAILED',
      message: messages.formError,
      field: null,
      problems: [{ __typename: 'FieldProblem', code: 'VALIDATION_FAILED', message, field: [field] }],
    }),
  tooLarge: (field: string, message: string, maxBytes: number) =>
    refuse(413, { __typename: 'FileTooLarge', code: 'FILE_TOO_LARGE', message, field: [field], maxBytes }),
  badFormat: (field: string, message: string) =>
    refuse(415, { __typename: 'FileTypeNotAllowed', code: 'FILE_TYPE_NOT_ALLOWED', message, field: [field] }),
  uploadsInProgress: (limit: number) =>
    refuse(429, { __typename: 'UploadsInProgress', code: 'UPLOADS_IN_PROGRESS', message: securityMessages.uploadsInProgress(limit), field: null, limit }),
  tooSlow: (field: string) => refuse(408, { __typename: 'UploadTooSlow', code: 'UPLOAD_TOO_SLOW', message: securityMessages.uploadTooSlow, field: [field] }),
};

export function send(res: Response, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  res.status(reply.status).setHeader('cache-control', 'no-store').json(reply.body);
}

/**
 * The unexpected, answered as GraphQL answers it: a top-level error with the generic Polish message (or the
 * route's own, e.g. the spec's upload fallback) and `UPSTREAM_UNAVAILABLE` or `INTERNAL_SERVER_ERROR`. Logged here
 * with the request id; an unreachable API was already logged by the transport.
 */
export function sendUnexpected(res: Response, logger: Logger, error: unknown, message: string = messages.generic): void {
  const unavailable = error instanceof LegacyError && error.failure.kind === 'unavailable';
  if (!unavailable) logger.error({ err: error }, 'unexpected error in a file route');
  if (res.headersSent) {
    // A download already streaming: all that is left is to cut it, so the browser marks it failed.
    res.destroy();
    return;
  }
  if (res.destroyed) return;
  res
    .status(unavailable ? 502 : 500)
    .setHeader('cache-control', 'no-store')
    .json({ errors: [{ message, extensions: { code: unavailable ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR' } }] });
}
