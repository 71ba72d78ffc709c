import { isValidNip, isValidRegon } from '../../lib/checksums.js';
import { ACCOUNT_MESSAGES } from './messages.js';

// Field rules of spec member-side §5 that registration, activation and user data share.

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Spec §5: min 8 characters, a lowercase and an uppercase letter, a digit or a special character. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}]/u.test(password);
}

/** Spec §5: 2–50 characters, not only digits and special characters. Null when fine. */
export function nameError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length < 2 || trimmed.length > 50) return ACCOUNT_MESSAGES.nameLength;
  if (!/\p{L}/u.test(trimmed)) return ACCOUNT_MESSAGES.nameChars;
  return null;
}

/** '+48' and nine digits; spaces and dashes of the input mask are removed first. */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\+48\d{9}$/.test(compact) ? compact : null;
}

export const regonError = (regon: string) => (isValidRegon(regon) ? null : ACCOUNT_MESSAGES.badRegon);
export const nipError = (nip: string) => (isValidNip(nip) ? null : ACCOUNT_MESSAGES.badNip);
export const cleanNip = (nip: string) => nip.replace(/[-\s]/g, '');
