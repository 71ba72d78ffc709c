/**
 * A 50 MB verification upload through the gateway, measured. Starts the stand-in and the gateway (compiled, in
 * production mode behind a TLS proxy) as plain node processes on free ports, then reports:
 *   - the gateway's peak memory increase during the upload (VmRSS of its process, sampled every 10 ms; target
 *     under 30 MB: the file streams through and is never held),
 *   - throughput through the gateway against the same upload sent directly to the stand-in (median of 3),
 *   - a member's GTIN lookup through the gateway while the stand-in processes a 50 MB csv (3.5 million GTINs), next
 *     to the same lookups with nothing processed: p99 of each, in alternating windows, fresh servers per round.
 * `pnpm bench` calls `uploadCost`; `pnpm --filter e2e bench:upload` runs it alone. `BENCH_GATEWAY_FLAGS` passes node
 * flags to the gateway (e.g. `--trace-gc`) and shows its output.
 *
 * A note on RSS: what the gateway holds of an upload is bounded (256 KiB queued plus a chunk or two in flight). RSS
 * also counts the 64 KiB socket-read buffers already passed on but not yet collected: V8 frees such external memory
 * lazily (after roughly 64 MB of it), so the figure varies between runs with GC timing, not with the file's size.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { nodeServer, ownDocuments, productionBehindProxy, secureHeaders, type NodeServer } from './servers';
import { providerToken, signedIn } from './visitors';

/** The spec's largest verification file: exactly 50 000 000 bytes is allowed. */
const SIZE = 50_000_000;
const RUNS = 3;

