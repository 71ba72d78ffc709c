import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';
import { messages } from './messages';

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/** Spec §5: 9 or 14 digits, not all zeros, weighted sum mod 11 (10 counts as 0) equals the last digit. */
export function isValidRegon(regon: string): boolean {
  if (!/^(\d{9}|\d{14})$/.test(regon) || /^0+$/.test(regon)) return false;
  const weights = regon.length === 9 ? REGON9_WEIGHTS : REGON14_WEIGHTS;
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(regon[i]), 0);
  return (sum % 11) % 10 === Number(regon.at(-1));
}

/** The REGON field: required, spaces of a pasted number ignored. */
export const regonSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.replace(/\s/g, '')),
  ),
  z.string().check(z.minLength(1, { message: messages.required, abort: true }), z.refine(isValidRegon, accountMessages.invalidRegon)),
);
