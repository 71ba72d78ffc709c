import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { parseAnswer } from './answers';
import {
  LegacyError,
  fieldProblems,
  isTokenRefusal,
  matchRefusal,
  type Answer,
  type FieldMap,
  type Invalid,
  type Refusal,
  type RefusalRule,
  type SessionEnded,
} from './errors';

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
}

/** `none`: no credentials at all; `optional`: bearer when signed in, else the captcha token; `required`: bearer. */
export type Auth = 'none' | 'optional' | 'required';

export interface CallSpec<S extends z.ZodType, K extends string, A extends Auth, F extends FieldMap | undefined> {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
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

/** Django's CSRF double submit: the same random value in the `csrftoken` cookie and the `X-CSRFToken` header. */
const CSRF_TOKEN = randomBytes(16).toString('hex');

/**
 * The transport of the provider's `/api/v1`, built once per GraphQL request. It adds the bearer token (renewing it
 * once when the API refuses it), or the captcha token for anonymous callers, the real client's address and the CSRF
 * pair on private writes; validates every answer with zod; and turns each failure into the call's declared refusal,
 * its field problems, the end of the session, or a thrown `LegacyError` for everything unexpected.
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
    type Failure = CallFailure<K, A, F>;
    const credentials = this.options.credentials ?? anonymous;
    let token: string | null = null;
    if (spec.auth !== 'none') {
      try {
        token = await credentials.accessToken();
      } catch (error) {
        if (error instanceof SessionEndedError) return { ok: false, failure: { kind: 'sessionExpired' } as Failure };
        throw error;
      }
      if (spec.auth === 'required' && !token) return { ok: false, failure: { kind: 'sessionExpired' } as Failure };
    }

    let response = await this.send(path, spec, token);
    let body = await readBody(response);
    if (response.status === 401 && token && (isTokenRefusal(body) || !this.declares(spec, 401, body))) {
      // The API refused a token we believed valid (revoked, clock skew): renew once, never loop.
      token = await credentials.renewAfterRejection();
      if (!token) return { ok: false, failure: { kind: 'sessionExpired' } as Failure };
      response = await this.send(path, spec, token);
      body = await readBody(response);
      if (response.status === 401 && isTokenRefusal(body)) return { ok: false, failure: { kind: 'sessionExpired' } as Failure };
    }

    if (!response.ok) return { ok: false, failure: this.failure(path, spec, response, body) as Failure };
    const parsed = parseAnswer(spec.schema, body);
    if (!parsed.success) {
      this.logger.error({ path: pathOnly(path), issues: parsed.issues }, 'legacy API answer broke its contract');
      throw new LegacyError({ kind: 'contract', issues: parsed.issues });
    }
    if (parsed.dropped.length) {
      // The page keeps its upstream count; the broken items are left out and named here.
      this.logger.warn({ path: pathOnly(path), dropped: parsed.dropped }, 'legacy API answer: list items dropped');
    }
    return { ok: true, data: parsed.data };
  }

  /** Raw pass-through for answers that are not JSON (the captcha challenge for the widget). */
  async raw(path: string): Promise<Response> {
    return fetch(this.url(path), { headers: this.baseHeaders(), signal: AbortSignal.timeout(this.options.timeoutMs) });
  }

  private declares(spec: CallSpec<z.ZodType, string, Auth, FieldMap | undefined>, status: number, body: unknown): boolean {
    return !!spec.refusals && matchRefusal(status, body, spec.refusals, null) !== null;
  }

  private failure<K extends string>(
    path: string,
    spec: CallSpec<z.ZodType, K, Auth, FieldMap | undefined>,
    response: Response,
    body: unknown,
  ): Refusal<K> | Invalid {
    const { status } = response;
    const refusal = spec.refusals ? matchRefusal(status, body, spec.refusals, response.headers.get('retry-after')) : null;
    if (refusal) return refusal;
    if (status === 400 && spec.fields) {
      const problems = fieldProblems(body, spec.fields);
      if (problems) return { kind: 'invalid', problems };
    }
    if (status >= 500) {
      this.logger.warn({ path: pathOnly(path), status }, 'legacy API failed');
      throw new LegacyError({ kind: 'unavailable', status, cause: 'status' });
    }
    const detail = typeof body === 'object' && body && 'detail' in body && typeof body.detail === 'string' ? body.detail : null;
    // Only the status and DRF detail are logged: a field error could echo what the person typed.
    this.logger.error({ path: pathOnly(path), status, detail, json: body !== undefined }, 'legacy API answer the call does not expect');
    throw new LegacyError({ kind: 'undeclared', status, detail });
  }

  private async send(path: string, spec: CallSpec<z.ZodType, string, Auth, FieldMap | undefined>, token: string | null): Promise<Response> {
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
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(this.url(path), {
        method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      this.logger.debug({ method, path: pathOnly(path), status: response.status, ms: Math.round(performance.now() - started) }, 'legacy call');
      return response;
    } catch (error) {
      const cause = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      this.logger.warn({ path: pathOnly(path), cause }, 'legacy API unreachable');
      throw new LegacyError({ kind: 'unavailable', status: null, cause });
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

/** The body as JSON; anything else (an HTML error page, a truncated body) as undefined, never shown to anyone. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new LegacyError({ kind: 'unavailable', status: response.status, cause: 'network' });
  }
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
