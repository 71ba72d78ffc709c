import type { Response } from 'express';
import type { Logger } from 'pino';
import { messages, securityMessages, type Permission } from 'schema/validation';
import type { Refusal } from '../contract/refusal';
import { invalid, problem } from '../contract/problems';
import { refusalProblem, refusalStatus } from '../contract/refusals';
import { LegacyError } from '../legacy/errors';

/** A file route's JSON answer, the success payload or a member of GraphQL's `Problem` interface, with its HTTP status. */
export interface Reply {
  status: number;
  body: { __typename: string; [field: string]: unknown };
}

export const reply = (status: number, body: Reply['body']): Reply => ({ status, body });

/** A refusal as the routes answer it: the member GraphQL would answer, 401 for who the caller is, 403 for what they may do. */
export const refusalReply = (refusal: Refusal, permission: Permission | null): Reply => reply(refusalStatus(refusal), refusalProblem(refusal, permission));

/** The problems of an upload itself, whatever its domain. */
export const fileProblem = {
  /** A cross-site form can send a multipart POST; it cannot add a custom header without a preflight we never allow. */
  csrfHeaderMissing: () => reply(403, problem('ValidationFailed', { message: 'Wysyłanie plików wymaga nagłówka X-Requested-With.', problems: [] })),
  invalid: (field: string, message: string, status = 400) => reply(status, invalid([{ field: [field], message }])),
  tooLarge: (field: string, message: string, maxBytes: number) => reply(413, problem('FileTooLarge', { message, field: [field], maxBytes })),
  badFormat: (field: string, message: string) => reply(415, problem('FileTypeNotAllowed', { message, field: [field] })),
  uploadsInProgress: (limit: number) => reply(429, problem('UploadsInProgress', { message: securityMessages.uploadsInProgress(limit), limit })),
  tooSlow: (field: string) => reply(408, problem('UploadTooSlow', { field: [field] })),
};

export function send(res: Response, answer: Reply): void {
  if (res.headersSent || res.destroyed) return;
  res.status(answer.status).setHeader('cache-control', 'no-store').json(answer.body);
}

/**
 * The unexpected, answered as GraphQL answers it: a top-level error with the generic Polish message (or the
 * route's own) and `UPSTREAM_UNAVAILABLE` or `INTERNAL_SERVER_ERROR`, or the route's `Problem` member for it (the
 * spec's upload fallback, `UploadFailed`), with 502 or 500 all the same. Logged here
 * with the request id; an unreachable API was already logged by the transport.
 */
export function sendUnexpected(res: Response, logger: Logger, error: unknown, answer: string | Reply['body'] = messages.generic): void {
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
    .json(typeof answer === 'string' ? { errors: [{ message: answer, extensions: { code: unavailable ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR' } }] } : answer);
}
