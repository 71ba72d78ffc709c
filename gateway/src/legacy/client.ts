import type { z } from 'zod';
import type { Logger } from 'pino';
import { LegacyError, failureFromCode, failureFromResponse } from './errors';
import {
  categoryTreeSchema,
  globalLookupSchema,
  hasGcpSchema,
  productSuggestionsSchema,
  searchPageSchema,
  productCountSchema,
  restProductSchema,
  restUserSchema,
  tokenPairSchema,
  type RestProduct,
  type TokenPair,
} from './models';

/** Where a request's bearer token comes from: the session (refreshing as needed) or an integrator's header. */
export interface Credentials {
  /** A valid access token, or null when the caller is anonymous. Throws `LegacyError(unauthorized)` if the session ended. */
  accessToken(): Promise<string | null>;
  /** Called once after the API refused a token that looked valid; returns a fresh one or null. */
  renewAfterRejection(): Promise<string | null>;
}

export const anonymous: Credentials = {
  accessToken: async () => null,
  renewAfterRejection: async () => null,
};

export interface LegacyClientOptions {
  baseUrl: string;
  timeoutMs: number;
  clientIp: string | undefined;
  captchaToken?: string | null;
  credentials?: Credentials;
  logger: Logger;
}

interface CallOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  /** Private calls carry the bearer token; anonymous ones the captcha token. */
  auth: 'none' | 'optional' | 'required';
}

/**
 * Typed client of the provider's `/api/v1`, built once per GraphQL request. It adds the bearer token or the
 * captcha header and the real client's address, validates every answer with zod, and turns every failure into
 * a `LegacyError` carrying a closed `LegacyFailure`.
 */
export class LegacyClient {
  /** Upstream calls made by this request (the benchmarks read it). */
  calls = 0;

  constructor(private readonly options: LegacyClientOptions) {}

  obtainToken(email: string, password: string): Promise<TokenPair> {
    return this.call('/token/', { method: 'POST', body: { email, password }, schema: tokenPairSchema, auth: 'none' });
  }

  refreshToken(refresh: string): Promise<TokenPair> {
    return this.call('/token/refresh/', { method: 'POST', body: { refresh }, schema: tokenPairSchema, auth: 'none' });
  }

  me() {
    return this.call('/accounts/me/', { schema: restUserSchema, auth: 'required' });
  }

  ownProduct(gtin14: string, activeMembershipId: string | null): Promise<RestProduct> {
    const query = activeMembershipId ? `?activeMembershipId=${encodeURIComponent(activeMembershipId)}` : '';
    return this.call(`/products/get_products/${gtin14}/${query}`, { schema: restProductSchema, auth: 'optional' });
  }

  /** The global registry answers a product, or a string code that becomes a failure here. */
  async globalProduct(gtin14: string, companyId: string | null): Promise<RestProduct | 'not_found'> {
    const query = companyId ? `?company=${encodeURIComponent(companyId)}` : '';
    const answer = await this.call(`/global_registry/get_product/${gtin14}/${query}`, {
      schema: globalLookupSchema,
      auth: 'optional',
    });
    if (typeof answer !== 'string') return answer;
    const failure = failureFromCode(answer);
    if (failure) throw new LegacyError(failure);
    return 'not_found';
  }

  /** The own database page by page (no filter) or one GTIN; anonymous callers need the captcha. */
  basicSearch(params: SearchParams) {
    return this.call(`/products/get_products/${queryString(params)}`, { schema: searchPageSchema, auth: 'optional' });
  }

  advancedSearch(companyId: string, params: SearchParams) {
    return this.call(`/products/${encodeURIComponent(companyId)}/get_products_advanced/${queryString(params)}`, {
      schema: searchPageSchema,
      auth: 'required',
    });
  }

  async productSuggestions(companyId: string, field: 'name' | 'brand', text: string): Promise<string[]> {
    const answer = await this.call(
      `/products/${encodeURIComponent(companyId)}/get_products_advanced/suggest/${queryString({ field, text })}`,
      { schema: productSuggestionsSchema, auth: 'required' },
    );
    return answer.map((s) => s.text);
  }

  async companySuggestions(companyId: string, text: string): Promise<string[]> {
    const answer = await this.call(`/companies/${encodeURIComponent(companyId)}/get_companies/suggest/${queryString({ text })}`, {
      schema: productSuggestionsSchema,
      auth: 'required',
    });
    return answer.map((s) => s.text);
  }

  categories() {
    return this.call('/products/get_categories/?limit=100', { schema: categoryTreeSchema, auth: 'required' });
  }

  async hasGcp(gtin14: string, activeMembershipId: string | null): Promise<boolean> {
    const answer = await this.call(`/products/product_has_gcp/${gtin14}/${queryString({ activeMembershipId })}`, {
      schema: hasGcpSchema,
      auth: 'required',
    });
    return answer.hasGcp;
  }

  productCount() {
    return this.call('/products/product_count/', { schema: productCountSchema, auth: 'none' });
  }

  /** Raw pass-through for endpoints that are not JSON (captcha challenge for the widget). */
  async raw(path: string): Promise<Response> {
    this.calls++;
    return fetch(this.url(path), { headers: this.baseHeaders(), signal: AbortSignal.timeout(this.options.timeoutMs) });
  }

  private async call<S extends z.ZodType>(path: string, opts: CallOptions<S>): Promise<z.output<S>> {
    const credentials = this.options.credentials ?? anonymous;
    let token = opts.auth === 'none' ? null : await credentials.accessToken();
    if (opts.auth === 'required' && !token) throw new LegacyError({ kind: 'unauthorized', detail: 'no session' });

    let response = await this.send(path, opts, token);
    if (response.status === 401 && token) {
      // The API refused a token we believed valid (revoked, clock skew): renew once, never loop.
      token = await credentials.renewAfterRejection();
      if (!token) throw new LegacyError({ kind: 'unauthorized', detail: 'session ended' });
      response = await this.send(path, opts, token);
    }
    const body = await readJson(response);
    if (!response.ok) {
      const failure = failureFromResponse(response.status, body, response.headers.get('retry-after'));
      if (failure.kind === 'rateLimited' && response.status === 429 && token) failure.member = true;
      throw new LegacyError(failure);
    }
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      this.options.logger.error({ path: redactPath(path), issues }, 'legacy API answer broke its contract');
      throw new LegacyError({ kind: 'contract', issues });
    }
    return parsed.data;
  }

  private async send(path: string, opts: CallOptions<z.ZodType>, token: string | null): Promise<Response> {
    const headers = this.baseHeaders();
    if (token) headers.authorization = `Bearer ${token}`;
    else if (opts.auth !== 'none' && this.options.captchaToken) headers['x-captcha-token'] = this.options.captchaToken;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    this.calls++;
    const started = performance.now();
    try {
      const response = await fetch(this.url(path), {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      this.options.logger.debug(
        { method: opts.method ?? 'GET', path: redactPath(path), status: response.status, ms: Math.round(performance.now() - started) },
        'legacy call',
      );
      return response;
    } catch (error) {
      this.options.logger.warn({ path: redactPath(path), err: (error as Error).name }, 'legacy API unreachable');
      throw new LegacyError({ kind: 'unavailable', status: null });
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

/** Query parameters of a search call, with the spec's names; arrays repeat the key (`gpc_number=…&gpc_number=…`). */
export type SearchParams = Record<string, string | number | string[] | null | undefined>;

function queryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Query strings may carry ids or e-mails; logs keep only the path. */
function redactPath(path: string): string {
  return path.split('?')[0] ?? path;
}
