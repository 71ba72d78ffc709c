import type { Prng } from './prng.js';

export const DAY_MS = 86_400_000;

/** Dates that need not follow the clock (joins, activations) count back from here, so every run writes the same. */
export const REFERENCE_DATE = Date.UTC(2025, 0, 15, 9, 0, 0);

export const iso = (ms: number): string => new Date(ms).toISOString();

/** A moment `minDays`–`maxDays` days (and a random time of day) before the reference date. */
export const pastDate = (prng: Prng, minDays: number, maxDays: number): string =>
  iso(REFERENCE_DATE - prng.int(minDays, maxDays) * DAY_MS - prng.int(0, 86_399) * 1000);
