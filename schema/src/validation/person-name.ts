import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';
import { messages } from './messages';

export const NAME_MAX = 50;

/** First or last name (spec §5): required, 2–50 characters, not only digits or special characters. */
export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: messages.required, abort: true }),
    z.minLength(2, { message: accountMessages.nameLength, abort: true }),
    z.maxLength(NAME_MAX, { message: accountMessages.nameLength, abort: true }),
    z.regex(/\p{L}/u, accountMessages.nameOnlyDigitsOrSpecials),
  );
