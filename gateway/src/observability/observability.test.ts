import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, appOperation, startGateway, startLegacy, type GatewayUnderTest, type Legacy } from '../test/harness';
import { startUpstreamProxy, type UpstreamProxy } from '../test/upstream-proxy';

const LOOKUP = `query Lookup($gtin: String!) { product(gtin: $gtin) { __typename } }`;

/** The value of one sample of a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** What an operator sees (issue 29): Prometheus metrics and OpenTelemetry traces, over real processes. */
describe('what operators can see (issue 29)', () => {
  let legacy: Legacy;
  let proxy: UpstreamProxy;

  beforeAll(async () => {
    legacy = await startLegacy();
    proxy = await startUpstreamProxy(legacy.origin);
  });
  afterAll(async () => {
    await proxy?.stop();
    await legacy?.stop();
  });

  it('/metrics scraped while load runs: requests, operations, upstream calls and refusals move as the load does', async () => {
    const gateway = await startGateway(proxy.url, { RATE_LIMIT_ANONYMOUS: '20/1m' });
    try {
      const scrape = async () => {
        const res = await fetch(`${gateway.url}/metrics`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        return res.text();
      };
      const member = new Browser(gateway.url);
      await member.login('firma@demo.test');
      const before = await scrape();
      const count = (text: string) => ({
        // Not one of the web app's operations: counted with every other name.
        operations: sample(text, 'gateway_graphql_operations_total', { operation: 'other', outcome: 'ok' }),
        graphql: sample(text, 'gateway_http_requests_total', { area: 'graphql', method: 'POST', status: '200' }),
        upstream: sample(text, 'gateway_upstream_requests_total', { family: 'catalogue', route: '/products/get_products/:param/', method: 'GET', status: '200' }),
        refused: sample(text, 'gateway_rate_limit_refusals_total', { budget: 'anonymous' }),
      });

      // 3 rounds of 40 lookups (10 at a time), scraped after each: every counter moves by what the round did.
      const seen = [count(before)];
      for (let round = 0; round < 3; round++) {
        for (let batch = 0; batch < 4; batch++) await Promise.all(Array.from({ length: 10 }, () => member.gql(LOOKUP, { gtin: '5901234123457' })));
        seen.push(count(await scrape()));
      }
      for (let round = 1; round <= 3; round++) {
        expect(seen[round]!.operations - seen[round - 1]!.operations).toBe(40);
        expect(seen[round]!.upstream - seen[round - 1]!.upstream).toBe(40);
        // The scrapes themselves are not GraphQL requests.
        expect(seen[round]!.graphql - seen[round - 1]!.graphql).toBe(40);
      }
      // An anonymous visitor over the budget of its address: 5 refusals counted.
      const visitor = new Browser(gateway.url, '192.0.2.77');
      for (let i = 0; i < 25; i++) await visitor.gql(LOOKUP, { gtin: '5901234123457' });
      const after = await scrape();
      expect(count(after).refused - seen[3]!.refused).toBe(5);
      // The rest an operator needs is there too.
      for (const name of ['gateway_circuit_state', 'gateway_upstream_request_duration_seconds_bucket', 'gateway_graphql_operation_duration_seconds_bucket', 'gateway_session_events_total', 'process_cpu_seconds_total']) {
        expect(after).toContain(name);
      }
      expect(sample(after, 'gateway_circuit_state', { family: 'catalogue' })).toBe(0);
      expect(sample(after, 'gateway_session_events_total', { event: 'login' })).toBeGreaterThanOrEqual(1);
    } finally {
      await gateway.stop();
    }
  });

  it('/metrics is not public in production: only with METRICS_TOKEN as a bearer token', async () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-0123456789abcdef', CAPTCHA_HMAC_SECRET: 'a-production-captcha-secret-0123456789' };
    const closed = await startGateway(proxy.url, production);
    const open = await startGateway(proxy.url, { ...production, METRICS_TOKEN: 'scrape-token-0123456789' });
    try {
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${open.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${open.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(404);
      const scraped = await fetch(`${open.url}/metrics`, { headers: { authorization: 'Bearer scrape-token-0123456789' } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('gateway_http_requests_total');
    } finally {
      await closed.stop();
      await open.stop();
    }
  });

  it("issue 36 #5: the web app's operations keep their own series however many names callers make up", async () => {
    const gateway = await startGateway(proxy.url);
    try {
      const caller = new Browser(gateway.url);
      for (let i = 0; i < 250; i++) await caller.gql(`query Made${i} { __typename }`);
      const app = await caller.send(appOperation('AnalyticsScripts'));
      expect(app.status).toBe(200);
      const text = await (await fetch(`${gateway.url}/metrics`)).text();
      expect(sample(text, 'gateway_graphql_operations_total', { operation: 'AnalyticsScripts', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      expect(text).not.toMatch(/operation="Made\d+"/);
    } finally {
      await gateway.stop();
    }
  });

  describe('traces', () => {
    let collector: Server;
    const exported: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number }[] = [];

    beforeAll(async () => {
      // A stand-in for an OpenTelemetry collector: OTLP over HTTP with JSON bodies.
      collector = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk));
        req.on('end', () => {
          if (req.url === '/v1/traces') {
            const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: (typeof exported)[number][] }[] }[] };
            for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) exported.push(...scope.spans);
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise((resolve) => collector.close(resolve)));

    it('each request is a trace through its upstream calls: exported over OTLP, traceparent sent upstream, the trace id in the access log', async () => {
      const { port } = collector.address() as AddressInfo;
      // The test's client stands for a trusted proxy in front of the gateway.
      const gateway: GatewayUnderTest = await startGateway(proxy.url, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_TRUSTED_PARENTS: 'loopback' });
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      let requestId: string;
      try {
        const member = new Browser(gateway.url);
        await member.login('firma@demo.test');
        // A trusted proxy already tracing continues its own trace.
        const res = await member.gql(LOOKUP, { gtin: '5901234123457' }, { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
        requestId = res.headers.get('x-request-id')!;
        const sent = proxy.headersOf('/api/v1/products/get_products/')?.traceparent;
        expect(sent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

        const line = gateway.logs.map((l) => JSON.parse(l) as { reqId?: string; traceId?: string; msg: string }).find((l) => l.reqId === requestId && l.msg === 'request completed');
        expect(line?.traceId).toBe(traceId);
      } finally {
        await gateway.stop(); // sends the spans still waiting
      }
      const spans = exported.filter((span) => span.traceId === traceId);
      const server = spans.find((span) => span.kind === 2);
      const client = spans.find((span) => span.kind === 3 && span.name.includes('get_products'));
      expect(server?.name).toBe('query Lookup');
      expect(server?.parentSpanId).toBe('00f067aa0ba902b7');
      expect(client?.parentSpanId).toBe(server?.spanId);
      expect(proxy.headersOf('/api/v1/products/get_products/')?.traceparent).toContain(client!.spanId);
    });

    it('issue 36 #4: a caller the gateway does not trust starts a new trace; its sampled flag, tracestate and baggage go nowhere', async () => {
      const { port } = collector.address() as AddressInfo;
      const gateway = await startGateway(proxy.url, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_TRACES_SAMPLER_ARG: '0' });
      const traceId = '0af7651916cd43dd8448eb211c80319c';
      try {
        const visitor = new Browser(gateway.url);
        await visitor.login('firma@demo.test');
        await visitor.gql(LOOKUP, { gtin: '5901234123457' }, { traceparent: `00-${traceId}-b7ad6b7169203331-01`, tracestate: 'vendor=chosen', baggage: 'user=someone' });
        const sent = proxy.headersOf('/api/v1/products/get_products/');
        expect(sent?.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
        expect(sent?.traceparent).not.toContain(traceId);
        expect(sent?.tracestate).toBeUndefined();
        expect(sent?.baggage).toBeUndefined();
      } finally {
        await gateway.stop();
      }
      expect(exported.filter((span) => span.traceId === traceId)).toEqual([]);
    });
  });
});
