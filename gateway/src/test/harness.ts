import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { UnsecuredJWT } from 'jose';
import { startStandInProcess, type StandInProcess } from 'legacy-api/testing';
import { pino } from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { createGateway } from '../app';
import { createAppServer } from '../appServer';
import { parseConfig } from '../config';
import trustedDocuments from '../__generated__/trusted-documents.json' with { type: 'json' };
import { startUpstreamProxy, type UpstreamProxy } from './upstream-proxy';


export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The stand-in as a separate process on a free port with a fresh data directory (`legacy-api/testing`). */
export { startStandInProcess as startLegacy, type StandInProcess as Legacy } from 'legacy-api/testing';

/**
 * A built web app in a temporary folder (`WEB_DIST`): the app page, the playground page, one asset, and two
 * prerendered public pages (`/` and `/catalog`, with a gzip copy of the catalogue's as the build makes).
 */
export function webDistFixture(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dir, 'playground.html'), '<!doctype html><title>playground</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'prerendered', 'index.html'), '<!doctype html><title>app</title><div id="root"><h1>Start</h1></div>');
  const catalog = '<!doctype html><title>app</title><div id="root"><h1>Katalog</h1></div>';
  writeFileSync(path.join(dir, 'prerendered', 'catalog.html'), catalog);
  writeFileSync(path.join(dir, 'prerendered', 'catalog.html.gz'), gzipSync(catalog));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RedisUnderTest {
  url: string;
  /** SIGSTOP: Redis hangs, its connections stay open and nothing answers (unlike a stopped server, which refuses). */
  hang(): void;
  /** SIGCONT: it answers again, everything that waited included. */
  resume(): void;
  /** Commands Redis has run and client reads it has done (a read is one round trip: a pipelined batch is one). */
  counters(): Promise<{ commands: number; reads: number }>;
  stop(): Promise<void>;
}

/** Starts a throw-away Redis server (from the machine's packages) on a free port, without persistence. */
export async function startRedis(): Promise<RedisUnderTest> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  const deadline = Date.now() + 10_000;
  while (!output.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const counterClient = () => createClient({ url: `redis://127.0.0.1:${port}` }).connect();
  let counting: ReturnType<typeof counterClient> | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    hang: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async counters() {
      // One connection of its own: each INFO is then one read (a new client's connect and close would add reads).
      counting ??= counterClient();
      const info = await (await counting).info('stats');
      const value = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)![1]);
      return { commands: value('total_commands_processed'), reads: value('total_reads_processed') };
    },
    async stop() {
      (await counting)?.destroy();
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export interface GatewayUnderTest {
  url: string;
  logs: string[];
  /** Starts the shutdown's draining (as SIGTERM does), without closing anything. */
  drain(): void;
  stop(): Promise<void>;
}

/** Starts the gateway in-process on a free port, capturing every log line it writes. */
export async function startGateway(legacyUrl: string, env: Record<string, string> = {}): Promise<GatewayUnderTest> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = parseConfig({ NODE_ENV: 'test', LEGACY_API_URL: legacyUrl, LOG_LEVEL: 'debug', WEB_DIST: '/nonexistent', GRAPHQL_COMPILE_AFTER: '1', ...env });
  const gateway = await createGateway(config, pino({ level: 'debug' }, sink));
  const server = createAppServer(gateway.app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    drain: () => gateway.drain(),
    async stop() {
      await new Promise((r) => server.close(r));
      await gateway.stop();
    },
  };
}

/** Moves time forward by `seconds` for this process's gateways and for the given stand-ins' tokens. */
export type AdvanceClock = (seconds: number, ...legacies: StandInProcess[]) => Promise<void>;

/**
 * A clock the tests of a file move forward instead of waiting: a token's life, its refresh margin or a remembered
 * account's age pass at once. In this process `Date` is moved (the gateways judge tokens and ages by it; timers,
 * sockets and Redis run on in real time); each stand-in moves its tokens' clock (`POST /__dev/clock`). The real
 * `Date` again after the file's tests.
 *
 * Not vitest's fake timers: their `shouldAdvanceTime` adds a fixed step per timer callback, so on a busy machine the
 * faked time fell behind the stand-in's and a token looked younger here than it was. This `Date` reads the real clock
 * every time and stays exactly as far ahead as it was moved.
 */
export function movableClock(): AdvanceClock {
  afterAll(() => {
    globalThis.Date = RealDate;
    offsetMs = 0;
  });
  return async (seconds, ...legacies) => {
    globalThis.Date = MovedDate as DateConstructor;
    offsetMs += seconds * 1000;
    await Promise.all(legacies.map((legacy) => legacy.advanceClock(seconds)));
  };
}

/** How far this process's `Date` is moved: one clock per test file, however many stacks it starts. */
let offsetMs = 0;
const RealDate = Date;
class MovedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length) super(...(args as [string | number | Date]));
    else super(RealDate.now() + offsetMs);
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

