import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { submitSolvedCaptcha } from './captcha';
import { Browser, freePort, startLegacy, startRedis } from './harness';
import { spawnGateway, type GatewayProcess } from './processes';

/**
 * The scale-out check: two gateway processes over one Redis behind a round-robin proxy, under a steady load of
 * logged-in and anonymous visitors, with one instance restarted (SIGTERM, then started again) mid-run.
 */

export interface RollingRestartOptions {
  /** The gateway package to run (another checkout gives the "before" figures). */
  dir?: string;
  members?: number;
  visitors?: number;
  /** Load before the restart and after the instance is back, ms. */
  steadyMs?: number;
  /** The restarted instance's SHUTDOWN_DELAY_MS. */
  shutdownDelayMs?: number;
}

export interface RollingRestartReport {
  requests: number;
  failures: number;
  /** A few failures as seen by the visitor, for the report. */
  failureSamples: string[];
  /** Sessions that stopped being signed in (members) or lost their solved captcha (anonymous visitors). */
  sessionsLost: number;
  sessions: number;
  /** Requests the proxy sent to the other instance because the restarted one refused the connection. */
  retriedElsewhere: number;
  restartMs: number;
}

/**
 * A minimal load balancer. Round robin over the instances whose `/readyz` did not last answer 503 or fail (checked
 * every 100 ms, as a load balancer's health check does); a request whose connection is refused goes to the next
 * instance (nothing reached the refused one, so even a POST is safe to retry, as nginx's `proxy_next_upstream error`
 * does).
 */
async function startRoundRobin(ports: number[]) {
  let next = 0;
  let retried = 0;
  const up = new Map(ports.map((port) => [port, true]));
  const healthCheck = setInterval(() => {
    for (const port of ports) {
      fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(500) }).then(
        (answer) => up.set(port, answer.status !== 503),
        () => up.set(port, false),
      );
    }
  }, 100);
  const pick = (from: number) => {
    for (let i = 0; i < ports.length; i++) {
      const port = ports[(from + i) % ports.length]!;
      if (up.get(port)) return { port, index: from + i };
    }
    return { port: ports[from % ports.length]!, index: from };
  };

  const send = (req: IncomingMessage, res: ServerResponse, body: Buffer, from: number, attempt = 1) => {
    const { port, index } = pick(from);
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && attempt < ports.length) {
        retried++;
        send(req, res, body, index + 1, attempt + 1);
      } else if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.code ?? error.message}`);
      } else {
        res.destroy();
      }
    });
    upstream.end(body);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => send(req, res, Buffer.concat(chunks), next++));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    stop: () => {
      clearInterval(healthCheck);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const VIEWER = `{ viewer { user { email } } }`;
const SEARCH = `{ catalogSearch(filter: { name: "pierogi" }) { __typename } }`;
const CAPTCHA = `{ captcha { solved } productCounters { ... on ProductCounters { productCount } } }`;
const ACCOUNTS = ['firma@demo.test', 'pracownik@demo.test', 'admin@demo.test'];

export async function rollingRestart(options: RollingRestartOptions = {}): Promise<RollingRestartReport> {
  const { members = 8, visitors = 8, steadyMs = 3_000 } = options;
  const redis = await startRedis();
  // Access tokens live 3 s, so refreshes run all through the restart.
  const legacy = await startLegacy({ ACCESS_TOKEN_TTL_SECONDS: '3' });
  // The load balancer checks every 100 ms: half a second is ample to take the instance out before its port closes.
  // The load comes from one address and a few accounts as fast as they go: the budgets are not what this measures.
  const env = {
    REDIS_URL: redis.url,
    REFRESH_MARGIN_SECONDS: '0',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: String(options.shutdownDelayMs ?? 500),
    RATE_LIMIT_ANONYMOUS: '1000000/1m',
    RATE_LIMIT_SESSION: '1000000/1m',
    RATE_LIMIT_USER: '1000000/1m',
    // A machine busy with other suites can take longer than production's 500 ms to answer a Redis command; this
    // measures the restart, not a slow Redis (the hung-Redis tests and bench run have their own).
    REDIS_COMMAND_TIMEOUT_MS: '3000',
  };
  const ports = [await freePort(), await freePort()];
  const instances: GatewayProcess[] = await Promise.all(ports.map((port) => spawnGateway(legacy.url, env, { port, dir: options.dir })));
  const balancer = await startRoundRobin(ports);

  const report: RollingRestartReport = { requests: 0, failures: 0, failureSamples: [], sessionsLost: 0, sessions: members + visitors, retriedElsewhere: 0, restartMs: 0 };
  const fail = (what: string) => {
    report.failures++;
    if (report.failureSamples.length < 5) report.failureSamples.push(what);
  };
  const lost = new Set<Browser>();

  async function call<T>(browser: Browser, query: string, variables?: Record<string, unknown>): Promise<T | null> {
    report.requests++;
    try {
      const res = await browser.gql<T>(query, variables);
      if (res.status !== 200 || res.body.errors) {
        fail(`${res.status} ${JSON.stringify(res.body.errors ?? res.text).slice(0, 160)}`);
        return null;
      }
      return res.body.data ?? null;
    } catch (error) {
      fail(String((error as Error).cause ?? error));
      return null;
    }
  }

  const memberBrowsers = await Promise.all(
    Array.from({ length: members }, async (_, i) => {
      const browser = new Browser(balancer.url);
      await browser.login(ACCOUNTS[i % ACCOUNTS.length]!);
      return browser;
    }),
  );
  const visitorBrowsers = await Promise.all(
    Array.from({ length: visitors }, async () => {
      const browser = new Browser(balancer.url);
      await submitSolvedCaptcha(browser);
      return browser;
    }),
  );

  let running = true;
  const memberLoop = async (browser: Browser) => {
    while (running) {
      const data = await call<{ viewer: unknown }>(browser, VIEWER);
      if (data && !data.viewer) lost.add(browser);
      await call(browser, SEARCH);
    }
  };
  const visitorLoop = async (browser: Browser) => {
    while (running) {
      const data = await call<{ captcha: { solved: boolean } }>(browser, CAPTCHA);
      if (data && !data.captcha.solved) lost.add(browser);
    }
  };
  const loops = [...memberBrowsers.map(memberLoop), ...visitorBrowsers.map(visitorLoop)];

  await sleep(steadyMs);
  const restartStarted = Date.now();
  instances[0]!.signal('SIGTERM');
  await instances[0]!.exited;
  instances[0] = await spawnGateway(legacy.url, env, { port: ports[0], dir: options.dir });
  report.restartMs = Date.now() - restartStarted;
  await sleep(steadyMs);
  running = false;
  await Promise.all(loops);

  // Every session is still there at the end, on both instances.
  for (const browser of memberBrowsers) {
    const data = await call<{ viewer: unknown }>(browser, VIEWER);
    if (!data?.viewer) lost.add(browser);
  }
  for (const browser of visitorBrowsers) {
    const data = await call<{ captcha: { solved: boolean } }>(browser, CAPTCHA);
    if (!data?.captcha.solved) lost.add(browser);
  }
  report.sessionsLost = lost.size;
  report.retriedElsewhere = balancer.retried();

  await balancer.stop();
  for (const instance of instances) await instance.stop();
  await legacy.stop();
  await redis.stop();
  return report;
}
