import { solveCaptchaForTests } from 'legacy-api/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Browser, stackForTests, type GqlResponse } from '../test/harness';

type Login = { login: { __typename: string; code?: string; message?: string } };
const outcome = (res: GqlResponse<Login>) => res.body.data?.login.__typename ?? res.body.errors?.[0]?.extensions?.code;
const SUBMIT = `mutation($token: String!) { submitCaptcha(token: $token) { __typename } }`;

/**
 * Issue 29, login defence that cannot be turned on the owner. Real processes: the stand-in and the gateway, with its
 * default login budgets (5 per account and address, 50 per address, a captcha after 10 wrong passwords per account,
 * each per 15 minutes).
 */
describe('login defence (issue 29)', () => {
  const stack = stackForTests({ gatewayEnv: { LEGACY_BREAKER_OPEN_MS: '300' } });

  it('row 5 (medium): wrong passwords from many addresses never lock the administrator out: a captcha lets the owner in', async () => {
    // 12 wrong passwords from 4 addresses: within every address's own budget.
    for (let i = 0; i < 12; i++) {
      const answer = await new Browser(stack.gateway.url, `203.0.113.${i % 4}`).login('admin@demo.test', `zgadywane-${i}`);
      expect(['InvalidCredentials', 'CaptchaRequired']).toContain(outcome(answer as GqlResponse<Login>));
    }
    // The owner, from their own address, with the right password: asked for a captcha, not refused.
    const owner = new Browser(stack.gateway.url, '198.51.100.7');
    const asked = (await owner.login('admin@demo.test')) as GqlResponse<Login>;
    expect(asked.body.data?.login).toMatchObject({ __typename: 'CaptchaRequired', code: 'CAPTCHA_REQUIRED', message: expect.stringContaining('nieudanych prób logowania') });
    expect((await owner.gql(SUBMIT, { token: await solveCaptchaForTests(stack.legacy.url) })).body.data).toEqual({ submitCaptcha: { __typename: 'CaptchaState' } });
    expect(outcome((await owner.login('admin@demo.test')) as GqlResponse<Login>)).toBe('Viewer');

    // Past the threshold again, every guess costs the attacker a fresh solve: one solve, one attempt.
    for (let i = 0; i < 10; i++) await new Browser(stack.gateway.url, `203.0.113.${10 + (i % 5)}`).login('admin@demo.test', `znowu-${i}`);
    const attacker = new Browser(stack.gateway.url, '203.0.113.99');
    expect(outcome((await attacker.login('admin@demo.test', 'bez-captcha')) as GqlResponse<Login>)).toBe('CaptchaRequired');
    await attacker.gql(SUBMIT, { token: await solveCaptchaForTests(stack.legacy.url) });
    expect(outcome((await attacker.login('admin@demo.test', 'z-captcha')) as GqlResponse<Login>)).toBe('InvalidCredentials');
    expect(outcome((await attacker.login('admin@demo.test', 'znowu-bez')) as GqlResponse<Login>)).toBe('CaptchaRequired');
  });

  it('row 10 (low-medium): logins that fail because the API is down count against nothing', async () => {
    const person = new Browser(stack.gateway.url, '198.51.100.20');
    await stack.legacy.dev('/faults', { errorRate: { '/api/v1/token/': 1 } });
    try {
      // A person retrying through an outage: more tries than any login budget allows (5 for the pair, 10 for the account).
      for (let i = 0; i < 12; i++) expect(outcome((await person.login('pracownik@demo.test')) as GqlResponse<Login>)).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await stack.legacy.dev('/faults', undefined, 'DELETE');
    }
    await sleep(400); // the accounts circuit, opened by the outage, probes again
    expect(outcome((await person.login('pracownik@demo.test')) as GqlResponse<Login>)).toBe('Viewer');
  });
});
