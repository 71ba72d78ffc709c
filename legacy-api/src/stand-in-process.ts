import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACKAGE_ROOT } from './config.js';

export interface StandInProcess {
  /** API base, e.g. http://127.0.0.1:53123/api/v1 */
  url: string;
  /** Server root, e.g. http://127.0.0.1:53123 */
  origin: string;
  /** `GET /__dev/<path>`, a JSON `POST` when a body is given, or the given method (e.g. `DELETE /__dev/faults`). */
  dev(path: string, body?: unknown, method?: string): Promise<Response>;
  /** `POST /__dev/clock`: moves the tokens' clock forward by `seconds` (a token's life passes without waiting). */
  advanceClock(seconds: number): Promise<void>;
  /** `GET /__dev/stats`: refresh calls and requests per route pattern. */
  stats(): Promise<{ refreshCalls: number; requests: Record<string, number> }>;
  /** Everything the process printed so far (its listen line, e-mails of the outbox, errors). */
  output(): string;
  /** SIGTERM (the stand-in flushes its database), then removes the data directory. */
  stop(): Promise<void>;
}

const LISTENING = /listening on http:\/\/localhost:(\d+)\//;
const START_TIMEOUT_MS = 20_000;

/**
 * How the process starts: the compiled bundle a test run built (`STAND_IN_BUNDLE`, see scripts/servers-for-tests.ts),
 * or the sources through tsx.
 */
const command = (bundle = process.env.STAND_IN_BUNDLE): [string, string[]] =>
  bundle ? [process.execPath, [bundle]] : [path.join(PACKAGE_ROOT, 'node_modules/.bin/tsx'), ['src/main.ts']];

/**
 * Starts the stand-in as a separate process on a free port with a fresh data directory, the way another package's
 * integration tests talk to it: over real HTTP, with the `env` switches given (see README).
 */
export async function startStandInProcess(env: Record<string, string> = {}): Promise<StandInProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'legacy-api-process-'));
  const child = spawn(...command(), {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LEGACY_API_HOST: '127.0.0.1', LEGACY_API_PORT: '0', LEGACY_API_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // The port is the one the process prints once it listens (port 0 = any free port, so no race for a port).
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = LISTENING.exec(output);
      if (match) settle(() => resolve(Number(match[1])));
    };
    const onExit = (code: number | null) => settle(() => reject(new Error(`legacy-api exited with code ${code} before listening:\n${output}`)));
    const timer = setTimeout(() => settle(() => reject(new Error(`legacy-api did not start within ${START_TIMEOUT_MS} ms:\n${output}`))), START_TIMEOUT_MS);
    const settle = (finish: () => void) => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('close', onExit);
      finish();
    };
    child.stdout.on('data', onData);
    child.once('close', onExit);
  }).catch(async (err: unknown) => {
    await stop();
    throw err;
  });

  const origin = `http://127.0.0.1:${port}`;
  const dev = (p: string, body?: unknown, method?: string) =>
    fetch(`${origin}/__dev${p}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  return {
    url: `${origin}/api/v1`,
    origin,
    dev,
    async advanceClock(seconds) {
      const answer = await dev('/clock', { seconds });
      if (!answer.ok) throw new Error(`the stand-in's clock did not move: ${answer.status} ${await answer.text()}`);
    },
    stats: async () => (await (await dev('/stats')).json()) as Awaited<ReturnType<StandInProcess['stats']>>,
    output: () => output,
    stop,
  };
}
