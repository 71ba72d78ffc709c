import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './harness';

const gatewayDir = path.resolve(import.meta.dirname, '../..');

export interface GatewayProcess {
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote (JSON log lines and start-up errors). */
  output(): string;
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs the gateway as its own process (compiled, as `pnpm start` does), for what only a real process shows:
 * start-up refusals, signals, a crash. `dir` is the gateway package to run (another checkout for before/after runs).
 */
export async function spawnGateway(
  legacyUrl: string,
  env: Record<string, string> = {},
  options: { port?: number; dir?: string; waitReady?: boolean } = {},
): Promise<GatewayProcess> {
  const port = options.port ?? (await freePort());
  // The bundle this test run built (scripts/servers-for-tests.ts) unless another checkout is asked for.
  const bundle = options.dir ? undefined : process.env.GATEWAY_BUNDLE;
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: options.dir ?? gatewayDir,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), LEGACY_API_URL: legacyUrl, WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    signal: (signal) => child.kill(signal),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  if (options.waitReady === false) return gateway;
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return gateway;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
