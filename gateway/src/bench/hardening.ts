/**
 * `pnpm --filter gateway bench:hardening [--dir <another checkout's gateway/>]`: the operator-side figures of issue 13,
 * measured on real processes (the stand-in, Redis, gateway processes started as `pnpm start` does):
 *   - rolling restart: two instances over Redis behind a round-robin proxy under load, one restarted with SIGTERM;
 *   - memory: the gateway's RSS and retained heap (after a full GC) before and after each 3 000 anonymous
 *     `submitCaptcha` calls (real solves padded to 8 KB), up to 12 000;
 *   - logout race: a logout while a token refresh is in flight; does the session come back?
 *   - deadline: a login while every upstream call takes 9 s (the per-call timeout is 10 s).
 * With `--dir` the same runs against another checkout, e.g. a worktree of main, for before/after figures; `--only
 * <scenario>` (repeatable) runs only those.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Browser, VIEWER, startLegacy } from '../test/harness';
import { spawnGateway, type GatewayProcess } from '../test/processes';
import { submitSolvedCaptcha } from '../test/captcha';
import { rollingRestart } from '../test/rolling-restart';
import { startUpstreamProxy } from '../test/upstream-proxy';

const { values } = parseArgs({ options: { dir: { type: 'string' }, only: { type: 'string', multiple: true } } });
const dir = values.dir ? path.resolve(values.dir) : undefined;
const MB = 1024 * 1024;

/** A full GC in the gateway, then its RSS and the heap still in use (see memory-probe.cjs), in MB. */
async function memory(gateway: GatewayProcess) {
  const seen = gateway.output().length;
  gateway.signal('SIGUSR2');
  for (;;) {
    const probe = /\{"memoryProbe":.*\}/.exec(gateway.output().slice(seen));
    if (probe) {
      const { rss, heapUsed } = (JSON.parse(probe[0]) as { memoryProbe: { rss: number; heapUsed: number } }).memoryProbe;
      return { rss: Math.round(rss / MB), heapUsed: Math.round(heapUsed / MB) };
    }
    await sleep(50);
  }
}

async function anonymousFlood() {
  const legacy = await startLegacy();
  const probe = path.join(import.meta.dirname, 'memory-probe.cjs');
  const env = { NODE_OPTIONS: `--expose-gc --require ${probe}`, RATE_LIMIT_ANONYMOUS: '1000000/1m' };
  const gateway = await spawnGateway(legacy.url, env, { dir });
  try {
    // A real solve each time (the gateway verifies them), padded to the largest token it accepts.
    const submit = () => submitSolvedCaptcha(new Browser(gateway.url), 8_000);
    for (let i = 0; i < 50; i++) await submit(); // warm-up: code paths loaded, JIT settled
    // After each further 3 000: what stays grows without a bound, garbage does not.
    const afterRequests: Record<number, { rss: number; heapUsed: number }> = { 0: await memory(gateway) };
    for (let requests = 3_000; requests <= 12_000; requests += 3_000) {
      for (let batch = 0; batch < 300; batch++) await Promise.all(Array.from({ length: 10 }, submit));
      afterRequests[requests] = await memory(gateway);
    }
    return { tokenBytes: 8_000, megabytesAfterRequests: afterRequests };
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

const scenarios = { rollingRestart: () => rollingRestart({ dir }), anonymousFlood, logoutRace, slowLogin };
const results: Record<string, unknown> = { gateway: dir ?? 'this checkout' };
for (const [name, run] of Object.entries(scenarios)) if (!values.only || values.only.includes(name)) results[name] = await run();
console.log(JSON.stringify(results, null, 2));
