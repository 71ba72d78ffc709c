import type { Db } from '../../db/database.js';

/** GTINs a company may verify per calendar year, by package (admin-side §9); null = no limit. */
export const VERIFICATION_LIMITS: Record<string, number | null> = {
  free: 1_000,
  basic: 5_000,
  yearly_limited: 1_500_000,
  yearly_unlimited: null,
};

export interface VerificationUsage {
  /** GTINs verified this year while on the free package. */
  freeVerified: number;
  /** GTINs verified this year on a paid package. */
  verified: number;
}

const currentYear = (now = new Date()) => now.getUTCFullYear();

/** The company's counters for the current calendar year (the subscription details' freeVerified / verified). */
export function verificationUsage(db: Db, companyId: number, now = new Date()): VerificationUsage {
  const row = db.get<{ free_verified: number; verified: number }>('SELECT free_verified, verified FROM verification_usage WHERE company_id = ? AND year = ?', [
    companyId,
    currentYear(now),
  ]);
  return { freeVerified: Number(row?.free_verified ?? 0), verified: Number(row?.verified ?? 0) };
}

const subscriptionOf = (db: Db, companyId: number): string =>
  db.get<{ subscription: string }>('SELECT subscription FROM companies WHERE id = ?', [companyId])?.subscription ?? 'free';

/** GTINs the company may still verify this year (Infinity on the unlimited package). */
export function remainingVerifications(db: Db, companyId: number, now = new Date()): number {
  const subscription = subscriptionOf(db, companyId);
  const limit = VERIFICATION_LIMITS[subscription] ?? VERIFICATION_LIMITS.free!;
  if (limit === null) return Infinity;
  const usage = verificationUsage(db, companyId, now);
  return Math.max(0, limit - (subscription === 'free' ? usage.freeVerified : usage.verified));
}

/** Counts `count` verified GTINs on the counter of the company's package. */
export function addVerified(db: Db, companyId: number, count: number, now = new Date()): void {
  if (count <= 0) return;
  const column = subscriptionOf(db, companyId) === 'free' ? 'free_verified' : 'verified';
  db.run(
    `INSERT INTO verification_usage (company_id, year, ${column}) VALUES (?, ?, ?)
     ON CONFLICT (company_id, year) DO UPDATE SET ${column} = ${column} + excluded.${column}`,
    [companyId, currentYear(now), count],
  );
}
