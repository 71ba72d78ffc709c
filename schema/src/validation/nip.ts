import * as z from 'zod/mini';
import { messages } from './messages';

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Spec §5: 10 digits, the first not zero, weights 6,5,7,2,3,4,5,6,7 mod 11 equal the last digit (10 is never valid). */
export function isValidNip(nip: string): boolean {
  if (!/^[1-9]\d{9}$/.test(nip)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(nip[i]), 0);
  return sum % 11 === Number(nip[9]);
}

/** A NIP as typed or printed (525-000-00-00, 525 000 00 00) to its ten digits. */
export const nipDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The NIP field of a company: required; dashes and spaces of the printed form removed. */
export const nipSchema = z.pipe(
  z.pipe(z.string(), z.transform(nipDigits)),
  z.string().check(z.minLength(1, { message: messages.required, abort: true }), z.refine(isValidNip, messages.invalidNip)),
);

/** Spec §5 "NIP filter": only letters, digits, underscore and hyphen (ASCII, as the upstream's filter takes them). */
export const NIP_FILTER_PATTERN = /^[A-Za-z0-9_-]*$/;

/**
 * Digits alone are a Polish NIP, which has 10 (a search for '123' finds nothing, and says so before asking); letters
 * mean a tax number of another form, which the spec's filter rule lets through.
 */
const nipLength = (v: string) => !/^\d+$/.test(v) || v.length === 10;

/** A search's optional NIP filter (the catalogue's, the database download's): blank is none, dashes removed. */
export const nipFilterSchema = z.optional(
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(NIP_FILTER_PATTERN, messages.invalidNip)),
      z.transform((v: string) => v.replaceAll('-', '')),
    ),
    z.pipe(
      z.string().check(z.refine(nipLength, messages.invalidNip)),
      z.transform((v: string) => v || undefined),
    ),
  ),
);
