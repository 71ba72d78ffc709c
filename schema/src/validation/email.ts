import * as z from 'zod/mini';
import { messages } from './messages';

/** E-mail as the spec wants it: required, valid format, lower-cased on input. */
export const emailSchema = z.pipe(z.string().check(z.trim(), z.minLength(1, messages.required), z.toLowerCase()), z.email({ message: messages.invalidEmail }));
