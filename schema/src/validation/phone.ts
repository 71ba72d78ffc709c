import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';

/** The input mask of the phone field (spec §5, §9): `+00 000-000-000`, prefilled with `+48`. */
export const PHONE_MASK = '+00 000-000-000';
export const PHONE_DEFAULT_PREFIX = '+48';

/** Spec §5: a Polish mobile number, `+48` and nine digits; the mask's spaces and dashes are removed. */
export const phoneSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.replace(/[\s-]/g, '')),
  ),
  z
    .string()
    .check(
      z.refine((v) => v !== '' && v !== PHONE_DEFAULT_PREFIX, accountMessages.phoneRequired),
      z.refine((v) => v === '' || v === PHONE_DEFAULT_PREFIX || /^\+48\d{9}$/.test(v), accountMessages.invalidPhone),
    ),
);

/** `+48600700800` → `+48 600-700-800`, as the mask shows it. */
export function formatPhone(phone: string): string {
  const match = /^(\+\d{2})(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
