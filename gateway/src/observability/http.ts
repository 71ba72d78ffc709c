import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { metrics, registry, secondsSince } from './metrics';
import type { RequestTrace } from './tracing';

/** The part of the gateway a path belongs to: a label with a handful of values, whatever the path. */
export function areaOf(path: string): string {
  if (path === '/graphql') return 'graphql';
  if (path === '/healthz' || path === '/readyz') return 'probe';
  if (path.startsWith('/01/') || path === '/.well-known/gs1resolver') return 'digital-link';
  const first = /^\/([a-z]+)\//.exec(path)?.[1];
  if (first === 'files' || first === 'media' || first === 'captcha' || first === 'assets' || first === 'graphql') return first;
  return path === '/metrics' ? 'metrics' : 'page';
}

/** Counts the answer and its time, once it is done (`accessLog` calls it for every request). */
export function observeRequest(req: Request, res: Response, started: number): void {
  const area = areaOf(req.originalUrl.split('?')[0] ?? '/');
  metrics.httpRequests.inc({ area, method: req.method, status: String(res.statusCode) });
  metrics.httpDuration.observe({ area }, secondsSince(started));
}

/** The operation names of the web app's documents (the trusted-document manifest's texts). */
function namesIn(manifest: Readonly<Record<string, string>>): Set<string> {
  return new Set(Object.values(manifest).flatMap((text) => [...text.matchAll(/\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g)].map((m) => m[1]!)));
}

/**
 * Counts each GraphQL operation with its time and outcome, and names the request's trace span after it. The web app's
 * operations (the manifest's names) each have their own series, always; every other name (integrators', made-up
 * ones) shares `other`, so no caller can take the series the web app's operations need (issue 36).
 */
export function operationMetrics(manifest: Readonly<Record<string, string>>): ApolloServerPlugin<{ trace?: RequestTrace }> {
  const known = namesIn(manifest);
  const labelOf = (name: string | null | undefined) => (name && known.has(name) ? name : 'other');
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, response, contextValue }) {
          const label = labelOf(operationName);
          const body = response.body;
          const failed = body.kind === 'single' ? !!body.singleResult.errors?.length : false;
          metrics.operations.inc({ operation: label, outcome: failed ? 'error' : 'ok' });
          metrics.operationDuration.observe({ operation: label }, secondsSince(started));
          // A span's name is the trace's own, not a series: it keeps the operation's name.
          contextValue.trace?.span.updateName(`${operation?.operation ?? 'operation'} ${operationName ?? label}`);
        },
      };
    },
  };
}

/**
 * `GET /metrics` in Prometheus's text format. Outside production it is open; in production it answers only with
 * `Authorization: Bearer <METRICS_TOKEN>` (and not at all without a token configured), so it is never public by
 * default (decision 028).
 */
export function metricsRoute(settings: Config['metrics']): RequestHandler {
  const expected = settings.token ? Buffer.from(`Bearer ${settings.token}`) : null;
  return async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    const allowed = expected ? given.length === expected.length && timingSafeEqual(given, expected) : settings.open;
    if (!allowed) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    res.setHeader('cache-control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  };
}
