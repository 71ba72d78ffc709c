import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the proxy is holding back: it reaches the stand-in only when released (never if its caller left). */
export interface Held {
  /** Resolves when the first matching request arrives. */
  arrived: Promise<void>;
  /** Forwards the held requests (and stops holding new ones). */
  release(): void;
}

export interface UpstreamProxy {
  /** Base URL of the API through the proxy (`…/api/v1`). */
  url: string;
  /** Holds every request whose path starts with `prefix` (e.g. `/api/v1/token/refresh/`) until released. */
  hold(prefix: string): Held;
  /** Requests whose caller disconnected while held: they never reached the stand-in. */
  dropped: number;
  /** How many requests whose path starts with `prefix` reached the proxy (answered by the stand-in or not). */
  count(prefix: string): number;
  /** How many of them are open now: their caller still connected and not answered. */
  open(prefix: string): number;
  /** The headers of the last request whose path starts with `prefix`. */
  headersOf(prefix: string): IncomingMessage['headers'] | undefined;
  /** Rewrites the JSON answers to requests whose path starts with `prefix` (null: as the stand-in answers). */
  rewrite(prefix: string, change: ((body: unknown) => unknown) | null): void;
  stop(): Promise<void>;
}

/**
 * A small HTTP proxy in front of the stand-in that can hold chosen calls, so a test decides exactly when an upstream
 * call (a token refresh) finishes, or that it never reaches the API because the gateway calling it died first; and
 * that can change what the API answers (a member without a permission the seed gives everyone).
 */
export async function startUpstreamProxy(legacyOrigin: string): Promise<UpstreamProxy> {
  const target = new URL(legacyOrigin);
  const holds: { prefix: string; waiting: (() => void)[]; arrived: () => void; released: boolean }[] = [];
  const state = { dropped: 0 };
  const seen: string[] = [];
  const open = new Set<IncomingMessage>();
  const received: IncomingMessage[] = [];
  const rewrites = new Map<string, (body: unknown) => unknown>();

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const change = [...rewrites].find(([prefix]) => (req.url ?? '').startsWith(prefix))?.[1];
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        if (!change || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const changed = JSON.stringify(change(JSON.parse(Buffer.concat(parts).toString('utf8'))));
          res.writeHead(200, { ...answer.headers, 'content-length': Buffer.byteLength(changed) });
          res.end(changed);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  };

  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    received.push(req);
    open.add(req);
    res.once('close', () => open.delete(req));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const hold = holds.find((h) => !h.released && (req.url ?? '').startsWith(h.prefix));
      if (!hold) return forward(req, res, body);
      let status: 'held' | 'forwarded' | 'dropped' = 'held';
      res.on('close', () => {
        if (status !== 'held') return;
        status = 'dropped';
        state.dropped++;
      });
      hold.waiting.push(() => {
        if (status !== 'held') return;
        status = 'forwarded';
        forward(req, res, body);
      });
      hold.arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    hold(prefix) {
      let arrived!: () => void;
      const promise = new Promise<void>((resolve) => (arrived = resolve));
      const hold = { prefix, waiting: [] as (() => void)[], arrived, released: false };
      holds.push(hold);
      return {
        arrived: promise,
        release() {
          hold.released = true;
          for (const go of hold.waiting.splice(0)) go();
        },
      };
    },
    get dropped() {
      return state.dropped;
    },
    count: (prefix) => seen.filter((url) => url.startsWith(prefix)).length,
    open: (prefix) => [...open].filter((req) => (req.url ?? '').startsWith(prefix)).length,
    headersOf: (prefix) => received.findLast((req) => (req.url ?? '').startsWith(prefix))?.headers,
    rewrite(prefix, change) {
      if (change) rewrites.set(prefix, change);
      else rewrites.delete(prefix);
    },
    async stop() {
      for (const hold of holds) hold.released = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
