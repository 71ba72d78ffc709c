import type { Request } from 'express';
import session from 'express-session';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Redis } from '../redis';

/**
 * Where sessions live: Redis when configured (every instance shares them), else this process's memory.
 *
 * Four rules hold in both:
 * - Writes merge: a request writes back only what it changed, on top of what the store holds by then. A write is a
 *   compare-and-set against the entry as the request loaded it; when another request wrote meanwhile (a token refresh
 *   in another tab, on another instance), this request's changes are applied to that newer entry instead, so both
 *   survive (issue 29: a session change no longer writes back a refresh token the API has rotated away).
 * - An ended session stays ended: ending one leaves a marker for longer than any request runs, and a save never
 *   writes over it, so a request that was in flight during a logout cannot bring the session back.
 * - No entry outlives the session: the store keeps an entry until the session's absolute end (`endsAt`), and a
 *   session without remember-me at most for the idle timeout after its last use.
 * - Anonymous sessions (no login, e.g. a solved captcha) are bounded: each at most ANONYMOUS_MAX_BYTES, and in
 *   memory at most `ANON_SESSIONS_MAX` per instance, the least recently used going first (in Redis their TTL and
 *   size bound them; Redis's own `maxmemory` is the operator's).
 */

/** A session's JSON this large is refused if it holds no login (a captcha token is at most 8 KB). */
export const ANONYMOUS_MAX_BYTES = 10_240;
/** How long an ended session's id stays refused: far longer than a request may run (`REQUEST_DEADLINE_MS`). */
const ENDED_MS = 10 * 60_000;

/** A write lost its compare-and-set: the entry as it is now, to merge onto. */
interface Conflict {
  current: string;
}

/** A stored session and how long the store keeps it from now. */
interface Entry {
  json: string;
  ttlLeftMs: number;
}

interface Backend {
  get(sid: string): Promise<Entry | null>;
  /**
   * Writes the entry unless the session was ended (false then). With `expected` (the entry as the request loaded it),
   * only if the entry still is that, or is gone: else the entry as it is now.
   */
  set(sid: string, json: string, ttlMs: number, anonymous: boolean, expected: string | null): Promise<boolean | Conflict>;
  /** Moves an existing entry's expiry to `ttlMs` from now. */
  touch(sid: string, ttlMs: number): Promise<void>;
  end(sid: string): Promise<void>;
  exists(sid: string): Promise<boolean>;
}

/** The stored JSON a session was made from, kept on the object `get` hands express-session. */
const STORED = Symbol('stored session JSON');
/** Tries of a merging write before giving up (each lost try means another write landed in between). */
const MERGE_TRIES = 5;

/** `current` with the top-level fields that differ between `loaded` and `now` set (or removed) as in `now`. */
function merge(loaded: string, now: string, current: string): string {
  const [before, after, base] = [loaded, now, current].map((json) => JSON.parse(json) as Record<string, unknown>) as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (key in after) base[key] = after[key];
    else delete base[key];
  }
  return JSON.stringify(base);
}

/** How long the store keeps a session from now: up to its absolute end, and the idle timeout without remember-me. */
export function storeTtlMs(sess: Partial<session.SessionData>, idleMs: number, now = Date.now()): number {
  const left = (sess.endsAt ?? Number.POSITIVE_INFINITY) - now;
  return Math.ceil(sess.rememberMe && Number.isFinite(left) ? left : Math.min(idleMs, left));
}

/**
 * How far a session's expiry may fall behind its use before a read moves it: a minute, less for a short idle timeout.
 * A session then ends between its idle timeout and one step less after its last use.
 */
export const slideStepMs = (idleMs: number) => Math.min(60_000, idleMs / 10);

export class SessionStore extends session.Store {
  /** The JSON each request's session was loaded from (keyed by express-session's session object). */
  private readonly loaded = new WeakMap<object, string>();
  /** The last write of each session that this instance is writing now: the next one waits for it. */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(
    private readonly backend: Backend,
    private readonly idleMs: number,
    private readonly logger: Logger,
  ) {
    super();
  }

