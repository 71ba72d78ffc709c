import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * One HTTP exchange with the provider's API over Node's own client and a keep-alive pool (decision 017: measured
 * against `fetch` and undici on the bench's lookup, it costs the least CPU and adds the least latency per call).
 */

/** One upstream answer: status, headers and a body to read once. */
export interface Reply {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
}

export interface Exchange {
  method: string;
  headers: Record<string, string>;
  /** A JSON text, or an upload streamed as it arrives. */
  body?: string | AsyncIterable<Uint8Array>;
  /** No byte sent or received for this long ends the exchange (a transfer that keeps moving is never cut). */
  idleTimeoutMs: number;
  /** The request's deadline, or a person cancelling an upload. */
  signal?: AbortSignal;
}

/** The API did not move for the idle timeout. */
export class UpstreamTimeout extends Error {
  constructor(ms: number) {
    super(`no answer from the API for ${ms} ms`);
  }
}

// Idle pooled connections are closed after 4 s, before the usual 5 s of the server side, so none is reused as the
// server closes it.
const pools = { 'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }), 'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }) };

export function exchange(url: string, { method, headers, body, idleTimeoutMs, signal }: Exchange): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const sized = typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : body || method === 'GET' || method === 'HEAD' ? {} : { 'content-length': '0' };
    let answer: IncomingMessage | undefined;
    const req = client.request(target, { method, headers: { ...headers, ...sized }, agent: pools[target.protocol as keyof typeof pools], signal }, (res) => {
      answer = res;
      resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: res });
    });
    req.setTimeout(idleTimeoutMs, () => {
      const timeout = new UpstreamTimeout(idleTimeoutMs);
      // The body's reader sees the timeout too, not a bare "aborted".
      answer?.destroy(timeout);
      req.destroy(timeout);
    });
    req.on('error', reject);
    if (typeof body === 'object') pipeline(Readable.from(body, { objectMode: false }), req).catch(reject);
    else req.end(body);
  });
}
