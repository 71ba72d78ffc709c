import { verificationMessages } from 'schema/validation';

/**
 * What a call of the provider's REST API can answer besides success. Each call declares the refusals it expects
 * (by status and DRF `code`/`detail`) and the REST→GraphQL map of its field errors; those come back as typed
 * values that resolvers map exhaustively onto union members. Anything a call does not declare is unexpected: a
 * thrown `LegacyError`, masked for the client and logged with the request id.
 */

/**
 * What the API says is left of a caller's rate limit with an answer (`RateLimit-Limit` and `RateLimit-Remaining`, the
 * IETF draft's headers): the catalogue's lookups, 30 a day for a visitor. Absent when the API does not say.
 */
export interface Quota {
  limit: number;
  remaining: number;
}

/** A refusal the call declared, by the name the call gave it. `detail` is for logs and matching, never for people. */
export interface Refusal<K extends string> {
  kind: K;
  status: number;
  detail: string | null;
  retryAfterSeconds: number | null;
  /** The caller's quota, when the API reported it with the refusal (a lookup that found nothing still counts). */
  quota?: Quota;
}

/** One field error of a 400, on the GraphQL input path it came from. */
export interface FieldProblem {
  field: string[];
  message: string;
}

/** A 400 whose field errors all belong to inputs the call knows. */
export interface Invalid {
  kind: 'invalid';
  problems: FieldProblem[];
}

/** The session ended while the call ran (the refresh was refused, or the API refused a renewed token). */
export interface SessionEnded {
  kind: 'sessionExpired';
}

export type Answer<T, F> = { ok: true; data: T; quota?: Quota } | { ok: false; failure: F };

/**
 * How a refusal looks on the wire: a status, a DRF `code` or `detail` (or a bare string body), or a field error on
 * one REST field alone (dotted for nested bodies), where that error can only mean this refusal once the gateway has
 * checked the input itself (e.g. `oldPassword` of a password change: a wrong current password).
 */
export interface RefusalRule<K extends string> {
  status?: number;
  when?: string;
  field?: string;
  /** Matched only after the call's field errors: the call's refusal for any other 4xx answer (of `status`, if set). */
  otherwise?: boolean;
  kind: K;
}

/** REST field name (dotted for nested bodies, e.g. `company.nip`) → path of the GraphQL input field. */
export type FieldMap = Readonly<Record<string, readonly string[]>>;

/**
 * Why the API could not answer: a 5xx, the per-call timeout, the connection, the request's own deadline, the caller
 * itself ending the call (a cancelled upload), or the circuit breaker failing fast while the API keeps failing.
 */
export type UnavailableCause = 'status' | 'timeout' | 'network' | 'deadline' | 'cancelled' | 'circuitOpen';

/** Failures no union member describes. */
export type UnexpectedFailure =
  | { kind: 'unavailable'; status: number | null; cause: UnavailableCause }
  | { kind: 'contract'; issues: string }
  | { kind: 'undeclared'; status: number; detail: string | null };