  /**
   * Reading a session is using it, so its idle timeout starts again here. The store has no `touch`: with one,
   * express-session holds back the end of every answer until the touch is done, and sends the answer in two writes.
   * The entry's expiry moves only once it has fallen behind by a step (`slideStepMs`): a session in use costs one
   * store write a minute rather than one per request, which with Redis is a round trip (issue 30). The slide is not
   * awaited; a failed one is logged (the session then ends its idle timeout after the previous use).
   */
  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.backend
      .get(sid)
      .then((entry) => {
        if (entry === null) return null;
        const sess = JSON.parse(entry.json) as session.SessionData;
        Object.defineProperty(sess, STORED, { value: entry.json });
        const ttlMs = storeTtlMs(sess, this.idleMs);
        if (ttlMs > 0 && ttlMs - entry.ttlLeftMs >= slideStepMs(this.idleMs)) {
          this.backend.touch(sid, ttlMs).catch((error: unknown) => this.logger.warn({ err: error }, 'session idle timeout not extended'));
        }
        return sess;
      })
      .then((sess) => callback(null, sess), callback);
  }

  /** express-session makes the request's session object here from what `get` found: remembers what that was. */
  override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
    const stored = (sess as { [STORED]?: string })[STORED];
    const made = super.createSession(req, sess);
    if (stored !== undefined) this.loaded.set(made, stored);
    return made;
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const done = callback ?? (() => undefined);
    const ttlMs = storeTtlMs(sess, this.idleMs);
    if (ttlMs <= 0) return void this.backend.end(sid).then(() => done(), done);
    const json = JSON.stringify(sess);
    const anonymous = !sess.auth;
    if (anonymous && Buffer.byteLength(json) > ANONYMOUS_MAX_BYTES) {
      this.logger.warn({ bytes: Buffer.byteLength(json) }, 'anonymous session too large: not kept');
      return done();
    }
    this.write(sid, sess, json, ttlMs, anonymous).then(() => done(), done);
  }

  /**
   * One session's writes from this instance go one after another. Concurrent requests of one person (a flood of tabs,
   * a page's parallel queries after the account was read again) would otherwise each lose the compare-and-set to the
   * others, try by try, until some gave up.
   */
  private write(sid: string, sess: session.SessionData, json: string, ttlMs: number, anonymous: boolean): Promise<void> {
    const previous = this.writing.get(sid);
    const attempt = () => this.writeOnce(sid, sess, json, ttlMs, anonymous);
    const mine = previous ? previous.then(attempt) : attempt();
    const settled = mine.catch(() => undefined);
    this.writing.set(sid, settled);
    void settled.then(() => {
      if (this.writing.get(sid) === settled) this.writing.delete(sid);
    });
    return mine;
  }

  /** Compare-and-set against the entry as loaded; on a conflict, this request's changes merged onto the newer entry. */
  private async writeOnce(sid: string, sess: session.SessionData, json: string, ttlMs: number, anonymous: boolean): Promise<void> {
    const loaded = this.loaded.get(sess) ?? null;
    let expected = loaded;
    let next = json;
    for (let tries = 0; tries < MERGE_TRIES; tries++) {
      const outcome = await this.backend.set(sid, next, ttlMs, anonymous, expected);
      if (typeof outcome === 'boolean') {
        // A second save in the same request compares against what this one wrote.
        if (outcome) this.loaded.set(sess, next);
        return;
      }
      expected = outcome.current;
      next = merge(loaded!, json, outcome.current);
    }
    throw new Error('session write kept conflicting');
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    const done = callback ?? (() => undefined);
    this.backend.end(sid).then(() => done(), done);
  }

  /** False once the session has ended (logout, refused refresh, lifetime) on any instance. */
  exists(sid: string): Promise<boolean> {
    return this.backend.exists(sid);
  }
}

/** Per-process store: plain maps, so "write unless ended" is one synchronous step. */
export class MemoryBackend implements Backend {
  private readonly members = new Map<string, { json: string; expiresAt: number }>();
  /** Anonymous sessions in least-recently-used order (a Map keeps insertion order). */
  private readonly visitors = new Map<string, { json: string; expiresAt: number }>();
  private readonly ended = new Map<string, number>();

