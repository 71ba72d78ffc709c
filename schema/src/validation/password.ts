import * as z from 'zod/mini';
import { messages } from './messages';

/** Spec §5: at least 8 characters, a lower- and an upper-case letter, and a digit or a special character. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}]/u.test(password);
}

/** A new password (never trimmed: spaces are characters of it). */
export const newPasswordSchema = z.string().check(z.minLength(1, { message: messages.required, abort: true }), z.refine(isStrongPassword, messages.invalidPassword));

/**
 * A new password and its repeat: both follow the rule, and the repeat must equal the password ('Hasła muszą być
 * takie same' on the repeat field).
 */
export function newPasswordPair<P extends string, R extends string>(password: P, repeat: R) {
  return z.object({ [password]: newPasswordSchema, [repeat]: newPasswordSchema } as Record<P | R, typeof newPasswordSchema>).check(
    z.refine(
      (values) => {
        const { [password]: first, [repeat]: second } = values as Record<string, string>;
        // A repeat that breaks the rule already says so; only a valid repeat is compared.
        return !isStrongPassword(second ?? '') || first === second;
      },
      {
        message: messages.passwordsDiffer,
        path: [repeat],
      },
    ),
  );
}
