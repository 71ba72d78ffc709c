import { solveCaptchaForTests } from 'legacy-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, stackForTests, type GatewayUnderTest, type Legacy } from '../test/harness';

/** With `REDIS_URL`, every instance counts against the same budgets and knows every claimed captcha solve. */
describe('limits and captcha claims across two gateway instances over Redis', () => {
  const env = { RATE_LIMIT_LOGIN_ACCOUNT: '3/15m', RATE_LIMIT_LOGIN_PAIR: '2/15m' };
  const stack = stackForTests({ redis: true, gatewayEnv: [env, env] });
  let legacy: Legacy;
  let a: GatewayUnderTest;
  let b: GatewayUnderTest;
  beforeAll(() => {
    ({ legacy } = stack);
    [a, b] = stack.gateways as [GatewayUnderTest, GatewayUnderTest];
  });

  it('share the login budgets of an account: its count of wrong passwords and each address pair', async () => {
    const attempt = (gateway: GatewayUnderTest, ip: string, email = 'firma@demo.test') =>
      new Browser(gateway.url, ip).login(email, 'wrong-password').then((r) => (r.body.data as { login: { __typename: string } }).login.__typename);
    expect([await attempt(a, '198.20.0.1'), await attempt(b, '198.20.0.2'), await attempt(a, '198.20.0.3')]).toEqual(Array(3).fill('InvalidCredentials'));
    expect(await attempt(b, '198.20.0.4')).toBe('CaptchaRequired');
    expect([await attempt(a, '198.20.0.5', 'pracownik@demo.test'), await attempt(b, '198.20.0.5', 'pracownik@demo.test')]).toEqual(Array(2).fill('InvalidCredentials'));
    expect(await attempt(a, '198.20.0.5', 'pracownik@demo.test')).toBe('RateLimited');
  });

  it('refuse on one instance a captcha solve claimed on the other', async () => {
    const payload = await solveCaptchaForTests(legacy.url);
    const submit = (gateway: GatewayUnderTest, ip: string) =>
      new Browser(gateway.url, ip).gql<{ submitCaptcha: { __typename: string } }>(`mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, { t: payload });
    expect((await submit(a, '198.20.1.1')).body.data?.submitCaptcha.__typename).toBe('CaptchaState');
    expect((await submit(b, '198.20.1.2')).body.data?.submitCaptcha.__typename).toBe('CaptchaRejected');
  });
});
