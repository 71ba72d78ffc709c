import { expect, it } from 'vitest';
import { Browser, VIEWER, stackForTests } from '../test/harness';

/**
 * Issue 36, item 3: the refresh across two instances that share Redis. Each round signs a person in, moves the clock
 * past the access token's life and sends 20 requests at once, alternately to either instance (ten people at a time): every one must answer the person,
 * and the session must still work on both afterwards. A refresh that loses the race must use the winner's pair, never
 * replay the rotated refresh token (the API refuses it and the session would end everywhere).
 */
const ROUNDS = 50;
const CONCURRENT = 20;
/** Rounds of different people run side by side, as they would in production, their tokens expiring together. */
const SIDE_BY_SIDE = 10;

type ViewerData = { viewer: { user: { email: string } } | null };

const ACCESS_TOKEN_SECONDS = 60;
// Budgets far above what the rounds take: only the refresh is under test.
const roomy = '100000/1m';
const env = {
  REFRESH_MARGIN_SECONDS: '0',
  RATE_LIMIT_LOGIN_PAIR: roomy,
  RATE_LIMIT_LOGIN_ADDRESS: roomy,
  RATE_LIMIT_LOGIN_ACCOUNT: roomy,
  RATE_LIMIT_SESSION: roomy,
  RATE_LIMIT_USER: roomy,
};
// A minute, as tokens live minutes in production: a request that read the session before another rotated its tokens
// may reuse the new pair only while its access token lives (`reuseWindowMs`), which a token of a second or two, on a
// busy machine, did not always leave time for.
const stack = stackForTests({ redis: true, legacyEnv: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_SECONDS) }, gatewayEnv: [env, env] });

it(`two instances, ${CONCURRENT} requests at the token's expiry, ${ROUNDS} rounds: no session lost`, { timeout: 300_000 }, async () => {
  const { gateways, legacy } = stack;
  const lost: string[] = [];
  const signedIn = async (n: number) => {
    const browser = new Browser(gateways[n % 2]!.url);
    await browser.login('firma@demo.test');
    return browser;
  };
  const round = async (n: number, signIn: Browser) => {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => Object.assign(new Browser(gateways[i % 2]!.url), { cookie: signIn.cookie }).gql<ViewerData>(VIEWER)),
    );
    const after = await Promise.all(gateways.map((g) => Object.assign(new Browser(g.url), { cookie: signIn.cookie }).gql<ViewerData>(VIEWER)));
    const without = [...answers, ...after].filter((a) => a.body.data?.viewer?.user.email !== 'firma@demo.test');
    if (without.length) lost.push(`round ${n}: ${without.length} answers without the person, e.g. ${without[0]!.text.slice(0, 200)}`);
  };
  for (let first = 0; first < ROUNDS; first += SIDE_BY_SIDE) {
    const people = await Promise.all(Array.from({ length: SIDE_BY_SIDE }, (_, i) => signedIn(first + i)));
    await stack.advanceClock(ACCESS_TOKEN_SECONDS + 1);
    await Promise.all(people.map((person, i) => round(first + i, person)));
  }
  expect(lost).toEqual([]);
  // Each person's expired token was refreshed: once, by whichever instance won.
  expect((await legacy.stats()).refreshCalls).toBe(ROUNDS);
});
