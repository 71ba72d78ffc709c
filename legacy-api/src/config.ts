import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUGGEST_PARAM_STYLES, type SuggestParamStyle } from 'schema/validation';
import { z } from 'zod';

/** The package root (legacy-api/), so the default data dir does not depend on the working directory. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** An HTTP header name (RFC 9110 token). */
const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Expected an HTTP header name');

/** A path below /api/v1 holding `{gtin}` once; plain URL characters only, so it is a literal Express route. */
const gtinPathTemplate = z
  .string()
  .regex(/^\/[A-Za-z0-9._~/-]*\{gtin\}[A-Za-z0-9._~/-]*$/, 'Expected a path like /global_registry/get_product/{gtin}/');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LEGACY_API_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  LEGACY_API_HOST: z.string().min(1).default('0.0.0.0'),
  LEGACY_API_DATA_DIR: z.string().min(1).default(path.join(PACKAGE_ROOT, '.data')),
  /** Base of absolute URLs the API hands out (product pictures); default: taken from each request's Host. */
  LEGACY_API_PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(16).default('dev-only-legacy-api-jwt-secret-change-me'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(300),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(86_400 * 30),
  ANON_LOOKUP_LIMIT: positiveInt.default(30),
  /** Anonymous accounts operations (registration, activation, password reset) one address may make an hour (DRF's AnonRateThrottle). */
  ACCOUNTS_THROTTLE_PER_HOUR: positiveInt.default(100),
  CAPTCHA_HMAC_SECRET: z.string().min(16).default('dev-only-legacy-api-captcha-secret'),
  /** PBKDF2 iterations per attempt; with the counter range below a browser solves in well under a second. */
  CAPTCHA_COST: positiveInt.default(1_000),
  CAPTCHA_MAX_COUNTER: positiveInt.default(300),
  /** Catalogue searches matching more products than this answer no page, only `tooManyResults: true`. */
  SEARCH_MAX_RESULTS: positiveInt.default(10_000),
  /** Base of the web app, for the links in e-mails (activation, password reset). */
  WEB_APP_URL: z.url().default('http://localhost:4000'),
  ACTIVATION_LINK_TTL_DAYS: positiveInt.default(7),
  RESET_LINK_TTL_HOURS: positiveInt.default(24),
  /** Verification uploads: ms per step (new → processing → ready); default 3000, 20 under NODE_ENV=test. */
  VERIFICATION_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** Issue-file and database-export generation: ms before the file is ready; default 3000, 20 under NODE_ENV=test. */
  ISSUE_FILE_DELAY_MS: z.coerce.number().int().min(0).optional(),
  DATABASE_EXPORT_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** Heap cap of each file-jobs worker thread; a file that needs more ends as too large (verification: -1). */
  FILE_JOB_MEMORY_MB: z.coerce.number().int().min(16).default(512),
  RESEED: bool.default(false),
  DEV_ENDPOINTS: bool.optional(),
  CSRF_CHECK: bool.optional(),
  LOG_REQUESTS: bool.default(false),
  // Upstream variants: where the spec is silent, another implementation of /api/v1 may answer differently.
  REFRESH_ROTATION: bool.default(true),
  GTIN_ANSWER_DIGITS: z.enum(['14', '13']).default('14'),
  LIST_ENVELOPE: z.enum(['bare', 'paginated']).default('bare'),
  SUGGESTIONS_SHAPE: z.enum(['flat', 'completion', 'suggester']).default('flat'),
  SUGGEST_PARAMS: z.enum(SUGGEST_PARAM_STYLES).default('field-text'),
  ERROR_PAGES: z.enum(['json', 'html']).default('json'),
  CAPTCHA_HEADER: headerName.default('X-Captcha-Token'),
  GLOBAL_LOOKUP_PATH: gtinPathTemplate.default('/global_registry/get_product/{gtin}/'),
  GLOBAL_NOT_FOUND_CODE: z.string().regex(/^[A-Za-z_ ]{1,40}$/, 'Expected a word like not_found').default('not_found'),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  anonLookupLimit: number;
  accountsThrottlePerHour: number;
  captchaHmacSecret: string;
  captchaCost: number;
  captchaMaxCounter: number;
  searchMaxResults: number;
  webAppUrl: string;
  activationLinkTtlDays: number;
  resetLinkTtlHours: number;
  verificationDelayMs: number;
  issueFileDelayMs: number;
  databaseExportDelayMs: number;
  fileJobMemoryMb: number;
  reseed: boolean;
  devEndpoints: boolean;
  /** Non-GET calls with a Bearer token must carry X-CSRFToken equal to the csrftoken cookie (Django's double submit). */
  csrfCheck: boolean;
  logRequests: boolean;
  /** simplejwt's ROTATE_REFRESH_TOKENS: a refresh answers a new pair and blacklists the old refresh token; off = `{access}` only. */
  refreshRotation: boolean;
  /** 13 = product answers give a GTIN-13 without its padding zero (the lookup paths still take 14 digits). */
  gtinAnswerDigits: 13 | 14;
  /** paginated = list answers come as DRF's `{count, next, previous, results}`. */
  listEnvelope: 'bare' | 'paginated';
  /**
   * completion = suggestions as Elasticsearch completion-suggester entries `[{text, offset, length, options}]`;
   * suggester = those entries keyed by the suggester's name, as django-elasticsearch-dsl-drf's `suggest` action renders.
   */
  suggestionsShape: 'flat' | 'completion' | 'suggester';
  /**
   * How the suggestion calls take their text: `field-text` = `?field=name|brand&text=` (companies `?text=`);
   * `suggester` = django-elasticsearch-dsl-drf's `?<suggester>=` (`name_suggest__completion`, …), other parameters ignored.
   */
  suggestParams: SuggestParamStyle;
  /** html = unknown routes, a not-found product and 500s answer Django's HTML pages instead of JSON. */
  errorPages: 'json' | 'html';
  /** The request header the captcha token is read from. */
  captchaHeader: string;
  /** Path template of the global-registry lookup below /api/v1, with `{gtin}`. */
  globalLookupPath: string;
  /** The JSON string the global-registry lookup answers for a GTIN it does not know. */
  globalNotFoundCode: string;
}

