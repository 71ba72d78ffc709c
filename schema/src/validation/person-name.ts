import { z } from 'zod';
import { accountMessages } from './accounts-messages';
import { messages } from './messages';

export const NAME_MAX = 50;

/** First or last name (spec §5): required, 2–50 characters, not only digits or special characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, { message: messages.required, abort: true })
  .min(2, { message: accountMessages.nameLength, abort: true })
  .max(NAME_MAX, { message: accountMessages.nameLength, abort: true })
  .regex(/\p{L}/u, accountMessages.nameOnlyDigitsOrSpecials);
