import type { Request, RequestHandler } from 'express';
import { detail } from './errors.js';
/** A rolling-window counter per key (client IP or user): `limit` hits per `windowMs`. Kept in memory. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private live(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until a slot frees up, or 0 when the key may go on. */
  retryAfterSeconds(key: string): number {
    const list = this.live(key);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit] ?? list[0] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Hits the key has left in the window. */
  remaining(key: string): number {
    return Math.max(0, this.limit - this.live(key).length);
  }

  record(key: string): void {
    const list = this.live(key);
    list.push(this.now());
    this.hits.set(key, list);
  }

  reset(): void {
    this.hits.clear();
  }
}

/**
 * DRF's AnonRateThrottle on the anonymous accounts operations: over the address's budget, a 429 with `Retry-After`
 * and DRF's detail, before the operation reads its body.
 */
export function throttled(limiter: SlidingWindowLimiter, ip: (req: Request) => string): RequestHandler {
  return (req, _res, next) => {
    const key = `ip:${ip(req)}`;
    const wait = limiter.retryAfterSeconds(key);
    if (wait > 0) return next(detail(429, `Request was throttled. Expected available in ${wait} seconds.`, {}, { 'Retry-After': String(wait) }));
    limiter.record(key);
    next();
  };
}
