import { RedisStore } from 'connect-redis';
import session from 'express-session';
import createMemoryStore from 'memorystore';
import type { Config } from '../config';
import type { Redis } from '../redis';

const MemoryStore = createMemoryStore(session);

/**
 * The session store: Redis when configured (any number of instances share sessions), else in-memory (pruned,
 * bounded by TTL). A remember-me session lives 30 days; a browser-session cookie lives on the server only for the
 * idle timeout, renewed by every request (touch).
 */
export function createSessionStore(config: Config, redis: Redis | null): session.Store {
  const ttlMs = (sess: session.SessionData | undefined) => sess?.cookie?.originalMaxAge ?? config.session.idleMs;
  if (redis) {
    return new RedisStore({ client: redis, prefix: 'sess:', ttl: (sess) => Math.ceil(ttlMs(sess) / 1000) });
  }
  return new MemoryStore({
    checkPeriod: 60_000,
    ttl: ((_options: unknown, sess: session.SessionData | undefined) => ttlMs(sess)) as unknown as number,
  });
}
