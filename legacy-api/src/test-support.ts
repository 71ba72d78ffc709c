import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/database.js';
import { openDatabase } from './seed/open.js';

export interface TestServer {
  /** Server root, e.g. http://127.0.0.1:53123 */
  root: string;
  /** API base, e.g. http://127.0.0.1:53123/api/v1 */
  api: string;
  db: Db;
  ctx: AppContext;
  config: Config;
  dataDir: string;
  /** Stops the server and flushes the database (the data dir stays). */
  stop(): Promise<void>;
  /** stop() and remove the data dir. */
  close(): Promise<void>;
}

const quiet = () => {};

/** Starts the real app on port 0 with a temp data dir (or a given one, to test restarts). */
export async function startTestServer(env: Record<string, string> = {}, options: { dataDir?: string; log?: AppContext['log'] } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'legacy-api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LEGACY_API_DATA_DIR: dataDir, LEGACY_API_PORT: '0', ...env });
  const { db } = await openDatabase(config);
  const { app, ctx } = createApp(db, config, options.log ?? quiet);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.fileJobs.close();
    db.close();
  };
  return {
    root,
    api: `${root}/api/v1`,
    db,
    ctx,
    config,
    dataDir,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(url: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, { ...init, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (e.g. an SVG); `text` has it
  }
  return { status: response.status, headers: response.headers, text, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function login(api: string, email: string, password = 'Demo123!'): Promise<{ access: string; refresh: string }> {
  const res = await call(`${api}/token/`, { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  return res.json;
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
