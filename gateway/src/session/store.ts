import session from 'express-session';
import createMemoryStore from 'memorystore';
import type { Config } from '../config';

const MemoryStore = createMemoryStore(session);

/**
 * The session store: in-memory (pruned, bounded by TTL) for a single instance. A browser-session cookie (no
 * remember-me) lives on the server only for the idle timeout; every request touches it.
 */
export function createSessionStore(config: Config): session.Store {
  return new MemoryStore({
    checkPeriod: 60_000,
    ttl: ((_options: unknown, sess: session.SessionData | undefined) =>
      sess?.cookie?.originalMaxAge ?? config.session.idleMs) as unknown as number,
  });
}
