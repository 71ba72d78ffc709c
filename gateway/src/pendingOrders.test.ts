import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryPendingOrders, RedisPendingOrders, type PendingOrders } from './pendingOrders';
import type { Redis } from './redis';
import { startRedis, type RedisUnderTest } from './test/harness';

/** Both stores keep the same rules: duplicates wait, an administrator's other package replaces, an undo restores. */
let redis: RedisUnderTest;
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

const order = (pkg: 'BASIC' | 'PRO', by = 'Ewa Nowak') => ({ package: pkg, orderedAt: new Date().toISOString(), orderedBy: by });

describe.each([
  ['memory', () => new MemoryPendingOrders()],
  ['redis', () => new RedisPendingOrders(client)],
] as [string, () => PendingOrders][])('%s', (name, make) => {
  it('claims once, keeps the same package out, lets an administrator replace it with another and undoes that', async () => {
    const orders = make();
    const company = `c-${name}`;
    const first = order('BASIC');
    expect(await orders.claim(company, first, false)).toEqual({ placed: true, replaced: null });
    expect(await orders.claim(company, order('BASIC', 'Jan'), true)).toEqual({ placed: false, pending: first });
    expect(await orders.claim(company, order('PRO'), false)).toEqual({ placed: false, pending: first });
    const second = order('PRO', 'Jan');
    expect(await orders.claim(company, second, true)).toEqual({ placed: true, replaced: first });
    await orders.undo(company, second, first);
    expect(await orders.of(company)).toEqual(first);
    await orders.release(company);
    expect(await orders.of(company)).toBeNull();
  });
});
