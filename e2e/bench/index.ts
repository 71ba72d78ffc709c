/**
 * `pnpm bench`: every figure of issue 12 in one table, measured side by side in one run on the compiled build in
 * production mode, then written with the raw figures to `e2e/bench/results.json`. `BENCH_ONLY=gateway,web` runs
 * some sections only (catalogue, gateway, operations, trusted, web, upload).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueCost } from './catalogue';
import { gatewayOverhead } from './gateway';
import { operationsCost, printOperations } from './operations';
import { uploadCost } from './upload';
import { LIGHTHOUSE_CEILINGS, pageLabel } from './lighthouse';
import { trustedDocumentsCost } from './trusted';
import { SCRIPT_BUDGET } from '../route-scripts';
import { printWebFigures, webCost } from './web';

interface Row {
  figure: string;
  target: string;
  measured: string;
  met: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sections = (process.env.BENCH_ONLY ?? 'catalogue,gateway,operations,trusted,web,upload').split(',');
const range = (s: { median: number; min: number; max: number }) => `${s.median} (${s.min}–${s.max})`;

async function main() {
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};

  if (sections.includes('catalogue')) {
    const catalogue = (raw.catalogue = await catalogueCost());
    const perPage = Object.values(catalogue.upstreamCallsPerPage);
    rows.push({ figure: 'upstream calls per catalogue page (6 kinds)', target: '1', measured: perPage.join(' / '), met: perPage.every((n) => n === 1) });
    const card = catalogue.cardFromTable;
    rows.push({ figure: 'card opened from the table: GraphQL requests + upstream calls', target: '0', measured: `${card.graphqlRequests} + ${card.upstreamCalls}`, met: card.graphqlRequests + card.upstreamCalls === 0 });
  }

  if (sections.includes('gateway')) {
    const gateway = (raw.gateway = await gatewayOverhead());
    const { latency, cpuMsPerRequest, memory } = gateway;
    rows.push({
      figure: 'lookup p50, 1 connection: added by the gateway',
      target: '≤ 1 ms',
      measured: `${latency.addedP50Ms} ms (${latency.directP50Ms} direct, ${latency.gatewayP50Ms} gateway)`,
      met: latency.addedP50Ms <= 1,
    });
    for (const t of gateway.throughput) {
      const target = t.upstreamLatencyMs ? 0.95 : 0.7;
      rows.push({
        figure: `req/s gateway ÷ direct, ${t.connections} connections, ${t.upstreamLatencyMs} ms upstream`,
        target: `≥ ${target}, 0 errors`,
        measured: `${t.ratio} (${t.gatewayRps} ÷ ${t.directRps}), ${t.errors} errors`,
        met: t.ratio >= target && t.errors === 0,
      });
    }
    rows.push({ figure: 'CPU per lookup: gateway, stand-in', target: 'reported', measured: `${cpuMsPerRequest.gateway} ms, ${cpuMsPerRequest.standIn} ms`, met: null });
    rows.push({
      figure: `gateway RSS after ${memory.requests} lookups`,
      target: '≤ +50 MB',
      measured: `${memory.rssBeforeMb} → ${memory.rssAfterMb} MB (${memory.growthMb >= 0 ? '+' : ''}${memory.growthMb}); ${memory.rssColdMb} MB cold`,
      met: memory.growthMb <= 50,
    });
  }

  if (sections.includes('operations')) {
    // Issue 30: the operations the web app sends, each against the REST call it makes, sessions in memory and in Redis.
    const operations = (raw.operations = await operationsCost());
    for (const o of operations.operations) {
      if ('error' in o) {
        rows.push({ figure: `${o.operation}: not measured`, target: 'measured', measured: o.error.slice(0, 200), met: false });
        continue;
      }
      const page = o.operation === 'page';
      for (const name of ['memory', 'redis'] as const) {
        const side = o.sides[name]!;
        const label = `${o.operation}${name === 'redis' ? ' (Redis)' : ''}`;
        const target = page ? 0.6 : 0.8;
        if (side.ratio) {
          const p99Met = page || side.p99Ms.median <= 1.5 * o.direct!.p99Ms.median;
          rows.push({
            figure: `${label}: req/s gateway ÷ direct at ${o.connections} conn.; p99 (direct)`,
            target: page ? `≥ ${target}` : `≥ ${target}; p99 ≤ 1.5 × direct`,
            measured: `${range(side.ratio)} (${side.rps.median} ÷ ${o.direct!.rps.median}); p99 ${side.p99Ms.median} ms (${o.direct!.p99Ms.median})`,
            met: side.ratio.median >= target && p99Met,
          });
        }
        const added = side.addedP50Ms;
        rows.push({
          figure: `${label}: ${page ? 'first byte' : 'p50'} at 1 conn.${added === null ? '' : ', added'}; CPU per request`,
          target: added === null ? 'reported' : `≤ ${page ? 5 : 1} ms`,
          measured: `${added === null ? `${side.p50Ms} ms` : `+${added} ms (${side.p50Ms})`}; ${range(side.cpuMsPerRequest)} ms CPU`,
          met: added === null ? null : added <= (page ? 5 : 1),
        });
        if (side.redis) {
          const most = o.operation === 'viewerVisitor' ? 0 : 1;
          rows.push({ figure: `${label}: Redis round trips (commands) per request`, target: `≤ ${most}`, measured: `${side.redis.reads.median} (${side.redis.commands.median})`, met: side.redis.reads.median <= most });
        }
      }
    }
    // Issue 37: the session and bearer paths against Hive Gateway + Mesh, and against each other.
    for (const o of operations.operations) {
      if ('error' in o || !o.sides.hive) continue;
      for (const name of ['memory', 'bearer'] as const) {
        const side = o.sides[name]!;
        rows.push({ figure: `${o.operation}, ${name === 'memory' ? 'session' : 'bearer'}: req/s gateway ÷ Hive Gateway + Mesh`, target: '≥ 1.25', measured: range(side.hiveRatio!), met: side.hiveRatio!.median >= 1.25 });
      }
      const bearer = o.sides.bearer!.rps.median / o.sides.memory!.rps.median;
      rows.push({ figure: `${o.operation}: req/s bearer ÷ session`, target: '≥ 0.95', measured: `${bearer.toFixed(2)} (${o.sides.bearer!.rps.median} ÷ ${o.sides.memory!.rps.median})`, met: bearer >= 0.95 });
    }
    rows.push({ figure: 'gateway RSS over the operations: memory, Redis', target: 'reported', measured: `${operations.rssMb.memory!.join(' → ')} MB, ${operations.rssMb.redis!.join(' → ')} MB`, met: null });
    printOperations(operations);
  }

  if (sections.includes('trusted')) {
    const trusted = (raw.trusted = await trustedDocumentsCost());
    for (const b of trusted.bytesUp) rows.push({ figure: `${b.operation}: request body, text → id`, target: 'reported', measured: `${b.text} → ${b.id} B`, met: null });
    const all = trusted.allOperations;
    rows.push({ figure: `all ${all.count} operations of the app: bodies, text → id`, target: 'reported', measured: `${kb(all.text)} → ${kb(all.id)}`, met: null });
    for (const c of trusted.cpuMsPerRequest) {
      rows.push({ figure: `${c.operation}: gateway CPU ms per request, text → id`, target: 'reported', measured: `${range(c.text)} → ${range(c.id)}, ${c.rounds} rounds`, met: null });
    }
  }

  if (sections.includes('web')) {
    const web = (raw.web = await webCost());
    const home = web.routes.find((r) => r.route === '/');
    const others = web.routes.filter((r) => r.route !== '/');
    const largest = others.reduce((a, b) => (b.brotli > a.brotli ? b : a));
    if (home) rows.push({ figure: 'JavaScript for / (brotli, as served)', target: `≤ ${kb(SCRIPT_BUDGET.home)}`, measured: `${kb(home.brotli)} (${kb(home.gzip)} gzip)`, met: home.brotli <= SCRIPT_BUDGET.home });
    const over = others.filter((r) => r.brotli > SCRIPT_BUDGET.other);
    rows.push({
      figure: `JavaScript for any other route (largest: ${largest.route})`,
      target: `≤ ${kb(SCRIPT_BUDGET.other)}`,
      measured: `${kb(largest.brotli)} (${kb(largest.gzip)} gzip); over: ${over.map((r) => `${r.route} ${kb(r.brotli)}`).join(', ') || 'none'}`,
      met: over.length === 0,
    });
    const heaviest = web.transfer.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    rows.push({ figure: `JavaScript until the network is idle (largest: ${heaviest.route})`, target: 'reported', measured: kb(heaviest.bytes), met: null });
    for (const page of web.lighthouse.pages) {
      rows.push({
        figure: `Lighthouse mobile ${pageLabel(page)}: performance, accessibility, TBT, LCP (CPU index ${page.benchmarkIndex})`,
        target: `≥ ${page.performanceTarget}, 100, ≤ ${LIGHTHOUSE_CEILINGS.tbtMs} ms, ≤ ${LIGHTHOUSE_CEILINGS.lcpMs} ms`,
        measured: `${page.performance} (${page.performanceRange.join('–')}), ${page.accessibility}, ${page.tbtMs} ms (${page.tbtRange.join('–')}), ${page.lcpMs} ms; CLS ${page.cls}`,
        met:
          page.performance >= page.performanceTarget &&
          page.accessibility === 100 &&
          page.tbtMs <= LIGHTHOUSE_CEILINGS.tbtMs &&
          page.lcpMs <= LIGHTHOUSE_CEILINGS.lcpMs,
      });
    }
    printWebFigures(web);
  }

  if (sections.includes('upload')) {
    const upload = (raw.upload = await uploadCost());
    rows.push({ figure: '50 MB upload: gateway peak RSS increase', target: '< 30 MB', measured: `${upload.gatewayPeakRssIncreaseMB} MB`, met: upload.gatewayPeakRssIncreaseMB < 30 });
    rows.push({ figure: '50 MB upload: MB/s through the gateway, direct', target: 'reported', measured: `${upload.throughGatewayMBps}, ${upload.directToStandInMBps}`, met: null });
    const lookup = upload.lookupWhileProcessing;
    rows.push({ figure: 'member lookup p99 while a 50 MB csv is processed, without', target: '< 300 ms', measured: `${lookup.busyP99Ms} ms, ${lookup.idleP99Ms} ms`, met: lookup.busyP99Ms < 300 });
  }

  console.table(rows.map((r) => ({ ...r, met: r.met === null ? '' : r.met ? 'yes' : 'NO' })));
  writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, raw }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
