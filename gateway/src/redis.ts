import { createClient } from 'redis';
import type { Logger } from 'pino';
import type { Config } from './config';
import { metrics, secondsSince } from './observability/metrics';

type Bounds = Config['redisBounds'];

// While Redis is unreachable, commands fail at once instead of queueing (`disableOfflineQueue`); while it is reachable
// but slow or hung, at most `queueMax` commands wait for it (`commandsQueueMaxLength`), each at most the command timeout.
const clientFor = (url: string, bounds: Bounds) => createClient({ url, disableOfflineQueue: true, commandsQueueMaxLength: bounds.queueMax });
export type Redis = ReturnType<typeof clientFor>;

/** Redis did not answer in time, or is known to be down: nothing was, or will be, done with this command's answer. */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Redis unavailable: ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

/** Client methods that are not commands: never bounded, never refused. */
const LIFECYCLE = new Set(['connect', 'close', 'destroy', 'quit', 'disconnect', 'on', 'once', 'off', 'duplicate', 'multi', 'MULTI']);

/**
 * Whether Redis answers. One command without an answer within REDIS_COMMAND_TIMEOUT_MS marks it down; from then on
 * every command fails at once (callers fall back: sessions refuse, caches and budgets use this instance's memory),
 * and a PING every timeout period looks for it to come back. A hung Redis (stopped, not refusing connections) keeps
 * the socket open, so the client alone would wait for ever.
 */
class RedisHealth {
  private down = false;
  private probing: NodeJS.Timeout | null = null;

  constructor(
    private readonly client: Redis,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {
    metrics.redisUp.set(1);
  }

  get up(): boolean {
    return !this.down;
  }

  markDown(reason: string): void {
    if (this.down) return;
    this.down = true;
    metrics.redisUp.set(0);
    this.logger.error({ reason }, 'redis down: sessions refused, caches and budgets in this instance\'s memory');
    this.probing = setInterval(() => void this.probe(), this.timeoutMs).unref();
  }

  private async probe(): Promise<void> {
    try {
      await bounded(this.client.ping(), this.timeoutMs);
    } catch {
      return;
    }
    if (!this.down) return;
    this.down = false;
    clearInterval(this.probing!);
    this.probing = null;
    metrics.redisUp.set(1);
    this.logger.info('redis answers again');
  }

  stop(): void {
    if (this.probing) clearInterval(this.probing);
  }
}

function bounded<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The client as the rest of the gateway uses it (same type and methods), with every command bounded: refused at once
 * while Redis is down, else given REDIS_COMMAND_TIMEOUT_MS to answer; timed and counted for `/metrics`.
 * `isReady` is false while Redis is down, so rate-limiter-flexible goes straight to its in-memory insurance.
 */
function boundedClient(client: Redis, health: RedisHealth, timeoutMs: number): Redis {
  const run = <T>(command: string, send: () => Promise<T>): Promise<T> => {
    if (!health.up) {
      metrics.redisErrors.inc({ kind: 'unavailable' });
      return Promise.reject(new RedisUnavailableError('marked down'));
    }
    const started = performance.now();
    return bounded(send(), timeoutMs).then(
      (value) => {
        metrics.redisDuration.observe({ command }, secondsSince(started));
        return value;
      },
      (error: unknown) => {
        const timedOut = error instanceof RedisUnavailableError;
        metrics.redisErrors.inc({ kind: timedOut ? 'timeout' : 'error' });
        if (timedOut || !client.isReady) health.markDown((error as Error).message);
        throw timedOut || client.isReady ? error : new RedisUnavailableError((error as Error).message);
      },
    );
  };
  // A MULTI's commands are chained on the transaction (each returns it); only its `exec` goes to Redis.
  const wrapTransaction = (transaction: object): object => {
    const proxy: object = new Proxy(transaction, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        const method = value as (...a: unknown[]) => unknown;
        if (property === 'exec' || property === 'execAsPipeline') return (...args: unknown[]) => run('multi', () => method.apply(target, args) as Promise<unknown>);
        return (...args: unknown[]) => {
          const result = method.apply(target, args);
          return result === target ? proxy : result;
        };
      },
    });
    return proxy;
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'isReady') return target.isReady && health.up;
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      if (property === 'multi' || property === 'MULTI') return (...args: unknown[]) => wrapTransaction((value as (...a: unknown[]) => object).apply(target, args));
      if (LIFECYCLE.has(property)) return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => run(property, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}

/** Connects to Redis (sessions, the refresh lock, caches and budgets live there when `REDIS_URL` is set). */
export async function connectRedis(url: string, bounds: Bounds, logger: Logger): Promise<{ redis: Redis; close(): Promise<void> }> {
  const client = clientFor(url, bounds);
  client.on('error', (err: Error) => logger.error({ err: err.message }, 'redis error'));
  await client.connect();
  const health = new RedisHealth(client, bounds.commandTimeoutMs, logger);
  return {
    redis: boundedClient(client, health, bounds.commandTimeoutMs),
    async close() {
      health.stop();
      // A hung Redis would hold a graceful close for ever: after the command timeout, the connection is cut.
      await bounded(client.close(), bounds.commandTimeoutMs).catch(() => client.destroy());
    },
  };
}
