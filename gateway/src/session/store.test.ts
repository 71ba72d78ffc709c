import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import type { SessionData } from 'express-session';
import { pino } from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../test/harness';
import { ANONYMOUS_MAX_BYTES, MemoryBackend, RedisBackend, SessionStore, storeTtlMs } from './store';

const IDLE = 60_000;
const cookie = { originalMaxAge: null } as SessionData['cookie'];
const member = (extra: Partial<SessionData> = {}) => ({ cookie, auth: { access: 'a' }, endsAt: Date.now() + 3_600_000, ...extra }) as SessionData;
const visitor = (token = 'solved') => ({ cookie, captcha: { token, expiresAt: Date.now() + 86_400_000 } }) as SessionData;

/** The callback store API as promises. */
const storeOf = (backend: MemoryBackend | RedisBackend, idleMs = IDLE) => {
  const store = new SessionStore(backend, idleMs, pino({ level: 'silent' }));
  return {
    get: (sid: string) => new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s)))),
    set: (sid: string, sess: SessionData) => new Promise<void>((resolve, reject) => store.set(sid, sess, (err) => (err ? reject(err) : resolve()))),
    destroy: (sid: string) => new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve()))),
    /** The session as a request loads it: what it then saves is written onto what it loaded. */
    async load(sid: string): Promise<SessionData> {
      const found = await new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
      return store.createSession({ sessionID: sid } as Request, found!);
    },
  };
};

describe('storeTtlMs', () => {
  const now = 1_000_000;
  it.each([
    ['a remember-me session: until its end, however long', { rememberMe: true, endsAt: now + 30 * 86_400_000 }, 30 * 86_400_000],
    ['without remember-me: the idle timeout', { rememberMe: false, endsAt: now + 3_600_000 }, IDLE],
    ['without remember-me, close to its end: what is left', { rememberMe: false, endsAt: now + 5_000 }, 5_000],
    ['past its end: nothing', { rememberMe: true, endsAt: now - 1 }, -1],
    ['a visitor with nothing but a cookie: the idle timeout', {}, IDLE],
  ])('%s', (_what, sess, expected) => {
    expect(storeTtlMs(sess as Partial<SessionData>, IDLE, now)).toBe(expected);
  });
});

describe.each(['memory', 'redis'] as const)('the %s store', (kind) => {
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  let client: ReturnType<typeof createClient> | null = null;
  let backend: MemoryBackend | RedisBackend;
  let store: ReturnType<typeof storeOf>;

  beforeAll(async () => {
    if (kind === 'redis') {
      redis = await startRedis();
      client = createClient({ url: redis.url });
      await client.connect();
    }
    backend = client ? new RedisBackend(client as never) : new MemoryBackend(3);
    store = storeOf(backend);
  });
  afterAll(async () => {
    client?.destroy();
    await redis?.stop();
  });

  it('never writes an ended session back', async () => {
    await store.set('ended', member());
    await store.destroy('ended');
    await store.set('ended', member());
    expect(await store.get('ended')).toBeNull();
  });

  it('fifty requests that loaded one session and each change it all land, none lost (a tab flood, issue 30)', async () => {
    await store.set('busy', member());
    const requests = await Promise.all(Array.from({ length: 50 }, () => store.load('busy')));
    // Each changes the key they all change (the account as read again) and one of its own.
    await Promise.all(
      requests.map((sess, i) => {
        Object.assign(sess, { account: { userId: '3', memberships: [], loadedAt: i }, [`own${i}`]: i });
        return store.set('busy', sess);
      }),
    );
    const kept = (await store.get('busy')) as unknown as Record<string, unknown>;
    for (let i = 0; i < 50; i++) expect(kept[`own${i}`]).toBe(i);
    expect(kept.auth).toEqual({ access: 'a' });
  });

  it('does not keep an anonymous session larger than ANONYMOUS_MAX_BYTES', async () => {
    await store.set('huge', visitor('x'.repeat(ANONYMOUS_MAX_BYTES)));
    expect(await store.get('huge')).toBeNull();
    await store.set('fits', visitor('x'.repeat(8_192)));
    expect(await store.get('fits')).not.toBeNull();
  });

  it('drops a session that has reached its end', async () => {
    await store.set('over', member({ endsAt: Date.now() + 50 }));
    expect(await store.get('over')).not.toBeNull();
    await sleep(80);
    expect(await store.get('over')).toBeNull();
  });

  it('keeps a session in use past its idle timeout and ends one left idle', async () => {
    const idle = storeOf(backend, 400);
    await idle.set('in-use', member());
    // Read every 150 ms for 600 ms: each read starts the 400 ms again.
    for (let i = 0; i < 4; i++) {
      await sleep(150);
      expect(await idle.get('in-use')).not.toBeNull();
    }
    await sleep(600);
    expect(await idle.get('in-use')).toBeNull();
  });

  it('moves the expiry of a session in use once it has fallen a step behind, not on every read', async () => {
    // Idle 10 s: a step is 1 s.
    const idle = storeOf(backend, 10_000);
    await idle.set('sliding', member());
    await sleep(100);
    await idle.get('sliding');
    await sleep(20);
    expect((await backend.get('sliding'))!.ttlLeftMs).toBeLessThanOrEqual(9_900);
    await sleep(1_000);
    await idle.get('sliding');
    await sleep(20);
    expect((await backend.get('sliding'))!.ttlLeftMs).toBeGreaterThan(9_900);
  });
});

describe('the memory store under a flood of visitors', () => {
  it('keeps the most recent ANON_SESSIONS_MAX visitors and every member', async () => {
    const store = storeOf(new MemoryBackend(3));
    await store.set('member', member());
    for (const sid of ['v1', 'v2', 'v3', 'v4', 'v5']) await store.set(sid, visitor());
    const kept = await Promise.all(['member', 'v1', 'v2', 'v3', 'v4', 'v5'].map(async (sid) => (await store.get(sid)) !== null));
    expect(kept).toEqual([true, false, false, true, true, true]);
  });
});
