/**
 * A change to the gateway's hot path, measured against another build of it: two gateways (the compiled builds of
 * two checkouts) in front of one stand-in, loaded in turn with a member's lookup at 50 connections for 4 s, round
 * after round, so a busy moment on the machine weighs on both alike. Prints each one's median CPU per lookup and
 * req/s. Differences under about 3 % are noise on a 2-core machine.
 *
 *   pnpm --filter e2e bench:gateway-ab <checkout A> <checkout B>   (BENCH_ROUNDS, default 8)
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, LOOKUP, memberCookie } from './gateway';
import { nodeServer, ownDocuments, productionBehindProxy, secureHeaders, type NodeServer } from './servers';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function signedInLookup(gateway: NodeServer) {
  const cookie = await memberCookie(gateway.url);
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
  const targets = await Promise.all(sides.map((side) => signedInLookup(side.server)));
  for (const target of targets) await autocannon({ ...target, connections: 10, amount: 4_000 });
  const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 ? [1, 0] : [0, 1]) {
      const side = sides[i]!;
      const cpuBefore = cpuMs(side.server.pid);
      const result = await autocannon({ ...targets[i]!, connections: 50, duration: 4 });
      if (result.errors || result.timeouts || result.non2xx) throw new Error(`${side.checkout}: ${result.errors + result.timeouts + result.non2xx} failed lookups`);
      side.cpu.push((cpuMs(side.server.pid) - cpuBefore) / result.requests.total);
      side.rps.push(result.requests.average);
    }
  }
  for (const side of sides) console.log(`${side.checkout}: ${median(side.cpu).toFixed(3)} ms CPU per lookup, ${median(side.rps).toFixed(0)} req/s (medians of ${rounds})`);
} finally {
  for (const side of sides) await side.server.stop();
  await legacy.stop();
}
