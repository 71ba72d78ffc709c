/**
 * What the gateway adds to a member's single GTIN lookup: `product(gtin)` through the gateway against the same REST
 * call (`GET /products/get_products/{gtin}/` with the member's bearer token) made straight to the stand-in, with
 * autocannon, side by side in one run:
 *   - p50 latency at 1 connection, requests one after another on one kept-alive connection, timed to the
 *     microsecond (autocannon rounds latencies to whole milliseconds) (target: the gateway adds ≤ 1 ms),
 *   - req/s at 50 connections with no injected latency (gateway ÷ direct ≥ 0.7) and at 10 connections with 20 ms
 *     injected in the stand-in (≥ 0.95), each the median of three alternating rounds, errors and non-2xx answers
 *     counted,
 *   - CPU time per request of each process (from /proc), and the gateway's RSS before and after 20 000 requests.
 * Both servers run their compiled production build (`pnpm build`), the gateway in production mode behind a TLS
 * proxy as the README describes (`TRUST_PROXY`, `X-Forwarded-Proto: https`, secure cookie). `pnpm bench` calls
 * `gatewayOverhead`; `pnpm --filter e2e bench:gateway` runs it alone. `BENCH_GATEWAY_FLAGS` passes node flags to the
 * gateway, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { nodeServer, ownDocuments, productionBehindProxy, secureHeaders, type NodeServer } from './servers';
import { providerToken, signedIn } from './visitors';

const GTIN = '5901234123457';
export const LOOKUP = JSON.stringify({ query: `query($gtin: String!) { product(gtin: $gtin) { __typename ... on Product { gtin name } } }`, variables: { gtin: GTIN } });
/** Requests in the memory run (issue 12: RSS after 20 000 requests within 50 MB of where it started). */
const MEMORY_REQUESTS = 20_000;

export interface Throughput {
  connections: number;
  upstreamLatencyMs: number;
  directRps: number;
  gatewayRps: number;
  ratio: number;
  errors: number;
}

export interface GatewayFigures {
  latency: { directP50Ms: number; gatewayP50Ms: number; addedP50Ms: number; directP99Ms: number; gatewayP99Ms: number };
  throughput: Throughput[];
  cpuMsPerRequest: { gateway: number; standIn: number };
  /** RSS once the gateway is up with one member signed in (cold), then before and after the memory run (warm). */
  memory: { requests: number; rssColdMb: number; rssBeforeMb: number; rssAfterMb: number; growthMb: number };
}

/** utime + stime of a process, in ms (clock ticks are 100 per second on Linux). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return kb / 1024;
}

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function load(target: Target, options: { connections: number; duration?: number; amount?: number }) {
  const result = await autocannon({ ...target, ...options, pipelining: 1 });
  return { rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * p50 and p99 of `count` requests sent one after another on one kept-alive connection: until the answer's end, or with
 * `firstByte` until its status line and headers arrive (a page's time to the first byte).
 */
