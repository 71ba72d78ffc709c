import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { text as streamText } from 'node:stream/consumers';
import { BrokenCircuitError } from 'cockatiel';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { parseAnswer } from './answers';
import { observeCall } from '../observability/upstream';
import type { RequestTrace } from '../observability/tracing';
import type { UpstreamBreakers } from './breaker';
import {
  LegacyError,
  fieldProblems,
  isTokenRefusal,
  matchRefusal,
  otherwiseRefusal,
  type Answer,
  type FieldMap,
  type Quota,
  type Invalid,
  type Refusal,
  type RefusalRule,
  type SessionEnded,
} from './errors';
import { exchange, UpstreamTimeout, type Exchange, type Reply } from './exchange';

/** Where a request's bearer token comes from: the session (refreshing as needed) or an integrator's header. */
export interface Credentials {
  /** A valid access token, or null when the caller is anonymous. Throws `SessionEndedError` if the session ended. */
  accessToken(): Promise<string | null>;
  /** Called once after the API refused a token that looked valid; returns a fresh one or null. */
  renewAfterRejection(): Promise<string | null>;
}

/** The session ended while a request needed it (refresh refused or refresh token expired). */
export class SessionEndedError extends Error {
  constructor(readonly reason: string) {
    super(`session ended: ${reason}`);
    this.name = 'SessionEndedError';
  }
}

export const anonymous: Credentials = {
  accessToken: async () => null,
  renewAfterRejection: async () => null,
};

export interface LegacyHttpOptions {
  baseUrl: string;
  timeoutMs: number;
  clientIp: string | undefined;
  /** Header that carries the captcha token on anonymous calls (`LEGACY_CAPTCHA_HEADER`). */
  captchaHeader: string;
  captchaToken?: string | null;
  credentials?: Credentials;
  logger: Logger;
  /** The upstream's circuit breakers (one per route family), shared by every request of the process. */
  breakers?: UpstreamBreakers;
  /** A GraphQL request's deadline (`REQUEST_DEADLINE_MS`): every call of the request ends by then. */
  deadline?: AbortSignal;
  /** The deadline's length, ms: a call it ends after waiting at least half of it (or of the timeout) met a hung API. */
  deadlineMs?: number;
  /** The request's trace when tracing is on: each call is a span under it, and the API receives its `traceparent`. */
  trace?: RequestTrace;
}

/** `none`: no credentials at all; `optional`: bearer when signed in, else the captcha token; `required`: bearer. */
export type Auth = 'none' | 'optional' | 'required';

/** A request body read once as it streams (an upload), never held whole. */
export interface StreamedBody {
  /** With the multipart boundary, e.g. `multipart/form-data; boundary=…`. */
  contentType: string;
  /** Sent as `Content-Length` when known: Django under WSGI reads a body without one (chunked) as empty. */
  contentLength: number | null;
  chunks: AsyncIterable<Uint8Array>;
  /** Cuts the upload: the API sees a broken request and keeps nothing of it. */
  signal: AbortSignal;
}

export interface CallSpec<S extends z.ZodType, K extends string, A extends Auth, F extends FieldMap | undefined> {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body; sent again when a refused token is renewed. */
  body?: unknown;
  /**
   * A streamed body instead of `body`. It cannot be sent twice, so a token the API refuses is renewed for the next
   * call but this one fails; the timeout counts from the last byte that moved, so a long upload is not cut.
   */
  stream?: StreamedBody;
  schema: S;
  auth: A;
  /** The refusals this call can answer, in match order. Anything else it answers is unexpected. */
  refusals?: readonly RefusalRule<K>[];
  /** REST→GraphQL field map of this call's 400 field errors. A 400 naming another field is unexpected. */
  fields?: F;
}

export type CallFailure<K extends string, A extends Auth, F> =
  | ([K] extends [never] ? never : Refusal<K>)
  | (A extends 'none' ? never : SessionEnded)
  | (F extends FieldMap ? Invalid : never);

/** A 2xx status. */
const isSuccess = (reply: Reply) => reply.statusCode >= 200 && reply.statusCode < 300;

