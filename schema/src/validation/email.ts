import { z } from 'zod';
import { messages } from './messages';

/** E-mail as the spec wants it: required, valid format, lower-cased on input. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.required)
  .toLowerCase()
  .pipe(z.email({ message: messages.invalidEmail }));
