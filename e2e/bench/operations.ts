/**
 * What the gateway costs on the operations the web app really sends (issue 30), each against the REST call it makes,
 * with sessions in memory and in Redis:
 *   - `card`: the product card's query as the app sends it (`web/scripts/requests.ts`), a member, against
 *     `GET /products/get_products/{gtin}/` with the member's token;
 *   - `catalogue`: a member's catalogue page of 15 with a name filter, as `/catalog?name=…` asks for it, against
 *     the advanced search it calls;
 *   - `viewer`/`viewerVisitor`: `AppViewer`, the app's first query, signed in (against `accounts/me`, read on every
 *     viewer load) and anonymous (no upstream call: its own figures only);
 *   - `page`: the server-drawn card, `GET /catalog/{gtin}` as a signed-in browser asks for it (brotli), against the
 *     REST lookup, at 10 connections, with the time to the first byte at 1 connection.
 * The card and the catalogue page are also sent by an integrator (`bearer`: the member's token and the document's
 * text, to the in-memory gateway), and to two peers answering the same REST call: the naive wrap (`naive-wrap.ts`) and
 * Hive Gateway serving a GraphQL Mesh composition (`hive-gateway.ts`, `hive`).
 * Per operation, alternating rounds of direct / in-memory gateway / Redis gateway (`BENCH_ROUNDS`, default 5, of
 * `BENCH_ROUND_SECONDS`, default 3), each the median with min–max: req/s at 50 connections (10 for the page), the
 * ratio of each round, p99, the gateway's CPU per request (from /proc); then p50 at 1 connection, requests one after
 * another, and over those the Redis commands (a script's own included) and reads per request (`INFO stats` of a
 * redis-server of the bench's own; a read is one round trip, several pipelined commands included). The gateways run
 * the compiled build in production mode behind a TLS proxy (as `gateway.ts`). `pnpm bench` (`BENCH_ONLY=operations`)
 * calls `operationsCost`; `pnpm --filter e2e bench:operations [card,catalogue,…]` runs it alone. `BENCH_ROOT`
 * measures another checkout's build with this code; `BENCH_BASELINE=<checkout>` measures that checkout's build too,
 * in the same rounds (sides `memory@before`, `redis@before`), for before/after figures taken side by side.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { manifest } from '../app-operations';
import { appViewerRequest, catalogSearchRequest, productCardRequest } from '../../web/scripts/requests';
import { cpuMs, rssMb, sequentialLatency, type Target } from './gateway';
import { hiveGateway, hiveRequests, type PeerMember } from './hive-gateway';
import { freePort, nodeServer, peerServer, productionBehindProxy, secureHeaders, type NodeServer } from './servers';
import { providerToken, signedIn } from './visitors';

const GTIN = '5901234123457';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Requests per round at 1 connection, after a warm-up of a few; the page's take tens of ms each. */
const SEQUENTIAL = { count: 200, warm: 20 };
const SEQUENTIAL_PAGES = { count: 40, warm: 5 };

export const OPERATIONS = ['card', 'catalogue', 'viewer', 'viewerVisitor', 'page'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Median and range of a series of rounds. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface GatewaySide {
  rps: Spread;
  /** Each round's gateway req/s ÷ the same round's direct req/s; null when the operation makes no REST call. */
  ratio: Spread | null;
  /** Each round's req/s ÷ the same round's Hive Gateway req/s; null when Hive is not asked. */
  hiveRatio: Spread | null;
  p99Ms: Spread;
  cpuMsPerRequest: Spread;
  /** With Redis, at 1 connection: commands and reads (a read is one round trip, or one pipelined batch) per request. */
  redis: { commands: Spread; reads: Spread } | null;
  /** p50 at 1 connection (the page: time to the first byte), and what it adds to the direct call's. */
  p50Ms: number;
  addedP50Ms: number | null;
}

export type OperationFigures = MeasuredOperation | { operation: Operation; error: string };

export interface MeasuredOperation {
  operation: Operation;
  connections: number;
  upstreamCallsPerRequest: number;
  direct: { rps: Spread; p99Ms: Spread; p50Ms: number } | null;
  /** `memory` and `redis`: this build; with `BENCH_BASELINE`, `memory@before` and `redis@before` too. */
  sides: Record<string, GatewaySide>;
}

export interface OperationsFigures {
  operations: OperationFigures[];
  /** RSS of each gateway before and after the section. */
  rssMb: Record<string, [number, number]>;
  rounds: number;
  roundSeconds: number;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));
