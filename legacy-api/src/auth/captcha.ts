import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** How long a solved challenge is accepted: the product keeps one token per visitor for a day. */
export const CAPTCHA_VALIDITY_SECONDS = 24 * 3600;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().regex(/^[0-9a-f]+$/i),
      salt: z.string().regex(/^[0-9a-f]+$/i),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().regex(/^[0-9a-f]+$/i) }),
});

export interface CaptchaSettings {
  hmacSecret: string;
  cost: number;
  maxCounter: number;
}

/**
 * The stand-in plays the captcha provider: ALTCHA v2 challenges (PBKDF2/SHA-256, low cost) and verification of
 * the widget's payload, `base64(JSON {challenge: {parameters, signature}, solution})`, sent in the CAPTCHA_HEADER header.
 * The challenge expires 24 h after creation, so a verified token is reusable for a day (replays accepted).
 */
export class CaptchaService {
  private readonly keySecret: string;
  private readonly verified = new CappedMap<string, number>({ maxSize: 10_000 });

  constructor(private readonly settings: CaptchaSettings) {
    this.keySecret = createHmac('sha256', settings.hmacSecret).update('altcha-key-signature').digest('hex');
  }

  createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.settings.cost,
      counter: randomInt(this.settings.maxCounter, Math.min(10, this.settings.maxCounter)),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_VALIDITY_SECONDS,
      hmacSignatureSecret: this.settings.hmacSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True when the header holds a solved, unexpired challenge signed by this server. */
  async verify(token: string | undefined): Promise<boolean> {
    if (!token || token.length > 8_000) return false;
    const cached = this.verified.get(token);
    if (cached !== undefined) {
      if (cached > Date.now() / 1000) return true;
      this.verified.delete(token);
      return false;
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success) return false;
    const { challenge, solution } = parsed.data;
    try {
      const result = await verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.settings.hmacSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    const expiresAt = Number(challenge.parameters.expiresAt ?? Date.now() / 1000 + CAPTCHA_VALIDITY_SECONDS);
    this.verified.set(token, expiresAt);
    return true;
  }
}
