import { z } from 'zod';
import { SUGGEST_PARAM_STYLES } from 'schema/validation';
import { addressList, trustProxySetting } from './trust-proxy';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const limit = z.coerce.number().int().positive();
const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;
/** A rate as `points/duration`, e.g. `10/15m`: at most 10 within any 15 minutes (units s, m, h). */
const rate = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, 'a rate such as 10/15m (count/duration with s, m or h)')
  .transform((value) => {
    const [, points, amount, unit] = /^(\d+)\/(\d+)([smh])$/.exec(value)!;
    return { points: Number(points), seconds: Number(amount) * UNIT_SECONDS[unit as keyof typeof UNIT_SECONDS] };
  });

/** The stand-in's development key for its ALTCHA challenges: the gateway verifies solves with the same key. */
const DEV_CAPTCHA_HMAC_SECRET = 'dev-only-legacy-api-captcha-secret';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    LEGACY_API_URL: z.url().default('http://localhost:4010/api/v1'),
    LEGACY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    LEGACY_CAPTCHA_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'an HTTP header name')
      .default('X-Captcha-Token'),
    LEGACY_GLOBAL_LOOKUP_PATH: z
      .string()
      .regex(/^\/\S*\{gtin\}\S*$/, 'a path starting with / that holds {gtin}')
      .default('/global_registry/get_product/{gtin}/'),
    LEGACY_GENERATOR_CALL: z.enum(['text', 'form']).default('text'),
    // How the suggestion calls pass their text: the stand-in's ?field=&text=, or django-elasticsearch-dsl-drf's ?<suggester>=.
    LEGACY_SUGGEST_PARAMS: z.enum(SUGGEST_PARAM_STYLES).default('field-text'),
    SESSION_SECRET: z.string().min(32).default('dev-only-session-secret-change-me-0123456789'),
    SESSION_COOKIE_NAME: z.string().min(1).optional(),
    SESSION_COOKIE_SECURE: bool.optional(),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
    REMEMBER_ME_DAYS: z.coerce.number().positive().default(30),
    REFRESH_MARGIN_SECONDS: z.coerce.number().int().nonnegative().default(30),
    PERMISSIONS_MAX_AGE_SECONDS: z.coerce.number().int().nonnegative().default(60),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    TRUST_PROXY: trustProxySetting.default(['loopback']),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CACHE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(300),
    REDIS_URL: z.url().optional(),
    // Hardening (issue 13): what one request may ask, how often, and what the schema shows; README has the table.
    GRAPHQL_MAX_BODY_BYTES: limit.default(16_384),
    GRAPHQL_MAX_TOKENS: limit.default(1000),
    GRAPHQL_MAX_DEPTH: limit.default(8),
    GRAPHQL_MAX_ALIASES: z.coerce.number().int().nonnegative().default(10),
    GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().nonnegative().default(10),
    GRAPHQL_MAX_COST: limit.default(1000),
    GRAPHQL_MAX_GET_PARAMETERS: limit.default(16),
    GRAPHQL_INTROSPECTION: bool.optional(),
    GRAPHQL_FIELD_SUGGESTIONS: bool.optional(),
    GRAPHQL_PLAYGROUND: bool.optional(),
    // Decision 031: a document is compiled (graphql-jit) once seen this often; 0 runs everything through graphql-js.
    GRAPHQL_COMPILE_AFTER: z.coerce.number().int().nonnegative().default(2),
    // Decision 030: without a bearer token, only the web app's documents by id (enforce; production's default) or any.
    TRUSTED_DOCUMENTS: z.enum(['enforce', 'off']).optional(),
    // Decision 038: the provider's key for its access tokens (at most one); without one, a token is proven by one call.
    BEARER_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
    BEARER_PUBLIC_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'a PEM public key (SPKI)' }).optional(),
    BEARER_PUBLIC_KEY_ALGORITHM: z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']).default('RS256'),
    BEARER_HMAC_SECRET: z.string().min(32).optional(),
    RATE_LIMIT_LOGIN_ACCOUNT: rate.prefault('10/15m'),
    RATE_LIMIT_LOGIN_ADDRESS: rate.prefault('50/15m'),
    RATE_LIMIT_ANONYMOUS: rate.prefault('300/5m'),
    RATE_LIMIT_BEARER: rate.prefault('600/1m'),
    // All bearer tokens from one client address together; by default four tokens' worth (README).
    RATE_LIMIT_BEARER_ADDRESS: rate.optional(),
    // Signed-in browser sessions (issue 29): per session, and per person for all their sessions together.
    RATE_LIMIT_SESSION: rate.prefault('300/1m'),
    RATE_LIMIT_USER: rate.prefault('600/1m'),
    // Origins whose browser apps may call /graphql with a bearer token (CORS); comma-separated, none by default.
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
    CAPTCHA_HMAC_SECRET: z.string().min(16).default(DEV_CAPTCHA_HMAC_SECRET),
    MEDIA_ORIGIN: z.url().optional(),
    // The catalogue's address as the public reaches it (decision 043): its GS1 Digital Links and linksets; by default
    // the address each request came to.
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    // Where a Digital Link of a GTIN outside prefix 590 goes on to, with its path and query (decision 043).
    GS1_GLOBAL_RESOLVER: z.url({ protocol: /^https?$/ }).default('https://id.gs1.org'),
    // The web app's error reporter (its build's VITE_SENTRY_DSN): the CSP lets the page send reports there.
    SENTRY_DSN: z.url().optional(),
    // Analytics and the tag manager: the scripts the web app loads after a visitor's consent; none by default.
    ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
    TAG_MANAGER_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Hardening (issue 13): session lifetimes and bounds, the request deadline, the breaker, shutdown.
    SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
    ANON_SESSIONS_MAX: z.coerce.number().int().positive().default(1_000),
    REQUEST_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().nonnegative().default(0),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(15_000),
    LEGACY_BREAKER_FAILURES: z.coerce.number().int().positive().default(5),
    LEGACY_BREAKER_OPEN_MS: z.coerce.number().int().positive().default(5_000),
    // Faults one user or one dependency can cause (issue 29, decision 028); README has the table.
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().default(500),
    REDIS_QUEUE_MAX: limit.default(1_000),
    RATE_LIMIT_LOGIN_PAIR: rate.prefault('5/15m'),
    RATE_LIMIT_MEDIA: rate.prefault('600/5m'),
    MEDIA_CACHE_MB: z.coerce.number().int().nonnegative().default(64),
    UPLOADS_PER_USER: limit.default(2),
    UPLOAD_IDLE_TIMEOUT_MS: limit.default(30_000),
    UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().nonnegative().default(1_024),
    METRICS_TOKEN: z.string().min(16).optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('gateway'),
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
    // Whose `traceparent` a request's trace continues (proxies in front of the gateway); everyone else starts a new one.
    OTEL_TRUSTED_PARENTS: addressList.default([]),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (env.SESSION_COOKIE_SECURE === false) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_COOKIE_SECURE'], message: 'must stay secure in production' });
      }
      if (env.SESSION_SECRET.startsWith('dev-only')) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'set a real secret in production' });
      }
      if (env.CAPTCHA_PROVIDER === 'altcha' && env.CAPTCHA_HMAC_SECRET === DEV_CAPTCHA_HMAC_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['CAPTCHA_HMAC_SECRET'], message: "set the captcha provider's key in production (CAPTCHA_PROVIDER=altcha)" });
      }
    }
    const keys = (['BEARER_JWKS_URL', 'BEARER_PUBLIC_KEY', 'BEARER_HMAC_SECRET'] as const).filter((key) => env[key] !== undefined);
    for (const key of keys.slice(1)) ctx.addIssue({ code: 'custom', path: [key], message: `only one of ${keys.join(', ')}` });
    if (env.CAPTCHA_PROVIDER === 'recaptcha' && !env.RECAPTCHA_SITE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SITE_KEY'], message: 'required when CAPTCHA_PROVIDER=recaptcha' });
    }
  });

