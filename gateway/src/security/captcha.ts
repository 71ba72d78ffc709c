import { createHash } from 'node:crypto';
import { verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Config } from '../config';
import type { Redis } from '../redis';

/** The longest token kept; a reCAPTCHA response is about 2 KB, an ALTCHA payload under 1 KB. */
export const MAX_CAPTCHA_TOKEN_LENGTH = 8192;

/** Printable ASCII only: what travels in an HTTP header as it is (base64 payloads, reCAPTCHA tokens). */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The ALTCHA widget's payload: `base64(JSON {challenge: {parameters, signature}, solution})`. */
const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.enum(['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']),
      nonce: z.string().regex(/^[0-9a-f]+$/i),
      salt: z.string().regex(/^[0-9a-f]+$/i),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string(),
      // A challenge without an expiry would be good forever: refused.
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().regex(/^[0-9a-f]+$/i) }),
});

/** A solve the gateway accepted: the token to keep in the session, until `expiresAt` (epoch ms). */
export interface AcceptedSolve {
  token: string;
  expiresAt: number;
}

/** Which session a solve belongs to, remembered until the solve expires (so a replay is refused). */
export interface SolveClaims {
  /** True when the solve is now, or already was, `owner`'s; false when another session claimed it first. */
  claim(solve: string, owner: string, ttlMs: number): Promise<boolean>;
}

const MAX_MEMORY_CLAIMS = 100_000;

/** Claims in this process, pruned of expired ones; past the cap the oldest go first. */
export class MemoryClaims implements SolveClaims {
  private readonly claims = new Map<string, { owner: string; expiresAt: number }>();

  async claim(solve: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const held = this.claims.get(solve);
    if (held && held.expiresAt > now) return held.owner === owner;
    if (this.claims.size >= MAX_MEMORY_CLAIMS) this.prune(now);
    this.claims.set(solve, { owner, expiresAt: now + ttlMs });
    return true;
  }

  private prune(now: number): void {
    for (const [key, claim] of this.claims) if (claim.expiresAt <= now) this.claims.delete(key);
    for (const key of this.claims.keys()) {
      if (this.claims.size < MAX_MEMORY_CLAIMS) break;
      this.claims.delete(key);
    }
  }
}

/** Claims shared by every gateway instance: `SET NX` with the solve's remaining lifetime. */
export class RedisClaims implements SolveClaims {
  constructor(private readonly redis: Redis) {}

  async claim(solve: string, owner: string, ttlMs: number): Promise<boolean> {
    const key = `captcha:claim:${solve}`;
    if ((await this.redis.set(key, owner, { NX: true, PX: ttlMs })) === 'OK') return true;
    return (await this.redis.get(key)) === owner;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Judges a widget's solve before the session keeps it. ALTCHA: the challenge's HMAC signature (the provider's
 * `CAPTCHA_HMAC_SECRET`), the proof of work and the expiry, with altcha-lib; reCAPTCHA: only the form here, since
 * the provider's API verifies the token on the next lookup. Either way the solve is then claimed for one session
 * until it expires, so one solve never serves two visitors.
 */
export class CaptchaVerifier {
  constructor(
    private readonly config: Config['captcha'],
    private readonly claims: SolveClaims,
  ) {}

  /** The solve to keep for `sessionId`, or null when it is refused (nothing is kept then). */
  async accept(token: string, sessionId: string): Promise<AcceptedSolve | null> {
    if (token.length > MAX_CAPTCHA_TOKEN_LENGTH || !HEADER_SAFE.test(token)) return null;
    const solve = this.config.provider === 'altcha' ? await this.altcha(token) : { key: token, expiresAt: Date.now() + this.config.tokenTtlMs };
    if (!solve) return null;
    const ttlMs = solve.expiresAt - Date.now();
    if (ttlMs <= 0 || !(await this.claims.claim(digest(solve.key), sessionId, ttlMs))) return null;
    return { token, expiresAt: solve.expiresAt };
  }

  /** A verified ALTCHA solve, keyed by its challenge (a re-encoded payload is the same solve). */
  private async altcha(token: string): Promise<{ key: string; expiresAt: number } | null> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = altchaPayloadSchema.safeParse(decoded);
    if (!parsed.success) return null;
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({ challenge: challenge as Challenge, solution, deriveKey, hmacSignatureSecret: this.config.hmacSecret }).catch(
      () => null,
    );
    if (!result?.verified) return null;
    return { key: challenge.signature, expiresAt: Math.min(challenge.parameters.expiresAt * 1000, Date.now() + this.config.tokenTtlMs) };
  }
}
