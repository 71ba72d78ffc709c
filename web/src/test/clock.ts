import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes the clock for the timers started from now on (setTimeout and Date), so a test about timing (debounce,
 * blink, fade, a message's lifetime, a token's expiry) moves time itself instead of waiting for it. React keeps its
 * own scheduling.
 */
export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Testing Library moves a fake clock only when it sees Jest's (testing-library/react-testing-library#1197);
  // otherwise its async helpers and user-event wait forever on a setTimeout that never fires.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Back to real time (after each test too, in setup.ts), once the timing under test has been checked. */
export function realClock(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

/** Lets what is under way (renders, effects, answers, zero-delay timers) happen without the clock moving. */
async function settle(): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(0);
  });
}

/** Lets `ms` pass on the fake clock: what was under way first, then the timers due, then what they started. */
export async function elapse(ms: number): Promise<void> {
  await settle();
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
}

/** For userEvent.setup: its pauses between steps use setTimeout, which must move under a fake clock. */
export function advanceTimers(ms: number): void {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
}
