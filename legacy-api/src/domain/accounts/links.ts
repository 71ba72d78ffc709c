import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

// Single-use links of the e-mails: activation and password reset.

/** 32 random bytes, URL-safe: unguessable and never sequential. */
const newToken = () => randomBytes(32).toString('base64url');

export function createActivation(db: Db, membershipId: number, kind: 'registration' | 'invitation'): string {
  const id = newToken();
  db.run('INSERT INTO activations (id, membership_id, kind, created_at, used_at) VALUES (?, ?, ?, ?, NULL)', [id, membershipId, kind, new Date().toISOString()]);
  return id;
}

export function createPasswordReset(db: Db, userId: number): string {
  const now = new Date().toISOString();
  // A new link replaces older unused ones.
  db.run('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [now, userId]);
  const id = newToken();
  db.run('INSERT INTO password_resets (id, user_id, created_at, used_at) VALUES (?, ?, ?, NULL)', [id, userId, now]);
  return id;
}

export const isExpired = (createdAt: string, ttlMs: number, now = Date.now()) => Date.parse(createdAt) + ttlMs <= now;
