import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { create as dispositionHeader } from 'content-disposition';
import { Router, type Request, type Response as ExpressResponse } from 'express';
import { messages } from 'schema/validation';
import type { Policy } from '../access/access';
import { Refused } from '../contract/refusal';
import { fileName } from '../contract/files';
import { createContext, type Context, type ContextDeps } from '../context';
import type { StreamedBody } from '../legacy/http';
import { IncomingUpload, type FirstFile, type UploadRule } from './incoming';
import { uploaderOf, type UploadGuard } from '../security/upload-guard';
import { fileProblem, refusalReply, send, sendUnexpected, type Reply } from './replies';

/**
 * The gateway's file routes under `/files`: uploads streamed from the browser to the API and downloads streamed
 * from the API to the browser, with the session's bearer token (the GraphQL context's REST client) and JSON
 * answers in the shape of GraphQL's `Problem` members. Each domain declares its routes with `uploadRoute` and
 * `downloadRoute`, each with its policy as a GraphQL field's `@auth` (checked by the same access module before the
 * route does anything), and lists them in `files/index.ts`. A route hands a common outcome on with `refuse`.
 */
export interface FileRoute {
  method: 'get' | 'post';
  path: string;
  policy: Policy;
  handle(ctx: Context, req: Request, res: ExpressResponse, uploads: UploadGuard): Promise<void>;
}

export interface UploadRouteSpec {
  /** Path under `/files`, e.g. `/verification`. The browser POSTs `multipart/form-data` to it. */
  path: string;
  rule: UploadRule;
  /** Who may upload; checked before a byte of the body is read. */
  policy: Policy;
  /**
   * Called once the first file's part header has arrived (its name known; the body not yet read further): sends
   * `body` to the API and answers (`req` gives the path's parameters). `body` can be read once; a problem answered
   * without reading it leaves the API untouched.
   */
  send(ctx: Context, upload: FirstFile & { body: StreamedBody }, req: Request): Promise<Reply>;
  /**
   * The answer when the API fails unexpectedly: a member of `Problem` (the spec's upload fallback, `UploadFailed`) or
   * the message of a top-level error (default: the generic one).
   */
  unexpected?: string | Reply['body'];
}

/** Bytes a multipart body may hold besides its files (boundaries, part headers, text parts). */
const ENVELOPE_BYTES = 256 * 1024;

export function uploadRoute(spec: UploadRouteSpec): FileRoute {
  const { rule } = spec;
  const field = rule.fileFields[0] ?? 'file';
  const largest = rule.maxBytes * (rule.maxFiles ?? 1) + (rule.maxTextBytes ?? 0) + ENVELOPE_BYTES;
  return {
    method: 'post',
    path: spec.path,
    policy: spec.policy,
    async handle(ctx, req, res, uploads) {
      const length = Number(req.headers['content-length']);
      // Refused before reading: no CSRF header, not multipart, no length (browsers always send one) or too long.
      if (!req.headers['x-requested-with']) return refuseUnread(req, res, fileProblem.csrfHeaderMissing());
      if (!req.is('multipart/form-data')) return refuseUnread(req, res, fileProblem.invalid(field, messages.invalidData, 415));
      if (!Number.isSafeInteger(length)) return refuseUnread(req, res, fileProblem.invalid(field, 'Brak nagłówka Content-Length.', 411));
      if (length > largest) return refuseUnread(req, res, fileProblem.tooLarge(field, rule.messages.tooLarge, rule.maxBytes));
      const refusal = await ctx.access.check(spec.policy, req.params);
      if (refusal) return refuseUnread(req, res, refusalReply(refusal, spec.policy.permission));
      const release = uploads.take(uploaderOf(req));
      if (!release) return refuseUnread(req, res, fileProblem.uploadsInProgress(uploads.settings.perUser));
      // Held until the answer is done, whatever ends the upload (the API's request is cut by then).
      res.once('close', release);

      const upload = new IncomingUpload(req, rule, uploads.settings);
      try {
        const first = await upload.firstFile();
        if (!first) return upload.refusal ? send(res, upload.refusal) : undefined;
        let reply: Reply;
        try {
          reply = await spec.send(ctx, { ...first, body: upload.body() }, req);
        } catch (error) {
          // Our own refusal cut the API's request: answer the refusal, not the broken connection it caused.
          if (upload.refusal) return send(res, upload.refusal);
          if (error instanceof Refused) return send(res, refusalReply(error.refusal, spec.policy.permission));
          if (upload.clientGone) return void ctx.logger.info('upload cut by the browser; the API kept nothing');
          return sendUnexpected(res, ctx.logger, error, spec.unexpected);
        }
        send(res, upload.refusal ?? reply);
      } finally {
        upload.close();
        // A body too slow to wait for is not read to its end either: the connection goes once the answer is out.
        if (upload.refusal?.status === 408) res.once('finish', () => req.destroy());
      }
    },
  };
}

