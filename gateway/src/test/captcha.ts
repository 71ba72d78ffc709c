import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Browser } from './harness';

/** The stand-in's development `CAPTCHA_HMAC_SECRET`, which the gateway's configuration defaults to. */
export const DEV_CAPTCHA_SECRET = 'dev-only-legacy-api-captcha-secret';

/**
 * A solved ALTCHA payload, as the widget sends it, for a challenge signed here with `secret` (the stand-in's own
 * challenges come from `solveCaptchaForTests`). Lets a test make what the stand-in never hands out: a challenge
 * signed with another key, or one that has already expired (`expiresAt`, epoch seconds).
 */
export async function solvedCaptcha({ secret = DEV_CAPTCHA_SECRET, expiresAt = Math.floor(Date.now() / 1000) + 3600 } = {}): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 100,
    counter: Math.floor(Math.random() * 20),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secret,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('test challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}

const SUBMIT = `mutation($token: String!) { submitCaptcha(token: $token) { __typename ... on CaptchaState { solved } } }`;

/**
 * Solves a fresh challenge and submits it as `browser`: true when its session now holds the solve. `padTo` pads the
 * payload with a field the verifier ignores, to about that many characters, as a visitor flooding sessions would.
 */
export async function submitSolvedCaptcha(browser: Browser, padTo = 0): Promise<boolean> {
  let token = await solvedCaptcha();
  if (padTo > token.length) {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
    const padding = Math.floor((padTo * 3) / 4) - JSON.stringify(payload).length - 10;
    token = Buffer.from(JSON.stringify({ ...payload, padding: 'x'.repeat(padding) }), 'utf8').toString('base64');
  }
  const res = await browser.gql<{ submitCaptcha: { solved?: boolean } }>(SUBMIT, { token });
  return res.body.data?.submitCaptcha.solved === true;
}