export function spread(values: number[], digits = 3): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: round(sorted[Math.floor(sorted.length / 2)]!, digits), min: round(sorted[0]!, digits), max: round(sorted.at(-1)!, digits) };
}

/** A redis-server of the bench's own (no persistence), and its counters. */
async function redisServer() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cli = (...args: string[]) => execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  for (let i = 0; ; i++) {
    try {
      if (cli('ping').trim() === 'PONG') break;
    } catch {
      if (i > 100) throw new Error('redis-server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Commands run and client reads (round trips) so far. */
    counters() {
      const info = cli('info', 'stats');
      const value = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)![1]);
      return { commands: value('total_commands_processed'), reads: value('total_reads_processed') };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Load {
  rps: number;
  p99: number;
  total: number;
}

async function load(target: Target, connections: number, duration: number): Promise<Load> {
  const result = await autocannon({ ...target, connections, duration, pipelining: 1 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (!result.requests.total) throw new Error(`${target.url}: no answer within ${duration} s`);
  if (failed) throw new Error(`${target.url}: ${failed} of ${result.requests.total} requests failed (${result.non2xx} answered non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

/** The targets of one operation: the direct REST call (none for a visitor's viewer), and the gateway's request. */
export interface OperationTargets {
  connections: number;
  upstreamCalls: number;
  direct: Target | null;
  /**
   * The gateway's request; `cookie` is null for a visitor. `asText`: the document's text instead of its id, for a
   * build from before trusted documents (`BENCH_BASELINE`) and for the naive wrap.
   */
  gateway: (gateway: NodeServer, cookie: string | null, asText?: boolean) => Target;
  /** A round lasts at least this long (the stand-in's search answers 50 connections slowly). */
  minSeconds?: number;
  /** The page's figure at 1 connection is its time to the first byte. */
  firstByte?: boolean;
  /** Checks one answer of the gateway before measuring (the bench must measure the operation, not a refusal). */
  expect: (body: string) => boolean;
  /** The same document sent by an integrator: the member's bearer token and the document's text, no cookie. */
  bearer?: (gateway: NodeServer) => Target;
  /** The same document sent to the naive wrap (`naive-wrap.ts`), a peer the gateway should come close to. */
  peer?: (naive: NodeServer) => Target;
  /** The same REST call asked of Hive Gateway + Mesh (`hive-gateway.ts`), the peer the gateway should beat. */
  hive?: (hive: NodeServer) => Target;
}

/** The member's token and active membership, as the stand-in issues them (tokens that outlive the run). */
async function member(legacy: string) {
  const bearer = { authorization: `Bearer ${await providerToken(legacy)}` };
  const me = (await (await fetch(`${legacy}/api/v1/accounts/me/`, { headers: bearer })).json()) as { memberships: { id: string; activated: boolean; company: { id: string } }[] };
  const membership = me.memberships.find((m) => m.activated)!;
  return { bearer, membership, peer: { bearer, membershipId: membership.id, companyId: membership.company.id } satisfies PeerMember };
}

export async function operationTargets(legacy: string): Promise<Record<Operation, OperationTargets>> {
  const { bearer, membership, peer } = await member(legacy);
  const rest = (url: string): Target => ({ url: `${legacy}/api/v1${url}`, method: 'GET', headers: bearer });
  const graphql = async (request: Promise<{ headers: Record<string, string>; body: string }>) => {
    const { headers, body } = await request;
    const { extensions, ...params } = JSON.parse(body) as { extensions: { persistedQuery: { sha256Hash: string } } };
    const text = JSON.stringify({ ...params, query: manifest[extensions.persistedQuery.sha256Hash] });
    return (gateway: NodeServer, cookie: string | null, asText = false): Target => ({
      url: `${gateway.url}/graphql`,
      method: 'POST',
      headers: { ...secureHeaders, ...headers, ...(cookie ? { cookie } : {}) },
      body: asText ? text : body,
    });
  };
  const lookup = rest(`/products/get_products/0${GTIN}/?activeMembershipId=${membership.id}`);
  const viewer = await graphql(appViewerRequest());
  const card = await graphql(productCardRequest(GTIN));
  const catalogue = await graphql(catalogSearchRequest({ name: 'a' }, 0, 15));
  /** The naive wrap, and an integrator, have no session: the member's token goes with each request. */
  const withToken = (request: typeof card) => (server: NodeServer): Target => {
    const target = request(server, null, true);
    return { ...target, headers: { ...target.headers, ...bearer } };
  };
  const hive = (server: NodeServer) => hiveRequests(server, peer);
  return {
    card: {
      connections: 50,
      upstreamCalls: 1,
      direct: lookup,
      gateway: card,
      bearer: withToken(card),
      peer: withToken(card),
      hive: (server) => hive(server).card(`0${GTIN}`),
      expect: (body) => body.includes('"__typename":"Product"'),
    },
    catalogue: {
      connections: 50,
      upstreamCalls: 1,
      minSeconds: 6,
      direct: rest(`/products/${membership.company.id}/get_products_advanced/?limit=15&offset=0&name__contains=a`),
      gateway: catalogue,
      bearer: withToken(catalogue),
      peer: withToken(catalogue),
      hive: (server) => hive(server).catalogue('a', 0, 15),
      expect: (body) => body.includes('"__typename":"CatalogPage"') && (JSON.parse(body) as { data: { catalogSearch: { products: unknown[] } } }).data.catalogSearch.products.length === 15,
    },
    viewer: { connections: 50, upstreamCalls: 1, direct: rest('/accounts/me/'), gateway: viewer, expect: (body) => body.includes('"email":"firma@demo.test"') },
    viewerVisitor: {
      connections: 50,
      upstreamCalls: 0,
      direct: null,
      gateway: (gateway, _cookie, asText) => viewer(gateway, null, asText),
      expect: (body) => body.includes('"viewer":null') && body.includes('"CaptchaState"'),
    },
    page: {
      connections: 10,
      upstreamCalls: 1,
      direct: lookup,
      gateway: (gateway, cookie) => ({
        url: `${gateway.url}/catalog/${GTIN}`,
        method: 'GET',
        headers: { ...secureHeaders, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd', cookie: cookie! },
      }),
      firstByte: true,
      minSeconds: 8,
      expect: (body) => body.length > 0,
    },
  };
}

/** The body of one answer, decompressed as a browser would. */
async function probe(target: Target): Promise<string> {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const body = await res.text();
  if (!res.ok) throw new Error(`${target.url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

/**
 * A server measured: a gateway (this checkout's or `BENCH_BASELINE`'s build, with sessions in memory or in Redis), the
 * in-memory gateway asked by an integrator (`bearer`, sessions none), or a peer (`naive`, `hive`), which answer only
 * the operations that name them.
 */
interface Side {
  name: string;
  kind: 'session' | 'bearer' | 'naive' | 'hive';
  sessions: 'memory' | 'redis' | 'none';
  server: NodeServer;
  cookie: string;
}

/** A peer answered with data and no errors (its fields are its own, not the contract's). */
const peerAnswered = (body: string) => body.startsWith('{"data":{') && !body.includes('"errors"');

/** The naive wrap as its own node process, the member's token and membership given to it. */
async function naiveWrap(legacy: string): Promise<NodeServer> {
  const { membership } = await member(legacy);
  const port = await freePort();
  const env = { PORT: String(port), LEGACY_API_URL: `${legacy}/api/v1`, MEMBERSHIP_ID: membership.id, COMPANY_ID: membership.company.id, NODE_ENV: 'production' };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'naive-wrap.ts')], { env: { ...process.env, ...env }, stdio: 'ignore' });
  return peerServer('the naive wrap', child, `http://127.0.0.1:${port}`, '/graphql?query=%7B__typename%7D');
}

export async function operationsCost(options: { only?: Operation[]; duration?: number } = {}): Promise<OperationsFigures> {
  const only = options.only ?? [...OPERATIONS];
  const roundSeconds = options.duration ?? Number(process.env.BENCH_ROUND_SECONDS ?? 3);
  // Tokens that outlive the run: the direct calls use one token throughout.
  const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '1000000', ACCESS_TOKEN_TTL_SECONDS: '7200' });
  const redis = await redisServer();
  const servers: NodeServer[] = [];
  try {
    // A visitor's budget that the load does not use up (every answer would be RateLimited).
    const env = { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', RATE_LIMIT_ANONYMOUS: '1000000000/5m', ...productionBehindProxy };
    const checkouts: [string, string | undefined][] = [['', undefined]];
    // A baseline from before trusted documents (decision 030) gets the documents' text; a later one, their ids.
    const baselineTakesIds = !!process.env.BENCH_BASELINE && existsSync(path.join(process.env.BENCH_BASELINE, 'gateway/src/security/trusted-documents.ts'));
    if (process.env.BENCH_BASELINE) checkouts.push(['@before', process.env.BENCH_BASELINE]);
    const sides: Side[] = [];
    for (const [suffix, checkout] of checkouts) {
      for (const sessions of ['memory', 'redis'] as const) {
        const server = await nodeServer('gateway', sessions === 'redis' ? { ...env, REDIS_URL: redis.url } : env, process.env.BENCH_GATEWAY_FLAGS, checkout);
        servers.push(server);
        sides.push({ name: `${sessions}${suffix}`, kind: 'session', sessions, server, cookie: await signedIn(server.url, 'firma@demo.test') });
        // An integrator asks the in-memory gateway.
        if (sessions === 'memory') sides.push({ name: `bearer${suffix}`, kind: 'bearer', sessions: 'none', server, cookie: '' });
      }
    }
    const naive = await naiveWrap(legacy.url);
    const hive = await hiveGateway(legacy.url, (await member(legacy.url)).peer);
    servers.push(naive, hive);
    sides.push({ name: 'naive', kind: 'naive', sessions: 'none', server: naive, cookie: '' }, { name: 'hive', kind: 'hive', sessions: 'none', server: hive, cookie: '' });
    console.error(`operations: ${sides.map((side) => `${side.name} ${side.server.url}`).join(', ')}`);
    const rssBefore = sides.map((side) => rssMb(side.server.pid));
    const targets = await operationTargets(legacy.url);
    const operations: OperationFigures[] = [];

    for (const operation of only) {
      console.error(`operations: ${operation}`);
      try {
        operations.push(await measure(operation));
      } catch (error) {
        // One operation that could not be measured (the machine too busy for a round) leaves the others' figures.
        console.error(error);
        operations.push({ operation, error: String(error) });
      }
      console.error(JSON.stringify(operations.at(-1)));
    }
    return {
      operations,
      rssMb: Object.fromEntries(sides.map((side, i) => [side.name, [round(rssBefore[i]!, 1), round(rssMb(side.server.pid), 1)]])),
      rounds: ROUNDS,
      roundSeconds,
    };

    async function measure(operation: Operation): Promise<OperationFigures> {
      const spec = targets[operation];
      const targetOf = (side: Side): Target | undefined => {
        if (side.kind === 'session') return spec.gateway(side.server, side.cookie, side.name.endsWith('@before') && !baselineTakesIds);
        if (side.kind === 'bearer') return spec.bearer?.(side.server);
        return (side.kind === 'naive' ? spec.peer : spec.hive)?.(side.server);
      };
      const sideTargets = sides.flatMap((side) => {
        const target = targetOf(side);
        return target ? [{ ...side, target }] : [];
      });
      const check = async () => {
        for (const { name, kind, target } of sideTargets) {
          const body = await probe(target);
          if (!(kind === 'hive' ? peerAnswered(body) : spec.expect(body))) throw new Error(`${operation} through the ${name} side did not answer as expected: ${body.slice(0, 200)}`);
        }
      };
      await check();
      // Warm the gateways and the stand-in (JIT, pools, the page's server entry).
      const amount = spec.firstByte ? 200 : 1_000;
      if (spec.direct) await autocannon({ ...spec.direct, connections: 10, amount });
      for (const { target } of sideTargets) await autocannon({ ...target, connections: 10, amount });

      const seconds = Math.max(roundSeconds, spec.minSeconds ?? 0);
      const direct = { rps: [] as number[], p99: [] as number[], p50: [] as number[] };
      const figures = new Map(sideTargets.map((side) => [side.name, { rps: [] as number[], ratio: [] as number[], p99: [] as number[], cpu: [] as number[], p50: [] as number[], commands: [] as number[], reads: [] as number[] }]));
      for (let turn = 0; turn < ROUNDS; turn++) {
        // Alternating order, so a busy moment on the machine weighs on every side alike.
        const directRound = spec.direct && turn % 2 === 0 ? await load(spec.direct, spec.connections, seconds) : null;
        for (const { name, server, target } of turn % 2 ? [...sideTargets].reverse() : sideTargets) {
          const cpuBefore = cpuMs(server.pid);
          const result = await load(target, spec.connections, seconds);
          const side = figures.get(name)!;
          side.rps.push(result.rps);
          side.p99.push(result.p99);
          side.cpu.push((cpuMs(server.pid) - cpuBefore) / result.total);
        }
        const d = directRound ?? (spec.direct ? await load(spec.direct, spec.connections, seconds) : null);
        if (d) {
          direct.rps.push(d.rps);
          direct.p99.push(d.p99);
          for (const side of sideTargets) figures.get(side.name)!.ratio.push(figures.get(side.name)!.rps.at(-1)! / d.rps);
        }
      }
      // Still the operation's answer after the load (not a refusal the load brought on).
      await check();

      // p50 at one connection, requests one after another, in alternating rounds; the median round counts. Redis is
      // counted here: under load one read of Redis's may carry the commands of several requests.
      const { count, warm } = spec.firstByte ? SEQUENTIAL_PAGES : SEQUENTIAL;
      const sequential = (target: Target) => sequentialLatency(target, count, { firstByte: spec.firstByte, warm });
      for (let turn = 0; turn < ROUNDS; turn++) {
        if (spec.direct) direct.p50.push((await sequential(spec.direct)).p50);
        for (const { name, target } of sideTargets) {
          const side = figures.get(name)!;
          const before = redis.counters();
          side.p50.push((await sequential(target)).p50);
          // Let a slide that is not awaited land before counting.
          await new Promise((r) => setTimeout(r, 50));
          const after = redis.counters();
          // Less the INFO command that read the counters, and its read.
          side.commands.push((after.commands - before.commands - 1) / (count + warm));
          side.reads.push((after.reads - before.reads - 1) / (count + warm));
        }
      }
      const directP50 = spec.direct ? spread(direct.p50).median : null;
      const hiveRps = figures.get('hive')?.rps;
      const sideFigures = ({ name, sessions }: Side): GatewaySide => {
        const f = figures.get(name)!;
        const p50Ms = spread(f.p50).median;
        return {
          rps: spread(f.rps, 0),
          ratio: f.ratio.length ? spread(f.ratio, 2) : null,
          hiveRatio: hiveRps ? spread(f.rps.map((rps, turn) => rps / hiveRps[turn]!), 2) : null,
          p99Ms: spread(f.p99, 0),
          cpuMsPerRequest: spread(f.cpu),
          redis: sessions === 'redis' ? { commands: spread(f.commands, 2), reads: spread(f.reads, 2) } : null,
          p50Ms,
          addedP50Ms: directP50 === null ? null : round(p50Ms - directP50),
        };
      };
      return {
        operation,
        connections: spec.connections,
        upstreamCallsPerRequest: spec.upstreamCalls,
        direct: spec.direct ? { rps: spread(direct.rps, 0), p99Ms: spread(direct.p99, 0), p50Ms: directP50! } : null,
        sides: Object.fromEntries(sideTargets.map((side) => [side.name, sideFigures(side)])),
      };
    }
  } finally {
    for (const server of servers) await server.stop();
    await redis.stop();
    await legacy.stop();
  }
}

const ratioText = (s: Spread | null) => (s ? `${s.median} (${s.min}–${s.max})` : '—');

/** One line per operation and side, for the console and the README. */
export function printOperations(figures: OperationsFigures): void {
  console.table(
    figures.operations.flatMap((o): Record<string, string>[] =>
      'error' in o ? [{ operation: o.operation, gateway: o.error.slice(0, 120) }] : Object.entries(o.sides).map(([name, side]) => {
        return {
          operation: `${o.operation} (${o.connections} conn.)`,
          gateway: name,
          'gateway ÷ direct': ratioText(side.ratio),
          '÷ Hive': ratioText(side.hiveRatio),
          'req/s gateway (direct)': `${side.rps.median} (${o.direct?.rps.median ?? '—'})`,
          'CPU ms/request': `${side.cpuMsPerRequest.median} (${side.cpuMsPerRequest.min}–${side.cpuMsPerRequest.max})`,
          'p99 ms gateway (direct)': `${side.p99Ms.median} (${o.direct?.p99Ms.median ?? '—'})`,
          'p50 ms 1 conn. (added)': `${side.p50Ms} (${side.addedP50Ms ?? '—'})`,
          'redis commands, reads/request': side.redis ? `${side.redis.commands.median}, ${side.redis.reads.median}` : '',
        };
      }),
    ),
  );
  console.log(`RSS MB before → after: ${Object.entries(figures.rssMb).map(([name, [before, after]]) => `${name} ${before} → ${after}`).join(', ')}`);
}

if (process.argv[1] === import.meta.filename) {
  const only = process.argv[2]?.split(',') as Operation[] | undefined;
  operationsCost({ only })
    .then((figures) => {
      printOperations(figures);
      console.log(JSON.stringify(figures));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
