/**
 * A small TTL cache for public, slow-changing upstream data (counters). Concurrent misses share one load.
 * In-memory per instance; with several instances each keeps its own short-lived copy.
 */
export class TtlCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: Date.now() + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
