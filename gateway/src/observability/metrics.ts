import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the gateway tells Prometheus (`GET /metrics`, see `metricsRoute`). One registry per process: the metrics are
 * the process's, so a test that starts two gateways in one process sees both in either's scrape.
 *
 * Every label has a bounded set of values: routes and families come from the code, status codes from HTTP, GraphQL
 * operation names from the web app's manifest (any other is `other`: `observability/http.ts`), and upstream paths pass
 * through `bounded`, which lets a few hundred distinct values through and calls the rest `other`, so a caller cannot
 * grow the registry without end.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Latency buckets, seconds: from a cached answer (~1 ms) to the request deadline (10 s). */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  httpRequests: new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered, by area of the gateway (graphql, files, media, page, captcha, probe, digital-link, other) and status.',
    labelNames: ['area', 'method', 'status'] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by area.',
    labelNames: ['area'] as const,
    buckets,
    registers: [registry],
  }),
  operations: new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL operations, by operation name and outcome (ok, error: a top-level error in the answer).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  }),
  operationDuration: new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'Time a GraphQL operation took in the gateway, by operation name.',
    labelNames: ['operation'] as const,
    buckets,
    registers: [registry],
  }),
  upstreamCalls: new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Calls of the provider API, by route family, route, method and status (an HTTP status, or timeout, network, deadline, cancelled, circuit_open).',
    labelNames: ['family', 'route', 'method', 'status'] as const,
    registers: [registry],
  }),
  upstreamDuration: new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Time until the provider API answered (its headers) or the call failed, by route family.',
    labelNames: ['family'] as const,
    buckets,
    registers: [registry],
  }),
  circuitState: new Gauge({
    name: 'gateway_circuit_state',
    help: 'Circuit breaker of each upstream route family: 0 closed, 1 half-open (probing), 2 open (failing fast).',
    labelNames: ['family'] as const,
    registers: [registry],
  }),
  rateLimitRefusals: new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: 'Requests refused by one of the gateway budgets, by budget.',
    labelNames: ['budget'] as const,
    registers: [registry],
  }),
  redisDuration: new Histogram({
    name: 'gateway_redis_command_duration_seconds',
    help: 'Time Redis took to answer a command, by command.',
    labelNames: ['command'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  }),
  redisErrors: new Counter({
    name: 'gateway_redis_errors_total',
    help: 'Redis commands that failed: timeout (no answer within REDIS_COMMAND_TIMEOUT_MS), unavailable (not sent: Redis known down or the queue full), error.',
    labelNames: ['kind'] as const,
    registers: [registry],
  }),
  redisUp: new Gauge({
    name: 'gateway_redis_up',
    help: '1 while Redis answers, 0 while the gateway treats it as down (sessions refused, caches and budgets in memory).',
    registers: [registry],
  }),
  sessionEvents: new Counter({
    name: 'gateway_session_events_total',
    help: 'Session events: login, login_failed (wrong password), logout, refresh, refresh_refused (the session ended), store_unavailable.',
    labelNames: ['event'] as const,
    registers: [registry],
  }),
  uploadsInFlight: new Gauge({
    name: 'gateway_uploads_in_flight',
    help: 'Uploads being streamed to the provider API right now.',
    registers: [registry],
  }),
};

/** Seconds since `started` (a `performance.now()`). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * A label value chosen by a caller, kept when it is one of the first `cap` distinct values seen, else `other`: the
 * registry grows with the gateway's own vocabulary, never with what callers make up.
 */
export function bounded(cap: number) {
  const seen = new Set<string>();
  return (value: string): string => {
    if (seen.has(value)) return value;
    if (seen.size >= cap) return 'other';
    seen.add(value);
    return value;
  };
}
