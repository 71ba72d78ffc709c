import type { RequestHandler } from 'express';
import type { UpstreamBreakers } from './legacy/breaker';
import type { Redis } from './redis';

/** One probe's answer: reachable or not, how fast, and why not. */
interface Check {
  ok: boolean;
  ms: number;
  error?: string;
}

interface Report {
  status: 'ready' | 'unready';
  checks: { upstream: Check; redis?: Check };
}

/** A load balancer may call as often as it likes: the upstream and Redis see at most one probe per this period. */
const CACHE_MS = 1_000;
/** A probe slower than this counts as down. */
const PROBE_MS = 2_000;

async function probe(run: (signal: AbortSignal) => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  const signal = AbortSignal.timeout(PROBE_MS);
  try {
    await Promise.race([
      run(signal),
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error(`no answer within ${PROBE_MS} ms`)))),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

/**
 * `/readyz`, for load balancers: 200 when the provider's API answers (any status below 500) and Redis, when
 * configured, answers PING; 503 otherwise, and while the gateway drains at shutdown. JSON with each check and the
 * circuit of each upstream route family (`closed`, `halfOpen`, `open`), which does not change readiness. `/healthz`
 * (liveness) stays a constant answer that touches nothing.
 */
export class Readiness {
  private draining = false;
  private last: { at: number; report: Promise<Report> } | null = null;

  constructor(
    private readonly deps: { legacyApiUrl: string; redis: Redis | null; breakers: UpstreamBreakers },
  ) {}

  /** From now on the gateway is leaving: the load balancer should send nothing new. */
  drain(): void {
    this.draining = true;
  }

  readonly handler: RequestHandler = async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (this.draining) return void res.status(503).json({ status: 'draining' });
    const report = await this.report();
    // Readiness is about this instance; the circuits say which parts of the API it is not calling right now.
    res.status(report.status === 'ready' ? 200 : 503).json({ ...report, circuits: this.deps.breakers.states() });
  };

  private report(): Promise<Report> {
    if (!this.last || Date.now() - this.last.at >= CACHE_MS) this.last = { at: Date.now(), report: this.check() };
    return this.last.report;
  }

  private async check(): Promise<Report> {
    const { legacyApiUrl, redis } = this.deps;
    const [upstream, cache] = await Promise.all([
      probe(async (signal) => {
        const answer = await fetch(`${legacyApiUrl}/`, { signal });
        await answer.body?.cancel();
        if (answer.status >= 500) throw new Error(`answered ${answer.status}`);
      }),
      redis ? probe(() => redis.ping()) : null,
    ]);
    const checks = { upstream, ...(cache ? { redis: cache } : {}) };
    return { status: upstream.ok && (cache?.ok ?? true) ? 'ready' : 'unready', checks };
  }
}
