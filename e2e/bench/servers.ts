import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The checkout whose servers are measured: this one, or `BENCH_ROOT` (an older one, for before/after figures). */
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '../..'));

/** What a TLS proxy in front of the gateway adds to every request it passes on (with `TRUST_PROXY` naming it). */
export const secureHeaders = { 'x-forwarded-proto': 'https' } as const;

/** The gateway as the README deploys it: production, behind one TLS proxy on this machine (`nodeServer` gives the stand-in the same captcha key). */
export const productionBehindProxy = {
  NODE_ENV: 'production',
  TRUST_PROXY: 'loopback',
  SESSION_SECRET: 'bench-session-secret-of-at-least-32-characters',
  CAPTCHA_HMAC_SECRET: 'bench-captcha-key-shared-with-the-stand-in',
  // The benches drive one signed-in session as fast as it goes: the per-session budgets would measure themselves.
  RATE_LIMIT_SESSION: '1000000/1m',
  RATE_LIMIT_USER: '1000000/1m',
  RATE_LIMIT_BEARER: '1000000/1m',
};

/**
 * For the sections that send documents of their own (text), as browsers did before decision 030: the gateway runs
 * them with trusted documents off, so those figures stay comparable with earlier runs. In production a browser sends
 * the web app's ids instead; the `trusted` section measures what that changes.
 */
export const ownDocuments = { TRUSTED_DOCUMENTS: 'off' } as const;

export interface NodeServer {
  url: string;
  /** The server's own node process (no pnpm in between), so /proc figures are its own. */
  pid: number;
  /** Calls the stand-in's `/__dev` routes (faults, stats). */
  dev(route: string, body?: unknown, method?: string): Promise<unknown>;
  stop(): Promise<void>;
}

/** Whether `port` (0: any) can be listened on now; the port it got, or null. */
function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(null))
      .listen(port, '127.0.0.1', () => {
        const { port: got } = server.address() as { port: number };
        server.close(() => resolve(got));
      });
  });
}

/** Ports handed out by this run, so two servers started in a row never get the same one. */
const handedOut = new Set<number>();

/**
 * A port free right now (several people bench on one machine): the first free one of `BENCH_PORTS` (`5600-5699`)
 * when set, else any the system picks.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return (await listenable(0))!;
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (handedOut.has(port) || (await listenable(port)) === null) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** Resolves once `url` answers 2xx (a server is up), or throws after a minute. */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The production start of a package: the variables its `start` script sets before `node`, and node's flags
 * (`[NAME=value …] node <flags> dist/main.js`).
 */
function startCommand(packageDir: string): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const assignments = words.slice(0, node).map((word) => /^([A-Z_]+)=(.*)$/.exec(word));
  if (node < 0 || assignments.some((match) => !match)) throw new Error(`${packageDir}: its start script does not run node: ${scripts.start}`);
  return {
    env: Object.fromEntries(assignments.map((match) => [match![1]!, match![2]!])),
    flags: words.slice(node + 1).filter((word) => word.startsWith('--')),
  };
}

/**
 * Starts the compiled build of `gateway` or `legacy-api` (`pnpm build`) as a plain node process on a free port, with
 * the variables and node flags of its production start; the stand-in gets a fresh data directory of its own. `flags`
 * are extra node flags (e.g. `--cpu-prof`); with them the server's output is shown. `checkout` is the repository whose
 * build runs (`BENCH_ROOT` or this one by default).
 */
export async function nodeServer(pkg: 'gateway' | 'legacy-api', env: Record<string, string>, flags = '', checkout = root): Promise<NodeServer> {
  const port = await freePort();
  const dataDir = pkg === 'legacy-api' ? mkdtempSync(path.join(tmpdir(), 'bench-legacy-')) : undefined;
  // The stand-in signs its captcha challenges with the key the production gateway verifies them with.
  const own =
    pkg === 'gateway'
      ? { PORT: String(port) }
      : { LEGACY_API_PORT: String(port), LEGACY_API_DATA_DIR: dataDir!, CAPTCHA_HMAC_SECRET: productionBehindProxy.CAPTCHA_HMAC_SECRET };
  const nodeFlags = flags.split(' ').filter(Boolean);
  const cwd = path.join(checkout, pkg);
  // Checkouts from before the compiled build (decision 015) ran their TypeScript through tsx.
  const entry = existsSync(path.join(cwd, 'dist/main.js')) ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const start = startCommand(cwd);
  const child = spawn(process.execPath, [...start.flags, ...nodeFlags, ...entry], {
    cwd,
    env: { ...process.env, ...start.env, ...env, ...own },
    stdio: nodeFlags.length ? ['ignore', 'inherit', 'inherit'] : 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(pkg === 'gateway' ? `${url}/healthz` : `${url}/api/v1/products/product_count/`);
  return {
    url,
    pid: child.pid!,
    async dev(route, body, method = 'POST') {
      const res = await fetch(`${url}/__dev${route}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} /__dev${route} answered ${res.status}`);
      const text = await res.text();
      return text ? JSON.parse(text) : undefined;
    },
    async stop() {
      // SIGTERM lets a profiled gateway write its --cpu-prof file on the way out; a server whose event loop is stuck
      // (a stand-in before issue 26, busy with a file) never handles it and is killed.
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(kill);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A peer the bench started (the naive wrap, Hive Gateway) as its own node process, once `url` + `ready` answers:
 * its pid's /proc figures are the server's; it has no development routes.
 */
export async function peerServer(name: string, child: ChildProcess, url: string, ready: string): Promise<NodeServer> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(`${url}${ready}`);
  return {
    url,
    pid: child.pid!,
    dev: () => Promise.reject(new Error(`${name} has no development routes`)),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
