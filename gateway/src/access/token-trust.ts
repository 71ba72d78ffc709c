import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { createRemoteJWKSet, decodeJwt, importSPKI, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { BearerKey } from '../config';
import type { Redis } from '../redis';
import { authorizationOf } from './authorization';

/**
 * Decision 038: a bearer token counts as an integrator's (document text, the token's budget) only once the provider
 * has accepted it. With the provider's key configured the signature proves it; otherwise one upstream call with the
 * token (`accounts/me`, which the request reads for an integrator anyway) does, and its acceptance is kept by the
 * token's hash until the token's `exp`.
 */

/** `proven`: the provider accepted it; `unproven`: it could not be asked (down, or the address's budget is used up). */
export type BearerTrust = 'proven' | 'unproven';

/** What an upstream check of a token said: accepted, refused (401), or nothing (the API could not be asked). */
export type UpstreamVerdict = 'accepted' | 'refused' | 'unknown';

export interface TokenTrustDeps {
  key: BearerKey;
  redis: Redis | null;
  /** One upstream call with the token; only made when no key is configured and the token is not known yet. */
  checkUpstream: (req: Request, token: string) => Promise<UpstreamVerdict>;
  /** Takes one point of the caller's visitor budget before an upstream check: false when it is used up. */
  mayCheck: (req: Request) => Promise<boolean>;
}

/** How a token is kept in memory and Redis: by its SHA-256, never as itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the token itself says that refuses it at once, with no upstream call; null when nothing does. */
function refusedByClaims(token: string): 'expired' | 'not-access' | null {
  const claims = decodeJwt(token);
  // simplejwt marks its tokens; a refresh token is never a bearer credential.
  if (claims.token_type !== undefined && claims.token_type !== 'access') return 'not-access';
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return 'expired';
  return null;
}

/** Tokens the provider accepted, by hash, until their `exp`: this instance's memory, or Redis shared by every instance. */
class AcceptedTokens {
  private readonly memory = new LRUCache<string, true>({ max: 10_000 });

  constructor(private readonly redis: Redis | null) {}

  async has(hash: string): Promise<boolean> {
    if (this.memory.has(hash)) return true;
    if (!this.redis) return false;
    // Redis down: unknown here, so the token is checked again (its answer still counts).
    const stored = await this.redis.exists(`bearer:${hash}`).catch(() => 0);
    return stored === 1;
  }

  async add(hash: string, exp: number | undefined): Promise<void> {
    // A token without `exp` is taken at its word for a minute only.
    const ttl = exp === undefined ? 60_000 : exp * 1000 - Date.now();
    if (ttl <= 0) return;
    this.memory.set(hash, true, { ttl });
    await this.redis?.set(`bearer:${hash}`, '1', { PX: ttl }).catch(() => undefined);
  }
}

/** Whether each request's bearer token was proven (set by `proveBearer`). */
const trust = new WeakMap<Request, BearerTrust>();

/** The request carries a bearer token the provider accepted. */
export const provenBearer = (req: Request): boolean => trust.get(req) === 'proven';

const REFUSALS = {
  expired: 'Token dostępu wygasł. Pobierz nowy: POST /api/v1/token/refresh/ z tokenem odświeżania albo POST /api/v1/token/.',
  'not-access': 'To nie jest token dostępu (token_type). W nagłówku "Authorization: Bearer <access token>" wysyłaj token "access" z POST /api/v1/token/.',
  refused: 'Dostawca nie przyjął tego tokenu (nie wydał go albo go unieważnił). Pobierz nowy: POST /api/v1/token/.',
} as const;

/** The whole request refused, as a header the gateway cannot use is (`UNAUTHENTICATED`, RFC 6750's `invalid_token`). */
function refuse(res: Parameters<RequestHandler>[1], why: keyof typeof REFUSALS): void {
  res
    .status(401)
    .setHeader('www-authenticate', 'Bearer error="invalid_token"')
    .setHeader('cache-control', 'no-store')
    .json({ errors: [{ message: REFUSALS[why], extensions: { code: 'UNAUTHENTICATED' } }] });
}

async function verifierOf(key: BearerKey): Promise<((token: string) => Promise<boolean>) | null> {
  if (!key) return null;
  const passes = (verifying: Promise<unknown>) => verifying.then(() => true, () => false);
  if (key.kind === 'jwks') {
    const keys = createRemoteJWKSet(new URL(key.url));
    return (token) => passes(jwtVerify(token, keys));
  }
  const secret = key.kind === 'hmac' ? new TextEncoder().encode(key.secret) : await importSPKI(key.pem, key.algorithm);
  return (token) => passes(jwtVerify(token, secret));
}

/**
 * Proves a request's bearer token before anything trusts it (`provenBearer`). An expired token, one that is not an
 * access token and one the provider refuses (bad signature, or a 401 from the check) end the request at once with 401
 * `UNAUTHENTICATED`. A token that cannot be checked now goes on unproven: budgeted and trusted as a visitor.
 */
export async function proveBearer(deps: TokenTrustDeps): Promise<RequestHandler> {
  const verify = await verifierOf(deps.key);
  const accepted = new AcceptedTokens(deps.redis);
  return (req, res, next) => {
    const authorization = authorizationOf(req.headers.authorization);
    if (authorization.scheme !== 'bearer') return next();
    const { token } = authorization;
    const byClaims = refusedByClaims(token);
    if (byClaims) return refuse(res, byClaims);
    const prove = async (): Promise<BearerTrust | 'refused'> => {
      if (verify) return (await verify(token)) ? 'proven' : 'refused';
      const hash = tokenHash(token);
      if (await accepted.has(hash)) return 'proven';
      if (!(await deps.mayCheck(req))) return 'unproven';
      const verdict = await deps.checkUpstream(req, token);
      if (verdict === 'accepted') await accepted.add(hash, decodeJwt(token).exp);
      return verdict === 'accepted' ? 'proven' : verdict === 'refused' ? 'refused' : 'unproven';
    };
    prove().then((outcome) => {
      if (outcome === 'refused') return refuse(res, 'refused');
      trust.set(req, outcome);
      next();
    }, next);
  };
}
