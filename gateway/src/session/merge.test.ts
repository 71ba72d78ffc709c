import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, VIEWER, movableClock, startGateway, startLegacy, startRedis, type GatewayUnderTest, type Legacy, type RedisUnderTest } from '../test/harness';
import { startUpstreamProxy, type UpstreamProxy } from '../test/upstream-proxy';

type ViewerData = { viewer: { user: { email: string }; memberships: { id: string; activated: boolean }[]; activeMembership: { id: string } | null } | null };
const SWITCH = `mutation($id: ID!) { switchMembership(membershipId: $id) { __typename } }`;
const LOOKUP = `{ product(gtin: "5901234123457") { __typename } }`;

/**
 * Issue 29, row 7: a request that changes the session (switching the company) while another refreshes the tokens.
 * Access tokens live 8 s and are refreshed 4 s before they end; the tests move the clock past those moments rather
 * than wait for them. The API rotates refresh tokens (the old one is blacklisted). Real processes: the stand-in behind
 * a proxy that holds the first request's call, and Redis.
 */
describe('session writes that overlap a token refresh (issue 29)', () => {
  let legacy: Legacy;
  let redis: RedisUnderTest;
  const proxies: UpstreamProxy[] = [];
  const gateways: GatewayUnderTest[] = [];
  const advanceClock = movableClock();

  beforeAll(async () => {
    [legacy, redis] = await Promise.all([startLegacy({ ACCESS_TOKEN_TTL_SECONDS: '8' }), startRedis()]);
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    for (const proxy of proxies) await proxy.stop();
    await legacy?.stop();
    await redis?.stop();
  });

  /** A proxy of its own per test, so the two count apart. */
  const proxied = async () => {
    const proxy = await startUpstreamProxy(legacy.origin);
    proxies.push(proxy);
    return proxy;
  };
  const start = async (proxy: UpstreamProxy, env: Record<string, string> = {}) => {
    const gateway = await startGateway(proxy.url, { REFRESH_MARGIN_SECONDS: '4', ...env });
    gateways.push(gateway);
    return gateway;
  };

  /**
   * Signs in, starts switching the company on `first` (its `accounts/me` call held), lets `second` refresh the tokens
   * meanwhile, then lets the switch finish. Past the refreshed token's life the person must still be signed in, in
   * the company they chose.
   */
  async function overlap(proxy: UpstreamProxy, first: GatewayUnderTest, second: GatewayUnderTest) {
    const person = new Browser(first.url);
    expect((await person.login('pracownik@demo.test')).body.data).toMatchObject({ login: { __typename: 'Viewer' } });
    const { viewer } = (await person.gql<ViewerData>(VIEWER)).body.data!;
    const other = viewer!.memberships.find((m) => m.activated && m.id !== viewer!.activeMembership!.id)!;
    const tab = (gateway: GatewayUnderTest) => Object.assign(new Browser(gateway.url), { cookie: person.cookie });

    const held = proxy.hold('/api/v1/accounts/me/');
    const switching = tab(first).gql(SWITCH, { id: other.id });
    await held.arrived;
    await advanceClock(4.2, legacy); // the access token is now within the refresh margin
    const refreshes = proxy.count('/api/v1/token/refresh/');
    expect((await tab(second).gql<{ product: { __typename: string } }>(LOOKUP)).body.data?.product.__typename).toBe('Product');
    expect(proxy.count('/api/v1/token/refresh/')).toBe(refreshes + 1);
    held.release();
    expect((await switching).body.data).toEqual({ switchMembership: { __typename: 'Viewer' } });

    await advanceClock(8.6, legacy); // past the refreshed access token: the next request refreshes again
    const after = (await tab(first).gql<ViewerData>(VIEWER)).body.data?.viewer;
    expect(after?.user.email).toBe('pracownik@demo.test');
    expect(after?.activeMembership?.id).toBe(other.id);
    expect(proxy.count('/api/v1/token/refresh/')).toBe(refreshes + 2);
  }

  it('row 7 (medium): in memory, a session change and a token refresh that overlap both survive', async () => {
    const proxy = await proxied();
    const gateway = await start(proxy);
    await overlap(proxy, gateway, gateway);
  });

  it('row 7 (medium): over Redis, on two instances, a session change and a token refresh that overlap both survive', async () => {
    const proxy = await proxied();
    const env = { REDIS_URL: redis.url };
    const [a, b] = await Promise.all([start(proxy, env), start(proxy, env)]);
    await overlap(proxy, a!, b!);
  });
});