export interface DownloadRouteSpec {
  /** Path under `/files` with Express parameters, e.g. `/verification/:fileId`. */
  path: string;
  /** Who may download; checked before the API is asked. */
  policy: Policy;
  /** Points a download takes from the caller's operation budget, as a field's `@rateLimit(cost)` (default 1). */
  cost?: number;
  /** Asks the API for the file (`ctx.legacy.…`, whose call uses `LegacyHttp.download`), or answers a problem. */
  fetch(ctx: Context, req: Request): Promise<{ ok: true; file: Response } | { ok: false; reply: Reply }>;
  /** File name when the API's answer names none. */
  defaultName: string;
}

export function downloadRoute(spec: DownloadRouteSpec): FileRoute {
  return {
    method: 'get',
    path: spec.path,
    policy: spec.policy,
    async handle(ctx, req, res) {
      const refusal = await ctx.access.check(spec.policy, req.params);
      if (refusal) return send(res, refusalReply(refusal, spec.policy.permission));
      const limited = await ctx.budget.charge(spec.cost ?? 1);
      if (limited) {
        res.setHeader('retry-after', String(Math.max(Math.ceil((limited.resetsAt.getTime() - Date.now()) / 1000), 1)));
        return send(res, refusalReply({ kind: 'rateLimited', resetsAt: limited.resetsAt, member: ctx.access.signedIn }, null));
      }
      const answer = await spec.fetch(ctx, req);
      if (!answer.ok) return send(res, answer.reply);
      const { file } = answer;
      res.status(200);
      res.setHeader('content-type', file.headers.get('content-type') ?? 'application/octet-stream');
      const length = file.headers.get('content-length');
      if (length && /^\d+$/.test(length)) res.setHeader('content-length', length);
      res.setHeader('content-disposition', dispositionHeader(fileName(file.headers.get('content-disposition'), spec.defaultName)));
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', 'no-store');
      // A browser that leaves mid-download cancels the API's answer too (pipeline destroys both).
      await pipeline(Readable.fromWeb(file.body as NodeReadableStream), res);
    },
  };
}

/** Answers before reading the body; the body is then read and dropped, so the browser receives the answer. */
function refuseUnread(req: Request, res: ExpressResponse, answer: Reply): void {
  req.resume();
  send(res, answer);
}

/** The `/files` router: every route gets the session's context (tokens refreshed as for GraphQL) and JSON answers. */
export function fileRouter(deps: ContextDeps, routes: readonly FileRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](route.path, async (req, res) => {
      const ctx = createContext(deps, req, res);
      try {
        await route.handle(ctx, req, res, deps.uploads);
      } catch (error) {
        if (error instanceof Refused) send(res, refusalReply(error.refusal, route.policy.permission));
        else sendUnexpected(res, ctx.logger, error);
      }
    });
  }
  return router;
}
