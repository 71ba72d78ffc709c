import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  defaultTextMapGetter,
  defaultTextMapSetter,
  trace,
  type Attributes,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's trace, when tracing is on (`OTEL_EXPORTER_OTLP_ENDPOINT`). */
    trace?: RequestTrace;
  }
}

const propagator = new W3CTraceContextPropagator();

/** One request's server span, and the upstream calls made for it as its children. */
export class RequestTrace {
  constructor(
    private readonly tracer: Tracer,
    readonly span: Span,
  ) {}

  get traceId(): string {
    return this.span.spanContext().traceId;
  }

  /** A client span for one upstream call; `headers` receive its W3C `traceparent` (and `tracestate`). */
  call(name: string, attributes: Attributes, headers: Record<string, string>): Span {
    const span = this.tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, trace.setSpan(ROOT_CONTEXT, this.span));
    propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
    return span;
  }
}

/** Ends a span with the outcome: an error status for a failure (a 5xx or no answer), else unset. */
export function endSpan(span: Span, failure: string | null, attributes: Attributes = {}): void {
  span.setAttributes(attributes);
  if (failure) span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
  span.end();
}

/**
 * OpenTelemetry traces, exported over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` when it is set (else the gateway
 * traces nothing and pays nothing). Each request is a server span. It continues the `traceparent` (and `tracestate`)
 * only of a proxy in `OTEL_TRUSTED_PARENTS`, the address the gateway's socket sees; any other caller's trace headers
 * are input like any other (issue 36): its request starts a new trace, sampled at the configured ratio whatever its
 * flags say, and its `tracestate` and `baggage` go nowhere. Each upstream call is a client span under it, whose
 * `traceparent` the API receives. Spans are passed along by hand
 * (the request carries its trace), not through an async context manager: on Node 20 that would hook every promise.
 */
export class Tracing {
  private readonly provider: BasicTracerProvider;
  private readonly tracer: Tracer;
  private readonly trustsParent: (address: string) => boolean;

  constructor(settings: NonNullable<Config['tracing']>) {
    const trusted = proxyaddr.compile(settings.trustedParents);
    this.trustsParent = (address) => trusted(address, 0);
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
      sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
    });
    this.tracer = this.provider.getTracer('gateway');
  }

  /** Starts the request's span (`req.trace`) and ends it with the answer's status. */
  readonly middleware: RequestHandler = (req, res, next) => {
    const peer = req.socket.remoteAddress;
    const parent = peer && this.trustsParent(peer) ? propagator.extract(ROOT_CONTEXT, req.headers, defaultTextMapGetter) : ROOT_CONTEXT;
    const span = this.tracer.startSpan(
      `${req.method} ${req.path}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path } },
      parent,
    );
    req.trace = new RequestTrace(this.tracer, span);
    res.once('close', () => {
      const status = res.statusCode;
      endSpan(span, status >= 500 ? `HTTP ${status}` : res.writableFinished ? null : 'client left', { 'http.response.status_code': status });
    });
    next();
  };

  /** Sends the spans still waiting (at shutdown). */
  shutdown(): Promise<void> {
    return this.provider.shutdown();
  }
}
