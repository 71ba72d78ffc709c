/**
 * `pnpm --filter e2e bench:security`: what one hostile request costs the gateway, measured through the real stack
 * (issue 13). Starts the stand-in and the gateway as processes on their own ports, then reports:
 *   - the 20 000-field request (`{ __typename … }`, 220 KB): time to its answer, and `/healthz` latency meanwhile;
 *     the same for the largest such document under the body limit (1 400 fields, 15 KB) and for the largest one
 *     the token limit admits (990 fields);
 *   - upstream calls caused by one request of 100 aliased lookups of global GTINs, with no cookie and with a
 *     session that solved one captcha; by a member's 100 aliased searches; by 10 identical aliased lookups;
 *   - upstream password checks caused by one request of 50 aliased logins, and by 20 logins in a row to one account.
 * Upstream calls are the stand-in's own count (`/__dev/stats`). Runs unchanged against an older gateway, for the
 * before/after figures. Output: stdout and e2e/bench/security-results.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { waitFor } from './servers';
import { gtinCheckDigit } from 'schema/validation';

const LEGACY = `http://localhost:${process.env.BENCH_LEGACY_PORT ?? 4310}`;
const GATEWAY = `http://localhost:${process.env.BENCH_GATEWAY_PORT ?? 4300}`;

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

/** Starts a package's `start` script (whatever it runs in the checkout benched) in its own process group. */
function startServer(filter: string, env: Record<string, string>) {
  children.push(spawn('pnpm', ['--silent', '--filter', filter, 'start'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true }));
}

function stopServers() {
  for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

/** Upstream API calls since the last reset (pictures apart), by route pattern. */
async function upstream(part = ''): Promise<number> {
  const { requests } = (await (await fetch(`${LEGACY}/__dev/stats`)).json()) as { requests: Record<string, number> };
  return Object.entries(requests)
    .filter(([route]) => !route.includes('/media/') && route.includes(part))
    .reduce((sum, [, n]) => sum + n, 0);
}
const resetUpstream = async () => {
  await fetch(`${LEGACY}/__dev/stats/reset`, { method: 'POST' });
  await fetch(`${LEGACY}/__dev/limits`, { method: 'DELETE' });
};

/** One POST /graphql as a script sends it; `cookie` keeps a session, `ip` poses as a client address. */
async function post(body: unknown, { cookie, ip }: { cookie?: string | null; ip?: string } = {}) {
  const started = performance.now();
  const res = await fetch(`${GATEWAY}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = Math.round(performance.now() - started);
  return { status: res.status, ms, code: errorCode(text), session: res.headers.getSetCookie()[0]?.split(';')[0] ?? cookie ?? null };
}

/** What a report shows of an answer (the session cookie stays out of it). */
const measured = ({ status, ms, code }: Awaited<ReturnType<typeof post>>) => ({ status, ms, code });

/** The first error's `extensions.code` of an answer, null when there is none. */
function errorCode(text: string): unknown {
  try {
    return (JSON.parse(text) as { errors?: { extensions?: { code?: unknown } }[] }).errors?.[0]?.extensions?.code ?? null;
  } catch {
    return 'not JSON';
  }
}

/** A request's answer time, with `/healthz` asked every 20 ms while it runs (the event loop is shared). */
async function whileHealthz(send: () => ReturnType<typeof post>) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      // A kept-alive connection the stalled server dropped counts as a failure, after the time it took.
      await fetch(`${GATEWAY}/healthz`).catch(() => failures++);
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answer = measured(await send());
  running = false;
  await poll;
  const sorted = latencies.sort((a, b) => a - b);
  return { ...answer, healthzMaxMs: Math.round(sorted.at(-1) ?? 0), healthzMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0), healthzFailures: failures };
}

function globalGtins(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const body = `400638${String(100_000 + i).padStart(6, '0')}`;
    return `${body}${gtinCheckDigit(body)}`;
  });
}

const aliased = (count: number, field: (i: number) => string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

async function login(email: string, password: string, ip: string) {
  return post({ query: `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, variables: { i: { email, password } } }, { ip });
}

async function main() {
  startServer('legacy-api', { LEGACY_API_PORT: new URL(LEGACY).port, LEGACY_API_DATA_DIR: '.data/bench-security', RESEED: '1' });
  startServer('gateway', { PORT: new URL(GATEWAY).port, LEGACY_API_URL: `${LEGACY}/api/v1`, LOG_LEVEL: 'warn' });
  await Promise.all([waitFor(`${LEGACY}/api/v1/products/product_count/`), waitFor(`${GATEWAY}/healthz`)]);
  await post({ query: '{ __typename }' });

  const results: Record<string, unknown> = {};
  results.fields20000 = await whileHealthz(() => post({ query: `{ ${'__typename '.repeat(20_000)}}` }));
  results.fields1400 = await whileHealthz(() => post({ query: `{ ${'__typename '.repeat(1_400)}}` }));
  // The largest document of that shape the token limit admits: what a request can still cost to validate.
  results.fields990 = await whileHealthz(() => post({ query: `{ ${'__typename '.repeat(990)}}` }));

  const gtins = globalGtins(100);
  const lookups100 = aliased(100, (i) => `product(gtin: "${gtins[i]}") { __typename }`);
  await resetUpstream();
  results.lookups100NoCookie = { ...measured(await post({ query: lookups100 }, { ip: '198.18.1.1' })), upstreamCalls: await upstream() };

  const solved = await post(
    { query: `mutation($t: String!) { submitCaptcha(token: $t) { __typename } }`, variables: { t: await solveCaptchaForTests(LEGACY) } },
    { ip: '198.18.1.2' },
  );
  await resetUpstream();
  results.lookups100WithCaptcha = { ...measured(await post({ query: lookups100 }, { cookie: solved.session, ip: '198.18.1.2' })), upstreamCalls: await upstream() };

  const member = await login('firma@demo.test', 'Demo123!', '198.18.1.3');
  await resetUpstream();
  const searches100 = aliased(100, (i) => `catalogSearch(filter: { name: "p${i}" }) { __typename }`);
  results.memberSearches100 = { ...measured(await post({ query: searches100 }, { cookie: member.session, ip: '198.18.1.3' })), upstreamCalls: await upstream() };
  await resetUpstream();
  const identical10 = aliased(10, () => `product(gtin: "5901234123457") { __typename }`);
  results.memberIdenticalLookups10 = { ...measured(await post({ query: identical10 }, { cookie: member.session, ip: '198.18.1.3' })), upstreamCalls: await upstream() };

  await resetUpstream();
  const logins50 = `mutation ${aliased(50, (i) => `login(input: { email: "pracownik@demo.test", password: "guess-${i}" }) { __typename }`)}`;
  results.logins50 = { ...measured(await post({ query: logins50 }, { ip: '198.18.1.4' })), passwordChecks: await upstream('POST /api/v1/token/') };
  await resetUpstream();
  for (let i = 0; i < 20; i++) await login('pracownik@demo.test', `guess-${i}`, '198.18.1.5');
  results.logins20InARow = { passwordChecks: await upstream('POST /api/v1/token/') };

  console.log(JSON.stringify(results, null, 2));
  writeFileSync(path.join(import.meta.dirname, 'security-results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServers);
