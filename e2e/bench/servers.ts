import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

/** Starts a package's `start` script in its own process group, so `stopServers` stops pnpm's children too. */
export function startServer(filter: string, env: Record<string, string>) {
  children.push(spawn('pnpm', ['--silent', '--filter', filter, 'start'], { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore', detached: true }));
}

export async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function stopServers() {
  for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM');
}