function header(reply: Reply, name: string): string | null {
  const value = reply.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

const count = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The caller's quota from the answer's `RateLimit-*` headers, as a property to spread; nothing when absent or odd. */
function quotaOf(reply: Reply): { quota?: Quota } {
  const limit = count(header(reply, 'ratelimit-limit'));
  const remaining = count(header(reply, 'ratelimit-remaining'));
  return limit !== null && remaining !== null && remaining <= limit ? { quota: { limit, remaining } } : {};
}

/** Django's CSRF double submit: the same random value in the `csrftoken` cookie and the `X-CSRFToken` header. */
const CSRF_TOKEN = randomBytes(16).toString('hex');

/**
 * The transport of the provider's `/api/v1`, built once per GraphQL request, over `exchange` (Node's HTTP client
 * with a keep-alive pool, decision 017). It adds the bearer token (renewing it once when the API refuses it), or the
 * captcha token for anonymous callers, the real client's address and the CSRF pair on private writes; validates
 * every answer with zod; and turns each failure into the call's declared refusal, its field problems, the end of the
 * session, or a thrown `LegacyError` for everything unexpected.
 */
export class LegacyHttp {
  constructor(readonly options: LegacyHttpOptions) {}

  get logger(): Logger {
    return this.options.logger;
  }

  async call<S extends z.ZodType, K extends string = never, A extends Auth = Auth, F extends FieldMap | undefined = undefined>(
    path: string,
    spec: CallSpec<S, K, A, F>,
  ): Promise<Answer<z.output<S>, CallFailure<K, A, F>>> {
    const exchanged = await this.exchange(path, spec);
    if (!exchanged.ok) return { ok: false, failure: exchanged.failure as CallFailure<K, A, F> };
    const { reply } = exchanged;
    const body = exchanged.read ? exchanged.body : await this.readBody(reply);
    if (!isSuccess(reply)) return { ok: false, failure: this.failure(path, spec, reply, body) as CallFailure<K, A, F> };
    const parsed = parseAnswer(spec.schema, body);
    if (!parsed.success) {
      this.logger.error({ path: pathOnly(path), issues: parsed.issues }, 'legacy API answer broke its contract');
      throw new LegacyError({ kind: 'contract', issues: parsed.issues });
    }
    if (parsed.dropped.length) {
      // The page keeps its upstream count; the broken items are left out and named here.
      this.logger.warn({ path: pathOnly(path), dropped: parsed.dropped }, 'legacy API answer: list items dropped');
    }
    return { ok: true, data: parsed.data, ...quotaOf(reply) };
  }

  /**
   * A GET whose success is a file: the `Response` with its body unread, to be streamed on. The timeout counts from
   * the last byte received, so a long download that keeps moving is never cut. Failures map as in `call`.
   */
  async download<K extends string = never, A extends Auth = Auth, F extends FieldMap | undefined = undefined>(
    path: string,
    spec: Omit<CallSpec<z.ZodType, K, A, F>, 'schema' | 'method' | 'body' | 'stream'>,
  ): Promise<Answer<Response, CallFailure<K, A, F>>> {
    const exchanged = await this.exchange(path, spec);
    if (!exchanged.ok) return { ok: false, failure: exchanged.failure as CallFailure<K, A, F> };
    const { reply } = exchanged;
    if (!isSuccess(reply)) {
      const body = exchanged.read ? exchanged.body : await this.readBody(reply);
      return { ok: false, failure: this.failure(path, spec, reply, body) as CallFailure<K, A, F> };
    }
    return { ok: true, data: asResponse(reply) };
  }

  /**
   * Sends the call with the bearer token (renewing it once when the API refuses a token we believed valid) or the
   * captcha token. `read` says whether the answer's body was already read (to look at a 401).
   */
  private async exchange(
    path: string,
    spec: CallSpec<z.ZodType, string, Auth, FieldMap | undefined> | Omit<CallSpec<z.ZodType, string, Auth, FieldMap | undefined>, 'schema'>,
  ): Promise<{ ok: true; reply: Reply; read: false } | { ok: true; reply: Reply; read: true; body: unknown } | { ok: false; failure: SessionEnded }> {
    const ended = { ok: false as const, failure: { kind: 'sessionExpired' as const } };
    const credentials = this.options.credentials ?? anonymous;
    let token: string | null = null;
    if (spec.auth !== 'none') {
      try {
        token = await credentials.accessToken();
      } catch (error) {
        if (error instanceof SessionEndedError) return ended;
        throw error;
      }
      if (spec.auth === 'required' && !token) return ended;
    }

    const reply = await this.send(path, spec, token);
    if (reply.statusCode !== 401 || !token) return { ok: true, reply, read: false };
    const body = await this.readBody(reply);
    if (!isTokenRefusal(body) && this.declares(spec, 401, body)) return { ok: true, reply, read: true, body };
    // The API refused a token we believed valid (revoked, clock skew): renew once, never loop.
    token = await credentials.renewAfterRejection();
    if (!token) return ended;
    if ('stream' in spec && spec.stream) {
      // Its bytes are gone: the renewed token serves the person's next attempt.
      this.logger.warn({ path: pathOnly(path) }, 'legacy API refused the token of an upload; renewed for the next attempt');
      throw new LegacyError({ kind: 'undeclared', status: 401, detail: null });
    }
    const retried = await this.send(path, spec, token);
    if (retried.statusCode !== 401) return { ok: true, reply: retried, read: false };
    const retriedBody = await this.readBody(retried);
    if (isTokenRefusal(retriedBody)) return ended;
    return { ok: true, reply: retried, read: true, body: retriedBody };
  }

  /** Raw pass-through for answers that are not JSON (the captcha challenge for the widget). */
  async raw(path: string): Promise<Response> {
    return asResponse(await this.exchangeOnce(path, { method: 'GET', headers: this.baseHeaders(), signal: this.options.deadline }));
  }

  private declares(spec: Pick<CallSpec<z.ZodType, string, Auth, undefined>, 'refusals'>, status: number, body: unknown): boolean {
    return !!spec.refusals && matchRefusal(status, body, spec.refusals, null) !== null;
  }

  private failure<K extends string>(
    path: string,
    spec: Pick<CallSpec<z.ZodType, K, Auth, FieldMap | undefined>, 'refusals' | 'fields'>,
    reply: Reply,
    body: unknown,
  ): Refusal<K> | Invalid {
    const status = reply.statusCode;
    const refusal = spec.refusals ? matchRefusal(status, body, spec.refusals, header(reply, 'retry-after')) : null;
    if (refusal) return { ...refusal, ...quotaOf(reply) };
    if (status === 400 && spec.fields) {
      const problems = fieldProblems(body, spec.fields);
      if (problems) return { kind: 'invalid', problems };
    }
    const otherwise = spec.refusals ? otherwiseRefusal(status, body, spec.refusals) : null;
    if (otherwise) return otherwise;
    if (status >= 500) {
      this.logger.warn({ path: pathOnly(path), status }, 'legacy API failed');
      throw new LegacyError({ kind: 'unavailable', status, cause: 'status' });
    }
    const detail = typeof body === 'object' && body && 'detail' in body && typeof body.detail === 'string' ? body.detail : null;
    // Only the status and DRF detail are logged: a field error could echo what the person typed.
    this.logger.error({ path: pathOnly(path), status, detail, json: body !== undefined }, 'legacy API answer the call does not expect');
    throw new LegacyError({ kind: 'undeclared', status, detail });
  }

  private async send(
    path: string,
    spec: Pick<CallSpec<z.ZodType, string, Auth, undefined>, 'method' | 'body' | 'stream' | 'auth'>,
    token: string | null,
  ): Promise<Reply> {
    const method = spec.method ?? 'GET';
    const headers = this.baseHeaders();
    if (token) {
      headers.authorization = `Bearer ${token}`;
      if (method !== 'GET' && method !== 'HEAD') {
        headers['x-csrftoken'] = CSRF_TOKEN;
        headers.cookie = `csrftoken=${CSRF_TOKEN}`;
      }
    } else if (spec.auth !== 'none' && this.options.captchaToken) {
      headers[this.options.captchaHeader] = this.options.captchaToken;
    }
    const { stream } = spec;
    const { deadline } = this.options;
    const started = performance.now();
    let reply: Reply;
    if (stream) {
      headers['content-type'] = stream.contentType;
      if (stream.contentLength !== null) headers['content-length'] = String(stream.contentLength);
      const signal = deadline ? AbortSignal.any([stream.signal, deadline]) : stream.signal;
      reply = await this.exchangeOnce(path, { method, headers, body: stream.chunks, signal }, stream.signal);
    } else {
      if (spec.body !== undefined) headers['content-type'] = 'application/json';
      const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
      reply = await this.exchangeOnce(path, { method, headers, body, signal: deadline });
    }
    this.logger.debug({ method, path: pathOnly(path), status: reply.statusCode, ms: Math.round(performance.now() - started) }, 'legacy call');
    return reply;
  }

  /**
   * One HTTP exchange through its route family's circuit breaker. It ends when nothing moved for the call's timeout
   * (so an upload or a download that keeps moving is never cut), when the request's deadline passes, or when the
   * caller ends it (`cancel`: a person cancelling an upload). Only the API's own failures count against its circuit:
   * a timeout, a dropped connection, or a deadline that cut a call after it had waited long on a hung API; never the
   * caller's cancel.
   */
  private async exchangeOnce(path: string, options: Omit<Exchange, 'idleTimeoutMs'>, cancel?: AbortSignal): Promise<Reply> {
    const { breakers, timeoutMs } = this.options;
    const family = breakers?.familyOf(path) ?? 'other';
    const done = observeCall(family, options.method, path, options.headers, this.options.trace);
    const attempt = async () => {
      const started = performance.now();
      try {
        const reply = await exchange(this.url(path), { ...options, idleTimeoutMs: timeoutMs });
        done(reply.statusCode);
        return reply;
      } catch (error) {
        const cause = cancel?.aborted ? 'cancelled' : this.deadlinePassed ? 'deadline' : error instanceof UpstreamTimeout ? 'timeout' : 'network';
        const outage = cause === 'timeout' || cause === 'network' || (cause === 'deadline' && performance.now() - started >= this.hungAfterMs);
        done(cause);
        if (cause === 'cancelled') this.logger.info({ path: pathOnly(path) }, 'legacy API call ended by the caller');
        else this.logger.warn({ path: pathOnly(path), cause, family }, 'legacy API unreachable');
        throw new LegacyError({ kind: 'unavailable', status: null, cause }, outage);
      }
    };
    if (!breakers) return attempt();
    try {
      return await breakers.policy(family).execute(attempt);
    } catch (error) {
      if (!(error instanceof BrokenCircuitError)) throw error;
      done('circuit_open');
      // The opening was logged once; each call it refuses only at debug level.
      this.logger.debug({ path: pathOnly(path), cause: 'circuitOpen', family }, 'legacy API not called: circuit open');
      throw new LegacyError({ kind: 'unavailable', status: null, cause: 'circuitOpen' });
    }
  }

  /** A call the deadline ends after waiting this long met a hung API (it was not merely started late in the request). */
  private get hungAfterMs(): number {
    return Math.min(this.options.timeoutMs, this.options.deadlineMs ?? Number.POSITIVE_INFINITY) / 2;
  }

  private get deadlinePassed(): boolean {
    return !!this.options.deadline?.aborted;
  }

  /** The body as JSON; anything else (an HTML error page, a truncated body) as undefined, never shown to anyone. */
  private async readBody(reply: Reply): Promise<unknown> {
    let text: string;
    try {
      text = await streamText(reply.body);
    } catch (error) {
      throw new LegacyError({ kind: 'unavailable', status: reply.statusCode, cause: this.deadlinePassed ? 'deadline' : error instanceof UpstreamTimeout ? 'timeout' : 'network' });
    }
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  private baseHeaders(): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.clientIp) headers['x-forwarded-for'] = this.options.clientIp;
    return headers;
  }

  private url(path: string): string {
    return `${this.options.baseUrl}${path}`;
  }
}

