import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Test helper: fetches a challenge from the stand-in and solves it the way the ALTCHA widget does, returning the
 * value for the captcha header (CAPTCHA_HEADER, default `X-Captcha-Token`):
 * `base64(JSON {challenge: {parameters, signature}, solution})`.
 * `baseUrl` is the server root (`http://127.0.0.1:4010`) or the API base (`…/api/v1`).
 */
export async function solveCaptchaForTests(baseUrl: string): Promise<string> {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  const response = await fetch(`${root}/api/v1/captcha/challenge/`);
  if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('captcha challenge not solved in time');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
