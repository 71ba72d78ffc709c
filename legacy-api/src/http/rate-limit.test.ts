import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit.js';

describe('SlidingWindowLimiter', () => {
  it('frees a slot when the oldest counted hit leaves the window, and says when', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(3, 10_000, () => now);
    for (const t of [0, 2_000, 4_000]) {
      now = 1_000_000 + t;
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.record('a');
    }
    now = 1_000_000 + 5_000;
    expect(limiter.retryAfterSeconds('a')).toBe(5); // first hit leaves at +10 s
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    now = 1_000_000 + 10_001;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBe(2); // next to leave: the +2 s hit, at +12 s
  });
});
