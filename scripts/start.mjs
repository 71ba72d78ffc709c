#!/usr/bin/env node
// Starts the stand-in REST API and the gateway (which serves the built web app); with --dev also Vite with hot
// reload. One Ctrl+C stops them all; if one process dies, the others are stopped too.
import { spawn } from 'node:child_process';

const dev = process.argv.includes('--dev');
const processes = [
  ['legacy-api', ['--filter', 'legacy-api', dev ? 'dev' : 'start']],
  ['gateway', ['--filter', 'gateway', dev ? 'dev' : 'start']],
  ...(dev ? [['web', ['--filter', 'web', 'dev']]] : []),
];

const children = processes.map(([name, args]) => {
  // Each in its own process group, so stopping reaches the server behind pnpm, not just pnpm.
  const child = spawn('pnpm', ['--silent', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`[${name}] exited with ${code}\n`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