export async function sequentialLatency(target: Target, count: number, { firstByte = false, warm = 200 } = {}): Promise<{ p50: number; p99: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(target.url, { method: target.method, headers: target.headers, agent }, (res) => {
        const headersAt = performance.now();
        if (res.statusCode !== 200) reject(new Error(`${target.url} answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve((firstByte ? headersAt : performance.now()) - started));
      });
      req.on('error', reject);
      req.end(target.body);
    });
  try {
    for (let i = 0; i < warm; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(await once());
    times.sort((a, b) => a - b);
    return { p50: round(times[Math.floor(count / 2)]!, 3), p99: round(times[Math.floor(count * 0.99)]!, 3) };
  } finally {
    agent.destroy();
  }
}

export async function gatewayOverhead(options: { duration?: number } = {}): Promise<GatewayFigures> {
  const duration = options.duration ?? Number(process.env.BENCH_SECONDS ?? 10);
  const roundSeconds = Math.max(2, Math.round(duration / 2));
  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '1000000' });
  let gateway: NodeServer | undefined;
  try {
    gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy, ...ownDocuments }, process.env.BENCH_GATEWAY_FLAGS);

    const direct: Target = { url: `${legacy.url}/api/v1/products/get_products/0${GTIN}/`, method: 'GET', headers: { authorization: `Bearer ${await providerToken(legacy.url)}` } };
    const cookie = await signedIn(gateway.url, 'firma@demo.test');
    const viaGateway: Target = { url: `${gateway.url}/graphql`, method: 'POST', headers: { ...secureHeaders, 'content-type': 'application/json', cookie }, body: LOOKUP };

    const rssCold = rssMb(gateway.pid);
    const probe = (await (await fetch(viaGateway.url, { method: 'POST', headers: viaGateway.headers, body: LOOKUP })).json()) as { data?: { product?: { __typename: string } } };
    if (probe.data?.product?.__typename !== 'Product') throw new Error(`the gateway's lookup did not answer a product: ${JSON.stringify(probe)}`);

    // Warm both (JIT, connection pools), then measure side by side.
    await load(direct, { connections: 10, amount: 2_000 });
    await load(viaGateway, { connections: 10, amount: 2_000 });

    // Alternating rounds, so a busy moment on the machine weighs on both sides alike; the median round counts.
    const rounds: { direct: { p50: number; p99: number }; gateway: { p50: number; p99: number } }[] = [];
    for (let round = 0; round < 5; round++) rounds.push({ direct: await sequentialLatency(direct, 1_000), gateway: await sequentialLatency(viaGateway, 1_000) });
    rounds.sort((a, b) => a.gateway.p50 - a.direct.p50 - (b.gateway.p50 - b.direct.p50));
    const { direct: directOne, gateway: gatewayOne } = rounds[2]!;

    // Three alternating rounds per setting, the median ratio counts: a busy moment on the machine moves one run of
    // several seconds by a few percent, as much as the 20 ms setting's margin.
    const throughput: Throughput[] = [];
    for (const [connections, upstreamLatencyMs] of [
      [50, 0],
      [10, 20],
    ] as const) {
      await legacy.dev('/faults', upstreamLatencyMs ? { latencyMs: upstreamLatencyMs } : undefined, upstreamLatencyMs ? 'POST' : 'DELETE');
      const turns: Throughput[] = [];
      for (let i = 0; i < 3; i++) {
        const d = await load(direct, { connections, duration: roundSeconds });
        const g = await load(viaGateway, { connections, duration: roundSeconds });
        turns.push({ connections, upstreamLatencyMs, directRps: round(d.rps, 0), gatewayRps: round(g.rps, 0), ratio: round(g.rps / d.rps), errors: d.errors + g.errors });
      }
      turns.sort((a, b) => a.ratio - b.ratio);
      throughput.push({ ...turns[1]!, errors: turns.reduce((sum, turn) => sum + turn.errors, 0) });
    }
    await legacy.dev('/faults', undefined, 'DELETE');

    // CPU per request of each process, over the same number of lookups through the gateway (each is one upstream call).
    const before = { gateway: cpuMs(gateway.pid), standIn: cpuMs(legacy.pid), rss: rssMb(gateway.pid) };
    const memoryRun = await load(viaGateway, { connections: 10, amount: MEMORY_REQUESTS });
    const after = { gateway: cpuMs(gateway.pid), standIn: cpuMs(legacy.pid), rss: rssMb(gateway.pid) };
    if (memoryRun.errors) throw new Error(`${memoryRun.errors} of ${MEMORY_REQUESTS} lookups failed`);

    return {
      latency: {
        directP50Ms: directOne.p50,
        gatewayP50Ms: gatewayOne.p50,
        addedP50Ms: round(gatewayOne.p50 - directOne.p50, 3),
        directP99Ms: directOne.p99,
        gatewayP99Ms: gatewayOne.p99,
      },
      throughput,
      cpuMsPerRequest: { gateway: round((after.gateway - before.gateway) / MEMORY_REQUESTS, 3), standIn: round((after.standIn - before.standIn) / MEMORY_REQUESTS, 3) },
      memory: { requests: MEMORY_REQUESTS, rssColdMb: round(rssCold, 1), rssBeforeMb: round(before.rss, 1), rssAfterMb: round(after.rss, 1), growthMb: round(after.rss - before.rss, 1) },
    };
  } finally {
    await gateway?.stop();
    await legacy.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  gatewayOverhead()
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
