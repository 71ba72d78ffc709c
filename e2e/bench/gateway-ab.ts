/**
 * A change to the gateway's hot path, measured against another build of it: two gateways (the compiled builds of
 * two checkouts) in front of one stand-in, loaded in turn with a member's request at 50 connections for 4 s, round
 * after round, so a busy moment on the machine weighs on both alike. Prints each one's median CPU per request and
 * req/s with their range. Differences under about 3 % are noise on a 2-core machine. The request is the bench's
 * two-field lookup, or with `BENCH_OPERATION` one of the web app's operations (`operations.ts`: card, catalogue,
 * viewer, viewerVisitor, page).
 *
 *   pnpm --filter e2e bench:gateway-ab <checkout A> <checkout B>   (BENCH_ROUNDS, default 8)
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, LOOKUP, type Target } from './gateway';
import { signedIn } from './visitors';
import { operationTargets, spread, type Operation } from './operations';
import { nodeServer, ownDocuments, productionBehindProxy, secureHeaders, type NodeServer } from './servers';

const operation = process.env.BENCH_OPERATION as Operation | undefined;

async function signedInRequest(gateway: NodeServer, legacy: string): Promise<Target> {
  const cookie = await signedIn(gateway.url, 'firma@demo.test');
  if (operation) return (await operationTargets(legacy))[operation].gateway(gateway, cookie);
  return { url: `${gateway.url}/graphql`, method: 'POST' as const, headers: { ...secureHeaders, 'content-type': 'application/json', cookie }, body: LOOKUP };
}

const checkouts = process.argv.slice(2).map((dir) => path.resolve(dir));
if (checkouts.length !== 2) throw new Error('usage: bench:gateway-ab <checkout A> <checkout B>');
const legacy = await nodeServer('legacy-api', { RESEED: '1', ANON_LOOKUP_LIMIT: '1000000' });
const sides: { checkout: string; server: NodeServer; cpu: number[]; rps: number[] }[] = [];
try {
  for (const checkout of checkouts) {
    const server = await nodeServer('gateway', { LEGACY_API_URL: `${legacy.url}/api/v1`, LOG_LEVEL: 'warn', ...productionBehindProxy, ...ownDocuments }, '', checkout);
    sides.push({ checkout, server, cpu: [], rps: [] });
  }
  const targets = await Promise.all(sides.map((side) => signedInRequest(side.server, legacy.url)));
  for (const target of targets) await autocannon({ ...target, connections: 10, amount: 4_000 });
  const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 ? [1, 0] : [0, 1]) {
      const side = sides[i]!;
      const cpuBefore = cpuMs(side.server.pid);
      const result = await autocannon({ ...targets[i]!, connections: operation === 'page' ? 10 : 50, duration: 4 });
      if (result.errors || result.timeouts || result.non2xx) throw new Error(`${side.checkout}: ${result.errors + result.timeouts + result.non2xx} failed requests`);
      side.cpu.push((cpuMs(side.server.pid) - cpuBefore) / result.requests.total);
      side.rps.push(result.requests.average);
    }
  }
  for (const side of sides) {
    const cpu = spread(side.cpu);
    const rps = spread(side.rps, 0);
    console.log(`${side.checkout} (${operation ?? 'lookup'}): ${cpu.median} ms CPU per request (${cpu.min}–${cpu.max}), ${rps.median} req/s (${rps.min}–${rps.max}), medians of ${rounds}`);
  }
} finally {
  for (const side of sides) await side.server.stop();
  await legacy.stop();
}
