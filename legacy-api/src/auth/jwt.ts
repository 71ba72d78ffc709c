import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/database.js';
import type { Clock } from '../http/clock.js';
import { detail } from '../http/errors.js';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** simplejwt's ROTATE_REFRESH_TOKENS (with the blacklist app): a refresh answers a new pair and blacklists the old token. */
  rotateRefreshTokens: boolean;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

/** simplejwt's answers for bad tokens. */
export const TOKEN_ERRORS = {
  accessInvalid: () => detail(401, 'Given token not valid for any token type', { code: 'token_not_valid' }, { 'WWW-Authenticate': 'Bearer realm="api"' }),
  refreshInvalid: () => detail(401, 'Token is invalid or expired', { code: 'token_not_valid' }),
  blacklisted: () => detail(401, 'Token is blacklisted', { code: 'token_not_valid' }),
  wrongType: () => detail(401, 'Token has wrong type', { code: 'token_not_valid' }),
  userNotFound: () => detail(401, 'User not found', { code: 'user_not_found' }),
};

/** HS256 access and refresh tokens (jose); refresh jtis live in the db so rotation can blacklist them. */
export class TokenService {
  private readonly key: Uint8Array;
  /** Access tokens carry the generation they were issued in; `revokeAccessTokens` starts a new one. */
  private accessGeneration = 0;

  constructor(
    private readonly db: () => Db,
    private readonly settings: TokenSettings,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  private sign(userId: number, type: 'access' | 'refresh', jti: string, ttl: number): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    const generation = type === 'access' ? { gen: this.accessGeneration } : {};
    return new SignJWT({ token_type: type, user_id: userId, ...generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .setJti(jti)
      .sign(this.key);
  }

  private issueAccess(userId: number): Promise<string> {
    return this.sign(userId, 'access', randomUUID().replace(/-/g, ''), this.settings.accessTtlSeconds);
  }

  async issuePair(userId: number): Promise<TokenPair> {
    const refreshJti = randomUUID().replace(/-/g, '');
    const now = this.clock.now();
    this.db().run('INSERT INTO refresh_tokens (jti, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
      refreshJti,
      userId,
      new Date(now).toISOString(),
      new Date(now + this.settings.refreshTtlSeconds * 1000).toISOString(),
    ]);
    const [access, refresh] = await Promise.all([this.issueAccess(userId), this.sign(userId, 'refresh', refreshJti, this.settings.refreshTtlSeconds)]);
    return { access, refresh };
  }

  private async verify(token: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.clock.now()) });
      return payload;
    } catch {
      return null;
    }
  }

  /** The user id of a valid access token; throws the 401 simplejwt answers otherwise. */
  async verifyAccess(token: string): Promise<number> {
    const payload = await this.verify(token);
    if (!payload || payload.token_type !== 'access' || !payload.sub || payload.gen !== this.accessGeneration) throw TOKEN_ERRORS.accessInvalid();
    return Number(payload.sub);
  }

  /**
   * Refuses every access token issued so far, as a key rotation or a server-side revocation would, while refresh
   * tokens stay valid (dev endpoint: lets a client's "token refused although unexpired" path be tested).
   */
  revokeAccessTokens(): void {
    this.accessGeneration++;
  }

  /**
   * A new access token for a valid refresh token. With rotation the refresh token is blacklisted and a new pair is
   * answered; without, the answer is `{access}` and the refresh token stays valid until it expires.
   */
  async refresh(refresh: string, userExists: (userId: number) => boolean): Promise<TokenPair | { access: string }> {
    const payload = await this.verify(refresh);
    if (!payload) throw TOKEN_ERRORS.refreshInvalid();
    if (payload.token_type !== 'refresh') throw TOKEN_ERRORS.wrongType();
    const jti = payload.jti;
    const row = jti ? this.db().get<{ user_id: number; blacklisted_at: string | null }>('SELECT user_id, blacklisted_at FROM refresh_tokens WHERE jti = ?', [jti]) : undefined;
    if (!row) throw TOKEN_ERRORS.refreshInvalid();
    if (row.blacklisted_at) throw TOKEN_ERRORS.blacklisted();
    if (!userExists(row.user_id)) throw TOKEN_ERRORS.userNotFound();
    if (!this.settings.rotateRefreshTokens) return { access: await this.issueAccess(row.user_id) };
    this.db().run('UPDATE refresh_tokens SET blacklisted_at = ? WHERE jti = ?', [new Date(this.clock.now()).toISOString(), jti ?? '']);
    return this.issuePair(row.user_id);
  }
}