/** An answer handed on as a web `Response` (files, the captcha challenge): its body still streams from the API. */
function asResponse({ statusCode, headers, body }: Reply): Response {
  const webHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) for (const item of [value ?? []].flat()) webHeaders.append(name, item);
  const nullBody = [204, 205, 304].includes(statusCode);
  if (nullBody) body.resume();
  return new Response(nullBody ? null : webBody(body), { status: statusCode, headers: webHeaders });
}

/**
 * The answer's body as a web stream, read as it is pulled. Written out because Node 20's `Readable.toWeb` could still
 * push a chunk after a cancel (of a zip read only for its headers: the database page's state), an uncaught error
 * that ended the gateway; here a cancel destroys the body and nothing reaches the stream after it.
 */
function webBody(body: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      body.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) body.pause();
      });
      body.once('end', () => {
        if (!settled) controller.close();
        settled = true;
      });
      body.once('error', (error) => {
        if (!settled) controller.error(error);
        settled = true;
      });
      body.pause();
    },
    pull() {
      body.resume();
    },
    cancel() {
      settled = true;
      body.destroy();
    },
  });
}

/** Query strings may carry ids or e-mails; logs keep only the path. */
export function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

/** Query parameters with the spec's names; arrays repeat the key (`gpc_number=…&gpc_number=…`); blanks left out. */
export type QueryParams = Record<string, string | number | string[] | null | undefined>;

export function queryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
