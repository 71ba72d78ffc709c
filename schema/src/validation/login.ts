import * as z from 'zod/mini';
import { emailSchema } from './email';
import { messages } from './messages';

/** Login form: the password is only required here; its strength rules apply when it is set. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, messages.required)),
  rememberMe: z.boolean(),
  /** The membership chosen at the last sign-in on this device (the spec's `activeId`). */
  activeMembershipId: z.optional(z.nullable(z.string())),
});

export type LoginValues = z.input<typeof loginSchema>;