export interface StackOptions {
  legacyEnv?: Record<string, string>;
  /** The gateway's environment, or one per instance: several gateways share the stand-in (and Redis). */
  gatewayEnv?: Record<string, string> | Record<string, string>[];
  /** The gateways reach the stand-in through a proxy the tests can hold calls on, rewrite and count. */
  proxy?: boolean;
  /** A Redis of its own, every gateway's `REDIS_URL`. */
  redis?: boolean;
}

export interface Stack {
  readonly legacy: StandInProcess;
  /** The first gateway. */
  readonly gateway: GatewayUnderTest;
  /** Every gateway, in the order of `gatewayEnv`. */
  readonly gateways: readonly GatewayUnderTest[];
  /** With `proxy`. */
  readonly proxy: UpstreamProxy;
  /** With `redis`. */
  readonly redis: RedisUnderTest;
  /** Moves the stack's time forward (`movableClock`). */
  advanceClock(seconds: number): Promise<void>;
}

/**
 * A stand-in and gateways on it (through a proxy, over a Redis, when asked) for the tests of a file or `describe`:
 * started before its first test, stopped after its last.
 */
export function stackForTests(options: StackOptions = {}): Stack {
  let legacy: StandInProcess | undefined;
  let proxy: UpstreamProxy | undefined;
  let redis: RedisUnderTest | undefined;
  let gateways: GatewayUnderTest[] | undefined;
  const advance = movableClock();
  beforeAll(async () => {
    [legacy, redis] = await Promise.all([startStandInProcess(options.legacyEnv), options.redis ? startRedis() : undefined]);
    proxy = options.proxy ? await startUpstreamProxy(legacy.origin) : undefined;
    const upstream = proxy?.url ?? legacy.url;
    const envs = Array.isArray(options.gatewayEnv) ? options.gatewayEnv : [options.gatewayEnv ?? {}];
    gateways = await Promise.all(envs.map((env) => startGateway(upstream, { ...(redis && { REDIS_URL: redis.url }), ...env })));
  });
  afterAll(async () => {
    await Promise.all((gateways ?? []).map((gateway) => gateway.stop()));
    await proxy?.stop();
    await legacy?.stop();
    await redis?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`stackForTests: no ${name} (not asked for, or not started yet: read it in a test or a hook, not while the tests are collected)`);
    return value;
  };
  return {
    get legacy() {
      return started(legacy, 'stand-in');
    },
    get gateway() {
      return started(gateways?.[0], 'gateway');
    },
    get gateways() {
      return started(gateways, 'gateway');
    },
    get proxy() {
      return started(proxy, 'proxy');
    },
    get redis() {
      return started(redis, 'Redis');
    },
    advanceClock: (seconds) => advance(seconds, started(legacy, 'stand-in')),
  };
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** An integrator's access token for a demo account (password `Demo123!`), straight from the API. */
export async function bearerToken(legacy: StandInProcess, email: string): Promise<string> {
  const res = await fetch(`${legacy.url}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo123!' }),
  });
  return ((await res.json()) as { access: string }).access;
}

/** A browser-like caller: keeps the session cookie between requests and can pose as a given client address. */
export class Browser {
  cookie: string | null = null;
  setCookies: string[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly clientIp?: string,
  ) {}

  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GqlResponse<T>> {
    return this.send<T>({ query, variables }, headers);
  }

  /** POSTs any GraphQL parameters (`query`, `variables`, `extensions`, e.g. a trusted document's id) with the cookie. */
  async send<T = Record<string, unknown>>(params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GqlResponse<T>> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.clientIp ? { 'x-forwarded-for': this.clientIp } : {}),
        ...headers,
      },
      body: JSON.stringify(params),
    });
    this.setCookies = response.headers.getSetCookie();
    for (const line of this.setCookies) {
      const [pair] = line.split(';');
      if (!pair) continue;
      const [, value] = pair.split('=');
      this.cookie = value && !/expires=Thu, 01 Jan 1970/i.test(line) ? pair : null;
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
  }

  login(email: string, password = 'Demo123!', rememberMe = false) {
    return this.gql(LOGIN, { input: { email, password, rememberMe } });
  }
}

/** The request parameters of the web app's operation `name` as the app sends them: its trusted-document id (decision 030). */
export function appOperation(name: string, variables?: Record<string, unknown>) {
  const id = Object.keys(trustedDocuments).find((key) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(trustedDocuments[key as keyof typeof trustedDocuments]));
  if (!id) throw new Error(`the web app has no operation ${name}`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on Viewer { user { email firstName lastName } activeMembership { id company { name } } }
      ... on Problem { code message field }
      ... on ValidationFailed { problems { field message } }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer {
      user { email firstName lastName }
      memberships { id activated company { id name } }
      activeMembership { id company { name } }
      permissions
    }
  }
`;

export const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\./;

/** A JWT the upstream never issued (signature none), valid for an hour or already expired: the tokens integrators get wrong. */
export function madeUpToken(expired = false): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ token_type: 'access', user_id: 1 })
    .setIssuedAt(now - 7200)
    .setExpirationTime(expired ? now - 3600 : now + 3600)
    .encode();
}