  constructor(private readonly maxAnonymous: number) {
    setInterval(() => this.prune(), 60_000).unref();
  }

  async get(sid: string) {
    const entry = this.members.get(sid) ?? this.visitors.get(sid);
    const ttlLeftMs = (entry?.expiresAt ?? 0) - Date.now();
    return entry && ttlLeftMs > 0 ? { json: entry.json, ttlLeftMs } : null;
  }

  async set(sid: string, json: string, ttlMs: number, anonymous: boolean, expected: string | null) {
    if ((this.ended.get(sid) ?? 0) > Date.now()) return false;
    const current = this.current(sid);
    if (expected !== null && current !== null && current !== expected) return { current };
    this.members.delete(sid);
    this.visitors.delete(sid);
    (anonymous ? this.visitors : this.members).set(sid, { json, expiresAt: Date.now() + ttlMs });
    if (this.visitors.size > this.maxAnonymous) this.visitors.delete(this.visitors.keys().next().value!);
    return true;
  }

  async touch(sid: string, ttlMs: number) {
    const visitor = this.visitors.get(sid);
    if (visitor) {
      // Used again: to the back of the eviction queue.
      this.visitors.delete(sid);
      this.visitors.set(sid, visitor);
    }
    const entry = visitor ?? this.members.get(sid);
    if (entry && entry.expiresAt > Date.now()) entry.expiresAt = Date.now() + ttlMs;
  }

  async end(sid: string) {
    this.members.delete(sid);
    this.visitors.delete(sid);
    this.ended.set(sid, Date.now() + ENDED_MS);
  }

  async exists(sid: string) {
    return this.current(sid) !== null;
  }

  private current(sid: string): string | null {
    const entry = this.members.get(sid) ?? this.visitors.get(sid);
    return entry && entry.expiresAt > Date.now() ? entry.json : null;
  }

  private prune() {
    const now = Date.now();
    for (const entries of [this.members, this.visitors]) {
      for (const [sid, entry] of entries) if (entry.expiresAt <= now) entries.delete(sid);
    }
    for (const [sid, until] of this.ended) if (until <= now) this.ended.delete(sid);
  }
}

/**
 * Writes an entry unless its session has ended (the marker key exists), atomically; with an expected entry (ARGV[3],
 * empty for none) only if the entry still is that or is gone, else answers the entry as it is.
 */
const SET_UNLESS_ENDED = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if ARGV[3] ~= '' then
  local current = redis.call('GET', KEYS[1])
  if current and current ~= ARGV[3] then return current end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Shared store: `sess:<id>` holds the session, `sess-ended:<id>` marks an ended one. */
export class RedisBackend implements Backend {
  constructor(private readonly redis: Redis) {}

  /** The entry and its time to live, asked together: one round trip (the client pipelines what one tick sends). */
  async get(sid: string) {
    const [json, ttlLeftMs] = await Promise.all([this.redis.get(`sess:${sid}`), this.redis.pTTL(`sess:${sid}`)]);
    return json === null ? null : { json, ttlLeftMs };
  }

  async set(sid: string, json: string, ttlMs: number, _anonymous: boolean, expected: string | null) {
    const written = await this.redis.eval(SET_UNLESS_ENDED, { keys: [`sess:${sid}`, `sess-ended:${sid}`], arguments: [json, String(ttlMs), expected ?? ''] });
    return typeof written === 'string' ? { current: written } : written === 1;
  }

  async touch(sid: string, ttlMs: number) {
    await this.redis.pExpire(`sess:${sid}`, ttlMs);
  }

  async end(sid: string) {
    await this.redis.multi().del(`sess:${sid}`).set(`sess-ended:${sid}`, '1', { PX: ENDED_MS }).exec();
  }

  async exists(sid: string) {
    return (await this.redis.exists(`sess:${sid}`)) === 1;
  }
}

export function createSessionStore(config: Config, redis: Redis | null, logger: Logger): SessionStore {
  const backend = redis ? new RedisBackend(redis) : new MemoryBackend(config.session.maxAnonymous);
  return new SessionStore(backend, config.session.idleMs, logger);
}
