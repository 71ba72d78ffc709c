import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, stackForTests } from '../test/harness';

/**
 * An upstream that fails (500), is too slow or drops the connection: the person sees the generic Polish message,
 * the integrator a top-level error with the stable code `UPSTREAM_UNAVAILABLE`, and the log says what happened.
 */
describe('an upstream that fails, through real HTTP', () => {
  const stack = stackForTests({ gatewayEnv: { LEGACY_TIMEOUT_MS: '400', CACHE_TTL_SECONDS: '0' } });
  const LOOKUP = `{ product(gtin: "5901234123457") { __typename } }`;
  // Signed in before any fault: a login under a 400 ms timeout on a busy machine would be one more fault.
  let member: Browser;

  beforeAll(async () => {
    member = new Browser(stack.gateway.url);
    await member.login('firma@demo.test');
  });
  afterEach(async () => {
    await stack.legacy.dev('/faults', undefined, 'DELETE');
  });

  async function expectUnavailable(browser: Browser, query: string, logged: RegExp) {
    const before = stack.gateway.logs.length;
    const res = await browser.gql(query);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([{ message: 'Coś poszło nie tak, spróbuj ponownie', path: expect.any(Array), extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);
    expect(res.text).not.toMatch(/server error occurred|ECONNRESET|UND_ERR|timeout/i);
    expect(stack.gateway.logs.slice(before).join('')).toMatch(logged);
  }

  it('a 500 answer', async () => {
    await stack.legacy.dev('/faults', { errorRate: { '/api/v1/products/': 1 } });
    await expectUnavailable(member, `{ catalogSearch(filter: { name: "pierogi" }) { __typename } }`, /"status":500.*legacy API failed/);
  });

  it('an answer slower than LEGACY_TIMEOUT_MS', async () => {
    await stack.legacy.dev('/faults', { latencyMs: 1_500 });
    await expectUnavailable(member, LOOKUP, /"cause":"timeout"/);
  });

  it('a dropped connection', async () => {
    await stack.legacy.dev('/faults', { dropRate: 1 });
    await expectUnavailable(member, LOOKUP, /"cause":"network"/);
  });

  it('recovers by itself once the upstream does', async () => {
    const res = await member.gql<{ product: { __typename: string } }>(LOOKUP);
    expect(res.body.data?.product.__typename).toBe('Product');
  });
});
