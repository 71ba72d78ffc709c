import * as z from 'zod/mini';
import { emailSchema } from './email';
import { newPasswordPair } from './password';

/** `/reset_password`: the e-mail the link goes to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** `/reset_password/{id}`: the new password and its repeat. */
export const passwordResetSchema = newPasswordPair('password', 'passwordRepeat');

export type PasswordResetRequestValues = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetValues = z.input<typeof passwordResetSchema>;