export type Config = ReturnType<typeof parseConfig>;

/** Where the provider's signing key comes from (`BEARER_JWKS_URL`, `BEARER_PUBLIC_KEY`, `BEARER_HMAC_SECRET`). */
export type BearerKey = { kind: 'jwks'; url: string } | { kind: 'public-key'; pem: string; algorithm: string } | { kind: 'hmac'; secret: string } | null;

function bearerKeyOf(e: z.infer<typeof envSchema>): BearerKey {
  if (e.BEARER_JWKS_URL) return { kind: 'jwks', url: e.BEARER_JWKS_URL };
  if (e.BEARER_PUBLIC_KEY) return { kind: 'public-key', pem: e.BEARER_PUBLIC_KEY, algorithm: e.BEARER_PUBLIC_KEY_ALGORITHM };
  if (e.BEARER_HMAC_SECRET) return { kind: 'hmac', secret: e.BEARER_HMAC_SECRET };
  return null;
}

/** A configuration the gateway cannot run with; `keys` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly keys: string[], problems: string[]) {
    super(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once. Secure cookies (`__Host-sid`) are the default everywhere but plain-http
 * development, where browsers refuse `Secure` cookies from non-HTTPS origins other than localhost.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw new ConfigError(
      [...new Set(issues.map((issue) => issue.path.join('.')))],
      issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const secure = e.SESSION_COOKIE_SECURE ?? production;
  const legacyApiUrl = e.LEGACY_API_URL.replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    legacyApiUrl,
    legacyTimeoutMs: e.LEGACY_TIMEOUT_MS,
    legacyCaptchaHeader: e.LEGACY_CAPTCHA_HEADER.toLowerCase(),
    legacyGlobalLookupPath: e.LEGACY_GLOBAL_LOOKUP_PATH,
    legacyGeneratorCall: e.LEGACY_GENERATOR_CALL,
    legacySuggestParams: e.LEGACY_SUGGEST_PARAMS,
    session: {
      secret: e.SESSION_SECRET,
      cookieName: e.SESSION_COOKIE_NAME ?? (secure ? '__Host-sid' : 'sid'),
      secure,
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      rememberMeMs: Math.round(e.REMEMBER_ME_DAYS * 86_400_000),
      absoluteMs: Math.round(e.SESSION_ABSOLUTE_HOURS * 3_600_000),
      maxAnonymous: e.ANON_SESSIONS_MAX,
    },
    refreshMarginSeconds: e.REFRESH_MARGIN_SECONDS,
    /** How old the memberships and permissions a policy checks may be before they are read from the API again. */
    permissionsMaxAgeMs: e.PERMISSIONS_MAX_AGE_SECONDS * 1000,
    compiledExecution: { compileAfter: e.GRAPHQL_COMPILE_AFTER, maxPlans: 500 },
    captcha: { provider: e.CAPTCHA_PROVIDER, siteKey: e.RECAPTCHA_SITE_KEY ?? null, tokenTtlMs: 86_400_000, hmacSecret: e.CAPTCHA_HMAC_SECRET },
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname,
    logLevel: e.LOG_LEVEL,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    redisUrl: e.REDIS_URL ?? null,
    operationLimits: {
      bodyBytes: e.GRAPHQL_MAX_BODY_BYTES,
      tokens: e.GRAPHQL_MAX_TOKENS,
      depth: e.GRAPHQL_MAX_DEPTH,
      aliases: e.GRAPHQL_MAX_ALIASES,
      directives: e.GRAPHQL_MAX_DIRECTIVES,
      cost: e.GRAPHQL_MAX_COST,
      getParameters: e.GRAPHQL_MAX_GET_PARAMETERS,
    },
    rateLimits: {
      anonymous: e.RATE_LIMIT_ANONYMOUS,
      bearer: e.RATE_LIMIT_BEARER,
      bearerAddress: e.RATE_LIMIT_BEARER_ADDRESS ?? { points: e.RATE_LIMIT_BEARER.points * 4, seconds: e.RATE_LIMIT_BEARER.seconds },
      session: e.RATE_LIMIT_SESSION,
      user: e.RATE_LIMIT_USER,
    },
    corsOrigins: e.CORS_ORIGINS,
    // Decision 014: the schema's interactive exposure is for development; production publishes the SDL instead.
    schemaExposure: {
      introspection: e.GRAPHQL_INTROSPECTION ?? !production,
      fieldSuggestions: e.GRAPHQL_FIELD_SUGGESTIONS ?? !production,
      playground: e.GRAPHQL_PLAYGROUND ?? !production,
    },
    trustedDocuments: e.TRUSTED_DOCUMENTS ?? (production ? 'enforce' : 'off'),
    /** What proves an integrator's token: the provider's key when given, else one upstream call (decision 038). */
    bearerKey: bearerKeyOf(e),
    hsts: production,
    mediaOrigin: new URL(e.MEDIA_ORIGIN ?? legacyApiUrl).origin,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : null,
    gs1GlobalResolver: e.GS1_GLOBAL_RESOLVER.replace(/\/+$/, ''),
    reportingOrigin: e.SENTRY_DSN ? new URL(e.SENTRY_DSN).origin : null,
    /** The consented scripts (the CSP allows their hosts and no other). */
    analytics: [
      ...(e.ANALYTICS_SCRIPT_URL ? [{ kind: 'ANALYTICS' as const, url: e.ANALYTICS_SCRIPT_URL }] : []),
      ...(e.TAG_MANAGER_SCRIPT_URL ? [{ kind: 'TAG_MANAGER' as const, url: e.TAG_MANAGER_SCRIPT_URL }] : []),
    ],
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    breaker: { failures: e.LEGACY_BREAKER_FAILURES, openMs: e.LEGACY_BREAKER_OPEN_MS },
    redisBounds: { commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS, queueMax: e.REDIS_QUEUE_MAX },
    loginDefence: { pair: e.RATE_LIMIT_LOGIN_PAIR, address: e.RATE_LIMIT_LOGIN_ADDRESS, accountBeforeCaptcha: e.RATE_LIMIT_LOGIN_ACCOUNT },
    media: { rate: e.RATE_LIMIT_MEDIA, cacheBytes: e.MEDIA_CACHE_MB * 1024 * 1024 },
    uploads: { perUser: e.UPLOADS_PER_USER, idleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS, minBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND },
    // Decision 028: /metrics is open outside production; in production only with METRICS_TOKEN as a bearer token.
    metrics: { token: e.METRICS_TOKEN ?? null, open: !production && !e.METRICS_TOKEN },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, ''),
          serviceName: e.OTEL_SERVICE_NAME,
          sampleRatio: e.OTEL_TRACES_SAMPLER_ARG,
          trustedParents: e.OTEL_TRUSTED_PARENTS,
        }
      : null,
  };
}