export class LegacyError extends Error {
  /** `outage`: the API's own failure, which its family's circuit breaker counts (see `UpstreamBreakers`). */
  constructor(
    readonly failure: UnexpectedFailure,
    readonly outage = false,
  ) {
    super(`legacy API: ${failure.kind}${'status' in failure && failure.status ? ` ${failure.status}` : ''}`);
    this.name = 'LegacyError';
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

/** A 403: the API refused what the active membership asked for (the field's permission, or the membership itself). */
export const DENIED = { status: 403, kind: 'denied' } as const;

/** The API's own words for a caller without an activated membership (spec §6), before its other 403s. */
export const NO_ACTIVE_MEMBERSHIP = { status: 403, when: verificationMessages.noActiveMembership, kind: 'noActiveMembership' } as const;

/** Spec §8: HTTP 406, or these strings in any answer, mean the captcha token was refused. */
export const CAPTCHA_REFUSALS = [
  { status: 406, kind: 'captchaRejected' },
  { when: 'ReCAPTCHA not verified', kind: 'captchaRejected' },
  { when: 'ReCAPTCHA_406_ERROR', kind: 'captchaRejected' },
] as const satisfies readonly RefusalRule<string>[];

/** Spec §8: 429, with a string that tells a member's limit from an anonymous visitor's. */
export const LOOKUP_LIMIT_REFUSALS = [
  { when: 'too_many_requests_auth_user', kind: 'memberLimited' },
  { when: 'too_many_requests_not_auth_user', kind: 'anonymousLimited' },
  { status: 429, kind: 'limited' },
] as const satisfies readonly RefusalRule<string>[];

/** simplejwt's answers when it refuses the bearer token itself (as opposed to a 401 a call declares). */
const TOKEN_REFUSALS = new Set([
  'token_not_valid',
  'not_authenticated',
  'authentication_failed',
  'Authentication credentials were not provided.',
  'Given token not valid for any token type',
]);

/** The parts of an error body that identify it: DRF's `code` and `detail`, or a bare string body. */
export function bodyCodes(body: unknown): { code: string | null; detail: string | null } {
  if (typeof body === 'string') return { code: null, detail: body };
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { code, detail } = body as Record<string, unknown>;
    return { code: typeof code === 'string' ? code : null, detail: typeof detail === 'string' ? detail : null };
  }
  return { code: null, detail: null };
}

/** True when a 401 is the API refusing the token, not a refusal the call declared (e.g. a used-up limit). */
export function isTokenRefusal(body: unknown): boolean {
  const { code, detail } = bodyCodes(body);
  return (code !== null && TOKEN_REFUSALS.has(code)) || (detail !== null && TOKEN_REFUSALS.has(detail)) || (!code && !detail);
}

export function matchRefusal<K extends string>(
  status: number,
  body: unknown,
  rules: readonly RefusalRule<K>[],
  retryAfter: string | null,
): Refusal<K> | null {
  const { code, detail } = bodyCodes(body);
  const rule = rules.find(
    (r) =>
      !r.otherwise &&
      (r.status === undefined || r.status === status) &&
      (r.when === undefined || r.when === code || r.when === detail) &&
      (r.field === undefined || fieldErrorNames(body).join() === r.field),
  );
  if (!rule) return null;
  return refusalOf(rule, status, detail, retryAfter);
}

/** The call's catch-all refusal for a status (`otherwise`), once neither a refusal nor its field errors matched. */
export function otherwiseRefusal<K extends string>(status: number, body: unknown, rules: readonly RefusalRule<K>[]): Refusal<K> | null {
  if (status < 400 || status >= 500) return null;
  const rule = rules.find((r) => r.otherwise && (r.status === undefined || r.status === status));
  return rule ? refusalOf(rule, status, bodyCodes(body).detail, null) : null;
}

function refusalOf<K extends string>(rule: RefusalRule<K>, status: number, detail: string | null, retryAfter: string | null): Refusal<K> {
  const retryAfterSeconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  return { kind: rule.kind, status, detail, retryAfterSeconds };
}

/** The dotted names of the fields a DRF field-error body names (`{"company": {"nip": [...]}}` → `company.nip`). */
function fieldErrorNames(body: unknown, prefix = ''): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body) || (!prefix && 'detail' in body)) return [];
  return Object.entries(body).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return Array.isArray(value) || typeof value === 'string' ? [name] : fieldErrorNames(value, name);
  });
}

/**
 * DRF field errors (`{"field": ["…"]}`, nested per part of the body) as problems on the GraphQL inputs, the first
 * message of each field. Null when the body names a field the call does not map, or names none.
 */
export function fieldProblems(body: unknown, fields: FieldMap): FieldProblem[] | null {
  const problems: FieldProblem[] = [];
  let unknownField = false;
  const visit = (value: unknown, key: string) => {
    const message = Array.isArray(value) ? value.find((m): m is string => typeof m === 'string') : typeof value === 'string' ? value : undefined;
    if (message !== undefined) {
      const field = fields[key];
      if (field) problems.push({ field: [...field], message });
      else unknownField = true;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [child, nested] of Object.entries(value)) visit(nested, key ? `${key}.${child}` : child);
    } else {
      unknownField = true;
    }
  };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body).filter(([key]) => key !== 'code' && key !== 'detail');
  if (entries.length === 0 || 'detail' in body) return null;
  for (const [key, value] of entries) visit(value, key);
  return unknownField || problems.length === 0 ? null : problems;
}

/** The failure type of a call, e.g. `FailureOf<CatalogApi['ownProduct']>`. */
export type FailureOf<Call extends (...args: never[]) => Promise<Answer<unknown, unknown>>> = Extract<
  Awaited<ReturnType<Call>>,
  { ok: false }
>['failure'];

/** The data of a call that declares no failures. */
export function dataOf<T>(answer: Answer<T, never>): T {
  if (!answer.ok) return assertNever(answer.failure);
  return answer.data;
}