export interface UploadFigures {
  lookupWhileProcessing: LookupFigures;
  fileBytes: number;
  runs: number;
  gatewayPeakRssIncreaseMB: number;
  gatewayPeakRssIncreasePerRunMB: number[];
  throughGatewayMBps: number;
  directToStandInMBps: number;
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

export async function uploadCost(): Promise<UploadFigures> {
  const legacy = await nodeServer('legacy-api', { RESEED: '1', VERIFICATION_DELAY_MS: '20' });
  let gateway: NodeServer | undefined;
  let figures: Omit<UploadFigures, 'lookupWhileProcessing'>;
  try {
    gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', LEGACY_TIMEOUT_MS: '30000', ...productionBehindProxy, ...ownDocuments }, process.env.BENCH_GATEWAY_FLAGS);
    figures = await measure(legacy.url, gateway);
  } finally {
    await gateway?.stop();
    await legacy.stop();
  }
  return { lookupWhileProcessing: await lookupsWhileProcessing(), ...figures };
}

/** 50 000 000 bytes of GTINs, one a line: demo products, a global one and an unknown one (the last line cut short). */
const csv = Buffer.alloc(SIZE, '5901234123457\n5901234123464\n4006381333931\n5901234999991\n');
const LOOKUP_ROUNDS = 3;
/** Lookups with nothing processed last this long; those during processing until the file is done, at most BUSY_MS. */
const IDLE_MS = 15_000;
const BUSY_MS = 60_000;

export interface LookupFigures {
  rounds: number;
  /** Median over the rounds of each window's p99, ms; a lookup that failed counts as its time to fail. */
  idleP99Ms: number;
  busyP99Ms: number;
  idleP99PerRoundMs: number[];
  busyP99PerRoundMs: number[];
  busyMaxPerRoundMs: number[];
  busyErrorsPerRound: number[];
  /** How long the stand-in took to process the file, per round; null = not done within the window. */
  processingSecondsPerRound: (number | null)[];
}

const GQL = { ...secureHeaders, 'content-type': 'application/json' };

/**
 * Lookups one after another, one every 20 ms, for `windowMs` or until `until()` says stop; their durations (a failed
 * one counts as the time it took to fail) and the number of failures.
 */
async function lookups(gateway: string, cookie: string, windowMs: number, until = async () => false): Promise<{ ms: number[]; errors: number }> {
  const ms: number[] = [];
  let errors = 0;
  const end = performance.now() + windowMs;
  let lastCheck = 0;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const res = await fetch(`${gateway}/graphql`, { method: 'POST', headers: { ...GQL, cookie }, body: JSON.stringify({ query: '{ product(gtin: "5901234123457") { __typename } }' }), signal: AbortSignal.timeout(BUSY_MS) });
      const body = (await res.json()) as { data?: { product?: { __typename: string } } };
      if (body.data?.product?.__typename !== 'Product') errors++;
    } catch {
      errors++;
    }
    ms.push(performance.now() - started);
    if (performance.now() - lastCheck > 500) {
      lastCheck = performance.now();
      if (await until()) break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { ms, errors };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;

/**
 * Rounds of: fresh servers, a window of lookups with nothing processed, then a 50 MB csv uploaded by another member of
 * the company and a window of lookups while the stand-in processes it. Fresh servers each round, so a stand-in that
 * never finishes (the code before issue 26) is measured as it is and then stopped.
 */
async function lookupsWhileProcessing(): Promise<LookupFigures> {
  const idle: number[] = [];
  const busy: number[] = [];
  const busyMax: number[] = [];
  const busyErrors: number[] = [];
  const processing: (number | null)[] = [];
  for (let round = 0; round < LOOKUP_ROUNDS; round++) {
    const legacy = await nodeServer('legacy-api', { RESEED: '1', VERIFICATION_DELAY_MS: '20' });
    let gateway: NodeServer | undefined;
    try {
      gateway = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy, ...ownDocuments });
      const looker = await signedIn(gateway.url, 'pracownik@demo.test');
      const uploader = await signedIn(gateway.url, 'firma@demo.test');
      await lookups(gateway.url, looker, 3_000); // warm-up
      idle.push(p99((await lookups(gateway.url, looker, IDLE_MS)).ms));

      // The stand-in's own list of the company's files tells when the file is done (asked before the upload: a frozen
      // stand-in would not answer afterwards).
      const access = await providerToken(legacy.url);
      const me = (await (await fetch(`${legacy.url}/api/v1/accounts/me/`, { headers: { authorization: `Bearer ${access}` } })).json()) as { id: number; memberships: { id: number }[] };
      const form = new FormData();
      form.set('description', 'bench');
      form.set('file', new Blob([csv]), 'bench.csv');
      const sent = await fetch(`${gateway.url}/files/verification`, { method: 'POST', headers: { ...secureHeaders, cookie: uploader, 'x-requested-with': 'bench' }, body: form });
      if (sent.status !== 201) throw new Error(`upload answered ${sent.status}: ${await sent.text()}`);
      const started = performance.now();
      let doneAfter: number | null = null;
      const done = async () => {
        try {
          const res = await fetch(`${legacy.url}/api/v1/repository/${me.memberships[0]!.id}/get_files/${me.id}/`, { headers: { authorization: `Bearer ${access}` }, signal: AbortSignal.timeout(1_000) });
          const { records } = (await res.json()) as { records: { fileName: string; processingStatus: number }[] };
          const status = records.find((r) => r.fileName === 'bench.csv')?.processingStatus;
          if (status === 2 || status === -1) doneAfter = (performance.now() - started) / 1000;
          return doneAfter !== null;
        } catch {
          return false; // no answer within a second: still frozen
        }
      };
      const during = await lookups(gateway.url, looker, BUSY_MS, done);
      busy.push(p99(during.ms));
      busyMax.push(Math.max(...during.ms));
      busyErrors.push(during.errors);
      processing.push(doneAfter === null ? null : Math.round(doneAfter * 10) / 10);
    } finally {
      await gateway?.stop();
      await legacy.stop();
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    rounds: LOOKUP_ROUNDS,
    idleP99Ms: ms(median(idle)),
    busyP99Ms: ms(median(busy)),
    idleP99PerRoundMs: idle.map(ms),
    busyP99PerRoundMs: busy.map(ms),
    busyMaxPerRoundMs: busyMax.map(ms),
    busyErrorsPerRound: busyErrors,
    processingSecondsPerRound: processing,
  };
}

async function measure(LEGACY: string, gateway: NodeServer): Promise<Omit<UploadFigures, 'lookupWhileProcessing'>> {
  const GATEWAY = gateway.url;
  // The person: a session cookie at the gateway; the integrator's view of the same account for the direct upload.
  const cookie = await signedIn(GATEWAY, 'firma@demo.test');
  const access = await providerToken(LEGACY);
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

  const throughGateway = () => post(`${GATEWAY}/files/verification`, { ...secureHeaders, cookie, 'x-requested-with': 'bench' });
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
    const baseline = rssBytes(gateway.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(gateway.pid))), 10);
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
  return {
    fileBytes: SIZE,
    runs: RUNS,
    gatewayPeakRssIncreaseMB: mb(Math.max(...peakIncreases)),
    gatewayPeakRssIncreasePerRunMB: peakIncreases.map(mb),
    throughGatewayMBps: mbps(median(gatewaySeconds)),
    directToStandInMBps: mbps(median(directSeconds)),
  };
}

if (process.argv[1] === import.meta.filename) {
  uploadCost()
    .then((figures) => console.log(JSON.stringify(figures, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
