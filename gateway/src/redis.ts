import { createClient } from 'redis';
import type { Logger } from 'pino';

// While Redis is unreachable, commands fail at once instead of queueing: requests answer an error instead of stalling
// (and /readyz says 503), and everything works again as soon as the client reconnects.
const clientFor = (url: string) => createClient({ url, disableOfflineQueue: true });
export type Redis = ReturnType<typeof clientFor>;

/** Connects to Redis (sessions, the refresh lock and caches live there when `REDIS_URL` is set). */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const client = clientFor(url);
  client.on('error', (err: Error) => logger.error({ err: err.message }, 'redis error'));
  await client.connect();
  return client;
}
