import type { Redis } from './redis';

/** Public, slow-changing upstream data (counters, category tree), kept for a short time. */
export interface TtlCache {
  /** The value under `key`, loading it on a miss; a loaded value is kept only when `keep` says so (not a refusal). */
  get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
}

const always = () => true;

/** Per-instance cache; concurrent misses share one load. */
export class MemoryCache implements TtlCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = always): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: Date.now() + this.ttlMs, value });
    const forget = () => this.entries.get(key)?.value === value && this.entries.delete(key);
    value.then((result) => keep(result) || forget(), forget);
    return value;
  }
}

/**
 * Shared by every gateway instance: one upstream load per key and period for the whole deployment. While Redis does
 * not answer, this instance's memory serves instead (`fallback`).
 */
export class RedisCache implements TtlCache {
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly fallback: MemoryCache;

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
  ) {
    this.fallback = new MemoryCache(ttlMs);
  }

  async get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = always): Promise<T> {
    let stored: string | null;
    try {
      stored = await this.redis.get(`cache:${key}`);
    } catch {
      return this.fallback.get(key, load, keep);
    }
    if (stored !== null) return JSON.parse(stored) as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const value = load().then(async (result) => {
      // A value that could not be shared is still this answer's.
      if (keep(result)) await this.redis.set(`cache:${key}`, JSON.stringify(result), { PX: this.ttlMs }).catch(() => undefined);
      return result;
    });
    this.loading.set(key, value);
    value.then(
      () => this.loading.delete(key),
      () => this.loading.delete(key),
    );
    return value;
  }
}
