import { errorBodySchema } from './models';

/**
 * The closed set of failures the provider's REST API can answer with. Every resolver maps each kind
 * explicitly (`assertNever` makes a forgotten kind a compile error), so no raw REST error reaches a client.
 */
export type LegacyFailure =
  | { kind: 'unauthorized'; detail: string }
  | { kind: 'forbidden'; detail: string }
  | { kind: 'processing' }
  | { kind: 'notFound'; message: string }
  | { kind: 'captchaRejected' }
  | { kind: 'rateLimited'; member: boolean; retryAfterSeconds: number | null }
  | { kind: 'loginRequired' }
  | { kind: 'badRequest'; fieldErrors: Record<string, string[]>; detail: string | null }
  | { kind: 'unavailable'; status: number | null }
  | { kind: 'contract'; issues: string };

export class LegacyError extends Error {
  constructor(readonly failure: LegacyFailure) {
    super(`legacy API: ${failure.kind}`);
    this.name = 'LegacyError';
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

const CAPTCHA_STRINGS = new Set(['ReCAPTCHA not verified', 'ReCAPTCHA_406_ERROR']);

/** String codes the API puts in a body (bare, or as `detail`) whatever the status. */
export function failureFromCode(code: string, retryAfterSeconds: number | null = null): LegacyFailure | null {
  if (CAPTCHA_STRINGS.has(code)) return { kind: 'captchaRejected' };
  if (code === 'too_many_requests_auth_user') return { kind: 'rateLimited', member: true, retryAfterSeconds };
  if (code === 'too_many_requests_not_auth_user') return { kind: 'rateLimited', member: false, retryAfterSeconds };
  if (code === 'User not logged') return { kind: 'loginRequired' };
  if (code === 'processing') return { kind: 'processing' };
  return null;
}

/** Maps an HTTP status and its (already JSON-parsed, possibly absent) body to a domain failure. */
export function failureFromResponse(status: number, body: unknown, retryAfter: string | null): LegacyFailure {
  const retryAfterSeconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null;
  const parsed = errorBodySchema.safeParse(body);
  const detail = !parsed.success
    ? null
    : typeof parsed.data === 'string'
      ? parsed.data
      : typeof parsed.data.detail === 'string'
        ? parsed.data.detail
        : null;
  const coded = detail ? failureFromCode(detail, retryAfterSeconds) : null;
  if (coded) return coded;
  switch (status) {
    case 400: {
      const fieldErrors: Record<string, string[]> = {};
      if (parsed.success && typeof parsed.data === 'object') {
        for (const [key, value] of Object.entries(parsed.data)) {
          if (Array.isArray(value)) fieldErrors[key] = value.filter((v): v is string => typeof v === 'string');
        }
      }
      return { kind: 'badRequest', fieldErrors, detail };
    }
    case 401:
      return { kind: 'unauthorized', detail: detail ?? '' };
    case 403:
      return { kind: 'forbidden', detail: detail ?? '' };
    case 404:
      return { kind: 'notFound', message: detail ?? firstMessage(body) ?? 'Nie znaleziono' };
    case 406:
      return { kind: 'captchaRejected' };
    case 429:
      return { kind: 'rateLimited', member: false, retryAfterSeconds };
    default:
      return { kind: 'unavailable', status };
  }
}

function firstMessage(body: unknown): string | null {
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return null;
}
