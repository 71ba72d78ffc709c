import { bounded, metrics, secondsSince } from './metrics';
import { endSpan, type RequestTrace } from './tracing';

const routeLabel = bounded(300);

/**
 * An API path as a route for metrics and span names: the query string dropped, and each segment that looks like a
 * value (a digit, a dot, a percent sign, a capital letter, or longer than 40 characters) replaced by `:param`, e.g.
 * `/products/:param/get_products_advanced/`.
 */
export function routeOf(path: string): string {
  const bare = path.split('?')[0] ?? path;
  return routeLabel(bare.replace(/[^/]+/g, (segment) => (segment.length > 40 || /[\d.%A-Z]/.test(segment) ? ':param' : segment)));
}

/**
 * Observes one upstream call from its start: a client span under the request's trace (its `traceparent` written
 * into `headers`) when tracing is on, and the call's count and latency. The returned function ends it with the
 * answer's HTTP status, or why there was none (`timeout`, `network`, `deadline`, `cancelled`, `circuit_open`).
 */
export function observeCall(family: string, method: string, path: string, headers: Record<string, string>, trace: RequestTrace | undefined) {
  const started = performance.now();
  const route = routeOf(path);
  const span = trace?.call(`${method} ${route}`, { 'http.request.method': method, 'url.template': route, 'gateway.upstream.family': family }, headers);
  return (outcome: number | string) => {
    metrics.upstreamCalls.inc({ family, route, method, status: String(outcome) });
    metrics.upstreamDuration.observe({ family }, secondsSince(started));
    if (!span) return;
    if (typeof outcome === 'number') endSpan(span, outcome >= 500 ? `HTTP ${outcome}` : null, { 'http.response.status_code': outcome });
    else endSpan(span, outcome);
  };
}
