/**
 * `pnpm bench` (after the catalogue): a 50 MB verification upload through the gateway, measured.
 * Starts the stand-in and the gateway as plain node processes on free ports, then reports:
 *   - the gateway's peak memory increase during the upload (VmRSS of its process, sampled every 10 ms; target
 *     under 30 MB: the file streams through and is never held),
 *   - throughput through the gateway against the same upload sent directly to the stand-in (median of 3).
 * The numbers go to stdout and to e2e/bench/upload-results.json. `BENCH_GATEWAY_FLAGS` passes node flags to the
 * gateway (e.g. `--trace-gc`) and shows its output.
 *
 * A note on RSS: what the gateway holds of an upload is bounded (256 KiB queued plus a chunk or two in flight). RSS
 * also counts the 64 KiB socket-read buffers already passed on but not yet collected: V8 frees such external memory
 * lazily (after roughly 64 MB of it), so the figure varies between runs with GC timing, not with the file's size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

const root = path.resolve(import.meta.dirname, '../..');
/** 50 MB less one byte: the stand-in's multer counts a file that reaches its 50 000 000-byte limit as over it. */
const SIZE = 49_999_999;
const RUNS = 3;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));

/** One node process per server (no pnpm or tsx wrapper in between), so its pid is the one to measure. */
function start(pkg: string, env: Record<string, string>): ChildProcess {
  const flags = pkg === 'gateway' && process.env.BENCH_GATEWAY_FLAGS ? process.env.BENCH_GATEWAY_FLAGS.split(' ') : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], { cwd: path.join(root, pkg), env: { ...process.env, ...env }, stdio: flags.length ? ['ignore', 'inherit', 'inherit'] : 'ignore' });
  children.push(child);
  return child;
}

/** A port free right now (several people bench on one machine). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string) {
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

const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A 50 MB .xlsx-looking file (ZIP signature, then filler): the stand-in fails to read it at once, so the next upload is not refused as "processing". */
const file = Buffer.alloc(SIZE, 0x41);
file.set([0x50, 0x4b, 0x03, 0x04]);

function multipart() {
  const boundary = '----bench-upload';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nbench\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* chunks() {
    yield head;
    for (let offset = 0; offset < file.length; offset += 64 * 1024) yield file.subarray(offset, offset + 64 * 1024);
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length: head.length + file.length + tail.length, chunks };
}

async function post(url: string, headers: Record<string, string>): Promise<number> {
  const body = multipart();
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': body.contentType, 'content-length': String(body.length) },
    body: Readable.toWeb(Readable.from(body.chunks())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${text}`);
  return (performance.now() - started) / 1000;
}

async function main() {
  const [legacyPort, gatewayPort] = [await freePort(), await freePort()];
  const LEGACY = `http://127.0.0.1:${legacyPort}`;
  const GATEWAY = `http://127.0.0.1:${gatewayPort}`;
  const legacy = start('legacy-api', { LEGACY_API_PORT: String(legacyPort), LEGACY_API_DATA_DIR: dataDir, RESEED: '1', VERIFICATION_DELAY_MS: '20' });
  const gateway = start('gateway', { PORT: String(gatewayPort), LEGACY_API_URL: `${LEGACY}/api/v1`, LOG_LEVEL: 'warn', LEGACY_TIMEOUT_MS: '30000' });
  await Promise.all([waitFor(`${LEGACY}/api/v1/products/product_count/`), waitFor(`${GATEWAY}/healthz`)]);
  void legacy;

  // The person: a session cookie at the gateway; the integrator's view of the same account for the direct upload.
  const login = await fetch(`${GATEWAY}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($i: LoginInput!) { login(input: $i) { __typename } }', variables: { i: { email: 'firma@demo.test', password: 'Demo123!', rememberMe: false } } }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const { access } = (await (await fetch(`${LEGACY}/api/v1/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'firma@demo.test', password: 'Demo123!' }) })).json()) as { access: string };
  const me = (await (await fetch(`${LEGACY}/api/v1/accounts/me/`, { headers: { authorization: `Bearer ${access}` } })).json()) as { id: number; memberships: { id: number }[] };
  const direct = `${LEGACY}/api/v1/repository/${me.memberships[0]!.id}/verify_file/${me.id}/bench.xlsx/`;

  /** Waits until the stand-in has read (and refused) the last upload, so the next one is accepted. */
  const settled = async () => {
    for (let i = 0; i < 300; i++) {
      const list = (await (await fetch(`${LEGACY}/api/v1/repository/${me.memberships[0]!.id}/get_files/${me.id}/`, { headers: { authorization: `Bearer ${access}` } })).json()) as { records: { processingStatus: number }[] };
      if (!list.records.some((r) => r.processingStatus === 0 || r.processingStatus === 1)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the stand-in never finished an upload');
  };

  const throughGateway = () => post(`${GATEWAY}/files/verification`, { cookie, 'x-requested-with': 'bench' });
  const directly = () => post(direct, { authorization: `Bearer ${access}` });

  // Warm-up: code paths loaded and JIT-compiled before anything is measured.
  await throughGateway();
  await settled();
  await directly();
  await settled();

  const gatewaySeconds: number[] = [];
  const directSeconds: number[] = [];
  const peakIncreases: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const baseline = rssBytes(gateway.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(gateway.pid!))), 10);
    gatewaySeconds.push(await throughGateway());
    clearInterval(sampler);
    peakIncreases.push(peak - baseline);
    await settled();
    directSeconds.push(await directly());
    await settled();
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
  const mbps = (seconds: number) => Math.round((SIZE / 1e6 / seconds) * 10) / 10;
  const results = {
    fileBytes: SIZE,
    runs: RUNS,
    gatewayPeakRssIncreaseMB: mb(Math.max(...peakIncreases)),
    gatewayPeakRssIncreasePerRunMB: peakIncreases.map(mb),
    targetMB: 30,
    throughGatewayMBps: mbps(median(gatewaySeconds)),
    directToStandInMBps: mbps(median(directSeconds)),
    gatewaySeconds: gatewaySeconds.map((s) => Math.round(s * 100) / 100),
    directSeconds: directSeconds.map((s) => Math.round(s * 100) / 100),
  };
  console.log(`Upload of ${SIZE} bytes through the gateway:`);
  console.log(`  gateway peak RSS increase  ${results.gatewayPeakRssIncreaseMB} MB, per run ${results.gatewayPeakRssIncreasePerRunMB.join(' / ')} (target < ${results.targetMB} MB)`);
  console.log(`  throughput via gateway     ${results.throughGatewayMBps} MB/s (median of ${RUNS})`);
  console.log(`  throughput direct          ${results.directToStandInMBps} MB/s (median of ${RUNS})`);
  writeFileSync(path.join(import.meta.dirname, 'upload-results.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`);
  if (results.gatewayPeakRssIncreaseMB >= results.targetMB) console.log('  OVER TARGET: see the note on RSS at the top of this file');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
