import * as z from 'zod/mini';
import { messages } from './messages';
import { newPasswordPair } from './password';

/** Spec §5 "Change password": the current one is only required; the new one and its repeat follow the rule and match. */
export const changePasswordSchema = z.intersection(
  z.object({ oldPassword: z.string().check(z.minLength(1, { message: messages.required, abort: true })) }),
  newPasswordPair('newPassword', 'newPasswordRepeat'),
);

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;
