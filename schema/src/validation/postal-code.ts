import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';
import { messages } from './messages';

/** Spec §5, §9: a Polish postal code with the mask 00-000. */
export const postalCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { message: messages.required, abort: true }), z.regex(/^\d{2}-\d{3}$/, accountMessages.invalidFormat));