export class ConfigError extends Error {
  constructor(readonly keys: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad key throws a ConfigError naming every offending key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in a .env file with `KEY=`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '?')))];
    const details = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`).join('\n');
    throw new ConfigError(keys, `Invalid legacy-api configuration (${keys.join(', ')}):\n${details}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.LEGACY_API_PORT,
    host: e.LEGACY_API_HOST,
    dataDir: path.resolve(e.LEGACY_API_DATA_DIR),
    publicUrl: e.LEGACY_API_PUBLIC_URL?.replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    anonLookupLimit: e.ANON_LOOKUP_LIMIT,
    accountsThrottlePerHour: e.ACCOUNTS_THROTTLE_PER_HOUR,
    captchaHmacSecret: e.CAPTCHA_HMAC_SECRET,
    captchaCost: e.CAPTCHA_COST,
    captchaMaxCounter: e.CAPTCHA_MAX_COUNTER,
    searchMaxResults: e.SEARCH_MAX_RESULTS,
    webAppUrl: e.WEB_APP_URL.replace(/\/$/, ''),
    activationLinkTtlDays: e.ACTIVATION_LINK_TTL_DAYS,
    resetLinkTtlHours: e.RESET_LINK_TTL_HOURS,
    verificationDelayMs: e.VERIFICATION_DELAY_MS ?? (e.NODE_ENV === 'test' ? 20 : 3_000),
    issueFileDelayMs: e.ISSUE_FILE_DELAY_MS ?? (e.NODE_ENV === 'test' ? 20 : 3_000),
    databaseExportDelayMs: e.DATABASE_EXPORT_DELAY_MS ?? (e.NODE_ENV === 'test' ? 20 : 3_000),
    fileJobMemoryMb: e.FILE_JOB_MEMORY_MB,
    reseed: e.RESEED,
    devEndpoints: e.DEV_ENDPOINTS ?? e.NODE_ENV !== 'production',
    csrfCheck: e.CSRF_CHECK ?? false,
    logRequests: e.LOG_REQUESTS,
    refreshRotation: e.REFRESH_ROTATION,
    gtinAnswerDigits: e.GTIN_ANSWER_DIGITS === '13' ? 13 : 14,
    listEnvelope: e.LIST_ENVELOPE,
    suggestionsShape: e.SUGGESTIONS_SHAPE,
    suggestParams: e.SUGGEST_PARAMS,
    errorPages: e.ERROR_PAGES,
    captchaHeader: e.CAPTCHA_HEADER,
    globalLookupPath: e.GLOBAL_LOOKUP_PATH,
    globalNotFoundCode: e.GLOBAL_NOT_FOUND_CODE,
  };
}
