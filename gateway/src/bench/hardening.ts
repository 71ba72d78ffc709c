/**
 * `pnpm --filter gateway bench:hardening [--dir <another checkout's gateway/>]`: the operator-side figures of issue 13,
 * measured on real processes (the stand-in, Redis, gateway processes started as `pnpm start` does):
 *   - rolling restart: two instances over Redis behind a round-robin proxy under load, one restarted with SIGTERM;
 *   - memory: the gateway's RSS before and after 3 000 anonymous `submitCaptcha` calls with 8 KB tokens;
 *   - logout race: a logout while a token refresh is in flight; does the session come back?
 *   - deadline: a login while every upstream call takes 9 s (the per-call timeout is 10 s).
 * With `--dir` the same runs against another checkout, e.g. a worktree of main, for before/after figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Browser, VIEWER, startLegacy } from '../test/harness';
import { spawnGateway } from '../test/processes';
import { rollingRestart } from '../test/rolling-restart';
import { startUpstreamProxy } from '../test/upstream-proxy';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = values.dir ? path.resolve(values.dir) : undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

async function anonymousFlood() {
  const legacy = await startLegacy();
  const gateway = await spawnGateway(legacy.url, {}, { dir });
  try {
    const token = 'x'.repeat(8_000);
    const submit = () => new Browser(gateway.url).gql(`mutation($t: String!) { submitCaptcha(token: $t) { solved } }`, { t: token });
    for (let i = 0; i < 50; i++) await submit(); // warm-up: code paths loaded, JIT settled
    await sleep(1_000);
    const before = rssMb(gateway.pid);
    for (let batch = 0; batch < 300; batch++) await Promise.all(Array.from({ length: 10 }, submit));
    await sleep(1_000);
    return { requests: 3_000, rssBeforeMb: before, rssAfterMb: rssMb(gateway.pid) };
  } finally {
    await gateway.stop();
    await legacy.stop();
  }
}

async function logoutRace() {
  const legacy = await startLegacy({ ACCESS_TOKEN_TTL_SECONDS: '2' });
  const proxy = await startUpstreamProxy(legacy.origin);
  const gateway = await spawnGateway(proxy.url, { REFRESH_MARGIN_SECONDS: '0' }, { dir });
  try {
    const browser = new Browser(gateway.url);
    await browser.login('firma@demo.test', 'Demo123!', true);
    const cookie = browser.cookie;
    const tab = () => Object.assign(new Browser(gateway.url), { cookie });
    await sleep(2_100);
    const refresh = proxy.hold('/api/v1/token/refresh/');
    const inFlight = tab().gql(VIEWER);
    await refresh.arrived;
    await tab().gql(`mutation { logout { loggedOut } }`);
    refresh.release();
    const late = await inFlight;
    const replay = await tab().gql<{ viewer: unknown }>(VIEWER);
    return {
      cookieSentAfterLogout: late.headers.getSetCookie().some((line) => !/Expires=Thu, 01 Jan 1970/i.test(line)),
      oldCookieStillSignedIn: replay.body.data?.viewer != null,
    };
  } finally {
    await gateway.stop();
    await proxy.stop();
    await legacy.stop();
  }
}

async function slowLogin() {
  const legacy = await startLegacy();
  const gateway = await spawnGateway(legacy.url, {}, { dir });
  try {
    await legacy.dev('/faults', { latencyMs: 9_000 });
    const started = performance.now();
    const res = await new Browser(gateway.url).login('firma@demo.test');
    const login = res.body.data?.login as { __typename: string } | undefined;
    return { seconds: Math.round((performance.now() - started) / 100) / 10, answer: login?.__typename ?? res.body.errors?.[0]?.extensions?.code };
  } finally {
    await gateway.stop();
    await legacy.stop();
  }
}

const results = {
  gateway: dir ?? 'this checkout',
  rollingRestart: await rollingRestart({ dir }),
  anonymousFlood: await anonymousFlood(),
  logoutRace: await logoutRace(),
  slowLogin: await slowLogin(),
};
console.log(JSON.stringify(results, null, 2));
