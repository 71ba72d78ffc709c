/**
 * `pnpm --filter gateway bench:hardening [--dir <another checkout's gateway/>]`: the operator-side figures of issue 13,
 * measured on real processes (the stand-in, Redis, gateway processes started as `pnpm start` does):
 *   - rolling restart: two instances over Redis behind a round-robin proxy under load, one restarted with SIGTERM;
 *   - memory: the gateway's RSS and retained heap (after a full GC) before and after each 3 000 anonymous
 *     `submitCaptcha` calls (real solves padded to 8 KB), up to 12 000;
 *   - logout race: a logout while a token refresh is in flight; does the session come back?
 *   - deadline: a login while every upstream call takes 9 s (the per-call timeout is 10 s);
 *   - upload cancel (issue 29): a member starts 6 uploads and cancels them together; then 30 calls of another member;
 *   - route failure (issue 29): the product counters answer 500 and anonymous visitors keep asking for them; then 30
 *     calls of a signed-in member outside the catalogue;
 *   - hung Redis (issue 29): two instances over a Redis stopped with SIGSTOP; how long a member's request, an anonymous
 *     visitor's request and `/readyz` take to answer (each given at most 10 s), and what they answer.
 * With `--dir` the same runs against another checkout, e.g. a worktree of main, for before/after figures; `--only
 * <scenario>` (repeatable) runs only those.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Browser, VIEWER, startLegacy, startRedis } from '../test/harness';
import { spawnGateway, type GatewayProcess } from '../test/processes';
import { submitSolvedCaptcha } from '../test/captcha';
import { rollingRestart } from '../test/rolling-restart';
import { startUpstreamProxy } from '../test/upstream-proxy';
import { startUpload } from '../test/uploads';

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

/** What an answer was: its union member, its error code, or the HTTP status when it was no GraphQL answer. */
function answerOf(status: number, body: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] }): string {
  const value = Object.values(body.data ?? {})[0] as { __typename?: string } | null | undefined;
  const code = body.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : (value?.__typename ?? (value === null ? 'null' : `HTTP ${status}`));
}

/** Counts of each answer, e.g. `{ Product: 28, UPSTREAM_UNAVAILABLE: 2 }`. */
const tally = (answers: string[]) => answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a]: (counts[a] ?? 0) + 1 }), {});

async function uploadCancel() {
  const legacy = await startLegacy();
  const gateway = await spawnGateway(legacy.url, {}, { dir });
  try {
    const uploader = new Browser(gateway.url);
    await uploader.login('firma@demo.test');
    const uploads = Array.from({ length: 6 }, (_, i) => startUpload(gateway.url, '/files/verification', uploader.cookie, `anulowany-${i}.csv`));
    for (let i = 0; i < 4; i++) {
      await Promise.all(uploads.map((upload) => upload.send(16_384)));
      await sleep(20);
    }
    await sleep(300);
    for (const upload of uploads) upload.cancel();
    await sleep(300);
    const other = new Browser(gateway.url);
    const answers = [answerOf(200, (await other.login('pracownik@demo.test')).body)];
    for (let i = 0; i < 29; i++) answers.push(answerOf(200, (await other.gql(`{ product(gtin: "5901234123457") { __typename } }`)).body));
    return { cancelledUploads: 6, nextCallsOfAnotherMember: tally(answers) };
  } finally {
    await gateway.stop();
    await legacy.stop();
  }
}

async function routeFailure() {
  const legacy = await startLegacy();
  const gateway = await spawnGateway(legacy.url, { CACHE_TTL_SECONDS: '0' }, { dir });
  try {
    const member = new Browser(gateway.url);
    await member.login('firma@demo.test');
    await legacy.dev('/faults', { errorRate: { '/api/v1/products/product_count/': 1 } });
    const counters = [];
    for (let i = 0; i < 10; i++) counters.push(answerOf(200, (await new Browser(gateway.url, `192.0.2.${i + 1}`).gql(`{ productCounters { __typename } }`)).body));
    const calls = [`{ viewer { __typename } }`, `{ verificationFiles { __typename } }`, `{ pageContent(page: HOW_IT_WORKS) { __typename } }`, `{ product(gtin: "4006381333931") { __typename } }`, `{ viewer { __typename } }`];
    const answers = [];
    for (let round = 0; round < 6; round++) for (const query of calls) answers.push(answerOf(200, (await member.gql(query)).body));
    const readyz = (await (await fetch(`${gateway.url}/readyz`)).json()) as { circuits?: Record<string, string> };
    return { anonymousCounters: tally(counters), memberCallsOutsideTheCatalogue: tally(answers), circuits: readyz.circuits ?? 'not reported' };
  } finally {
    await gateway.stop();
    await legacy.stop();
  }
}

async function hungRedis() {
  const [legacy, redis] = await Promise.all([startLegacy(), startRedis()]);
  const env = { REDIS_URL: redis.url, CACHE_TTL_SECONDS: '0' };
  const gateways = await Promise.all([spawnGateway(legacy.url, env, { dir }), spawnGateway(legacy.url, env, { dir })]);
  /** One request given at most 10 s: how long it took and what it answered. */
  const timed = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      const body = (await res.json()) as Parameters<typeof answerOf>[1] & { status?: string };
      return { seconds: Math.round((performance.now() - started) / 100) / 10, answer: url.endsWith('/readyz') ? `HTTP ${res.status} ${body.status}` : answerOf(res.status, body) };
    } catch {
      return { seconds: 10, answer: 'no answer within 10 s' };
    }
  };
  const graphql = (query: string, cookie?: string | null) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query }) });
  try {
    const member = new Browser(gateways[0]!.url);
    await member.login('firma@demo.test');
    redis.hang();
    const results = [];
    for (const gateway of gateways) {
      results.push({
        member: await timed(`${gateway.url}/graphql`, graphql(`{ viewer { __typename } }`, member.cookie)),
        anonymous: await timed(`${gateway.url}/graphql`, graphql(`{ productCounters { __typename } }`)),
      });
    }
    await sleep(1_100);
    const readyz = await timed(`${gateways[0]!.url}/readyz`);
    redis.resume();
    await sleep(2_000);
    const back = await timed(`${gateways[1]!.url}/graphql`, graphql(`{ viewer { __typename } }`, member.cookie));
    return { whileHung: results, readyzWhileHung: readyz, memberAfterResume: back };
  } finally {
    redis.resume();
    for (const gateway of gateways) await gateway.stop();
    await legacy.stop();
    await redis.stop();
  }
}

const scenarios = { rollingRestart: () => rollingRestart({ dir }), anonymousFlood, logoutRace, slowLogin, uploadCancel, routeFailure, hungRedis };
const results: Record<string, unknown> = { gateway: dir ?? 'this checkout' };
for (const [name, run] of Object.entries(scenarios)) if (!values.only || values.only.includes(name)) results[name] = await run();
console.log(JSON.stringify(results, null, 2));
