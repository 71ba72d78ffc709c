import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Gateway } from './app';
import { createAppServer } from './appServer';
import type { Config } from './config';

/**
 * Serves the gateway until SIGTERM or SIGINT (handled once, however many arrive), then shuts down gracefully:
 * `/readyz` turns 503 and, after SHUTDOWN_DELAY_MS (time for load balancers to notice and send no more), the port
 * stops accepting; every request in flight finishes (keep-alive connections close after their answer), and only then
 * Apollo and Redis close. Whatever still runs SHUTDOWN_GRACE_MS after the port closed is cut.
 *
 * The delay matters behind a load balancer: connections it opens as the port closes are reset by the system,
 * after the request was sent, so the balancer cannot safely retry them elsewhere.
 */
export function serve(gateway: Gateway, config: Config, logger: Logger): Server {
  const server = createAppServer(gateway.app).listen(config.port, () => {
    logger.info({ port: config.port, legacy: config.legacyApiUrl }, `gateway on http://localhost:${config.port}`);
  });

  // The answer each open connection is working on, if any. Kept per connection, not per request: a collection that
  // took and dropped every request would hand the young-generation collector stale references to each one, and so
  // keep every request's garbage until the next full collection (decision 024).
  const answering = new Map<Socket, ServerResponse | null>();
  server.on('connection', (socket: Socket) => {
    answering.set(socket, null);
    socket.once('close', () => answering.delete(socket));
  });
  let draining = false;
  // Before the app sees the request: a request that arrives on a kept-alive connection while draining is the last.
  server.prependListener('request', ({ socket }: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    answering.set(socket, res);
    res.once('close', () => answering.get(socket) === res && answering.set(socket, null));
  });
  const inFlight = () => [...answering.values()].filter((res) => res !== null);

  async function shutdown(signal: NodeJS.Signals) {
    if (draining) return void logger.info({ signal }, 'already shutting down');
    draining = true;
    const { shutdownDelayMs: delayMs, shutdownGraceMs: graceMs } = config;
    logger.info({ signal, inFlight: inFlight().length, delayMs, graceMs }, 'shutting down: finishing the requests in flight');
    gateway.drain();
    for (const res of inFlight()) if (!res.headersSent) res.setHeader('connection', 'close');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const cut = setTimeout(() => {
      logger.warn({ inFlight: inFlight().length }, 'grace period over: cutting the requests still running');
      server.closeAllConnections();
    }, graceMs);
    await new Promise((resolve) => server.close(resolve));
    clearTimeout(cut);
    await gateway.stop();
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
  return server;
}
