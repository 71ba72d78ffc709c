import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { appOperation, bearerToken, madeUpToken, stackForTests, type GatewayUnderTest, type Legacy } from '../test/harness';

/**
 * Issue 36, items 1 and 2, over real HTTP against a production-like gateway (trusted documents enforced): a bearer
 * token counts only once the provider accepted it (decision 038), and a GET's parameters are read once, as Apollo
 * reads them, for every check.
 */

/** The stand-in's development signing key (its `JWT_SECRET`). */
const STAND_IN_SECRET = 'dev-only-legacy-api-jwt-secret-change-me';
const TEXT = '{ __typename }';

const post = (gateway: GatewayUnderTest, token: string | null, query = TEXT) =>
  fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });

/** A token signed as the stand-in signs its own, with the key given (the right one or not). */
async function signed(secret: string, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access', user_id: 2, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('2')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(new TextEncoder().encode(secret));
}

const stack = stackForTests({ gatewayEnv: [{ TRUSTED_DOCUMENTS: 'enforce' }, { TRUSTED_DOCUMENTS: 'enforce', BEARER_HMAC_SECRET: STAND_IN_SECRET }] });
let legacy: Legacy;
let checked: GatewayUnderTest;
let keyed: GatewayUnderTest;
beforeAll(() => {
  ({ legacy } = stack);
  [checked, keyed] = stack.gateways as [GatewayUnderTest, GatewayUnderTest];
});

const meCalls = async () => (await legacy.stats()).requests['GET /api/v1/accounts/me/'] ?? 0;

describe('#1 a bearer token is trusted once the provider accepted it', () => {
  it('a made-up token runs no text and gets no budget: the whole request answers 401 UNAUTHENTICATED', async () => {
    for (const gateway of [checked, keyed]) {
      const res = await post(gateway, madeUpToken());
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    }
  });

  it('a token signed with another key is refused without asking the API when the key is configured', async () => {
    const before = await meCalls();
    expect((await post(keyed, await signed('not-the-providers-key-0123456789abcdef'))).status).toBe(401);
    expect((await post(keyed, await signed(STAND_IN_SECRET))).status).toBe(200);
    expect(await meCalls()).toBe(before);
  });

  it('an expired token and a refresh token are refused at once, with no call upstream', async () => {
    const before = await meCalls();
    const refresh = await signed(STAND_IN_SECRET, { token_type: 'refresh' });
    for (const token of [madeUpToken(true), refresh]) {
      const res = await post(checked, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    expect(await meCalls()).toBe(before);
  });

  it("a real token runs text with the token's budget, checked upstream once and then known by its hash", async () => {
    const token = await bearerToken(legacy, 'firma@demo.test');
    const before = await meCalls();
    for (let i = 0; i < 3; i++) {
      const res = await post(checked, token);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { extensions?: { cost?: { budget?: string } } }).extensions?.cost?.budget).toBe('token');
    }
    expect(await meCalls()).toBe(before + 1);
  });

  it('a token the API cannot check now stays unproven: no text, a visitor’s budget', async () => {
    const token = await bearerToken(legacy, 'admin@demo.test');
    await legacy.dev('/faults', { errorRate: { '/api/v1/accounts/me/': 1 } });
    try {
      const res = await post(checked, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } }] });
    } finally {
      await legacy.dev('/faults', undefined, 'DELETE');
    }
  });
});

describe("#2 a GET's parameters are read once, as Apollo reads them", () => {
  const get = (gateway: GatewayUnderTest, search: string) =>
    fetch(`${gateway.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', accept: 'application/json' } });
  const padding = Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join('&');
  const ALIASES = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: __typename`).join(' ')} }`;

  it('text after 1 000 parameters is refused, not run past trusted documents and the operation limits', async () => {
    const res = await get(checked, `${padding}&query=${encodeURIComponent(ALIASES)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'TOO_MANY_PARAMETERS', max: 16 } }] });
  });

  it('a parameter Apollo reads given twice is refused', async () => {
    for (const name of ['query', 'extensions', 'variables', 'operationName']) {
      const res = await get(checked, `${name}=%7B%7D&${name}=%7B%7D`);
      expect(res.status).toBe(400);
    }
  });

  it("the web app's GET by id still answers", async () => {
    const { operationName, extensions } = appOperation('AnalyticsScripts');
    const res = await get(checked, `operationName=${operationName}&extensions=${encodeURIComponent(JSON.stringify(extensions))}`);
    expect(res.status).toBe(200);
  });
});
