import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LegacyError } from '../legacy/errors';
import type { TokenPair } from '../legacy/session';
import type { Redis } from '../redis';
import { startRedis } from '../test/harness';
import { RedisRefreshFlights, RefreshFlights, RefreshRefusedError } from './refresh';

/** A refresh the test settles by hand, counting how many really started. */
function manualRefreshes() {
  const started: { resolve(pair: TokenPair): void; reject(error: Error): void }[] = [];
  return {
    started,
    refresh: () => new Promise<TokenPair>((resolve, reject) => started.push({ resolve, reject })),
  };
}
/** A JWT as the API issues it (signature irrelevant here), valid for a minute. */
const jwt = (claims: object) => ['{"alg":"HS256"}', JSON.stringify(claims), 'sig'].map((part) => Buffer.from(part).toString('base64url')).join('.');
const PAIR = { access: jwt({ exp: Math.floor(Date.now() / 1000) + 60 }), refresh: 'new-refresh' };
const outage = () => new LegacyError({ kind: 'unavailable', status: 503, cause: 'status' });

describe('the in-process refresh single flight', () => {
  it('forgets a transient failure at once but remembers a refusal', async () => {
    const flights = new RefreshFlights();
    await expect(flights.run('t1', () => Promise.reject(outage()))).rejects.toBeInstanceOf(LegacyError);
    await expect(flights.run('t1', async () => PAIR)).resolves.toEqual(PAIR);

    await expect(flights.run('t2', () => Promise.reject(new RefreshRefusedError()))).rejects.toBeInstanceOf(RefreshRefusedError);
    await expect(flights.run('t2', async () => PAIR)).rejects.toBeInstanceOf(RefreshRefusedError);
  });

  it('answers a refresh token that is not rotated with its pair only while that access token lives, by the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const flights = new RefreshFlights();
      const unrotated = { access: jwt({ exp: Math.floor(Date.now() / 1000) + 3 }), refresh: 't3' };
      const again = { ...unrotated, access: jwt({ exp: Math.floor(Date.now() / 1000) + 6 }) };
      await expect(flights.run('t3', async () => unrotated)).resolves.toEqual(unrotated);
      await expect(flights.run('t3', async () => again)).resolves.toEqual(unrotated);
      // Past its access token, though the timer that forgets it has not fired: the same refresh token refreshes again.
      vi.setSystemTime(Date.now() + 3_100);
      await expect(flights.run('t3', async () => again)).resolves.toEqual(again);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the refresh lock across instances', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let client: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url }) as unknown as Redis;
    await client.connect();
  });
  afterAll(async () => {
    client?.destroy();
    await redis?.stop();
  });

  it("releases only its own lock: a holder whose lock lapsed does not open the door to a third refresh", async () => {
    // Three instances whose locks live 400 ms (no upstream timeout, a 400 ms spare).
    const [a, b, c] = [0, 1, 2].map(() => new RedisRefreshFlights(client, 0, 400));
    const first = manualRefreshes();
    const second = manualRefreshes();
    const third = manualRefreshes();

    const slow = a!.run('token', first.refresh);
    await sleep(50);
    expect(first.started).toHaveLength(1);
    await sleep(400); // a's lock lapsed while its refresh still runs
    const taken = b!.run('token', second.refresh);
    await sleep(50);
    expect(second.started).toHaveLength(1);

    first.started[0]!.reject(outage()); // a gives up and releases: b's lock must stay
    await expect(slow).rejects.toBeInstanceOf(LegacyError);
    const waiting = c!.run('token', third.refresh);
    await sleep(100);
    expect(third.started).toHaveLength(0);

    second.started[0]!.resolve(PAIR);
    await expect(taken).resolves.toEqual(PAIR);
    await expect(waiting).resolves.toEqual(PAIR);
    expect(third.started).toHaveLength(0);
  });
});
