import * as z from 'zod/mini';
import { messages } from './messages';

/** Product-file verification (spec member-side §2 "My products and upload", §4, §5 Upload, §8, §9). */

/** §5/§9: at most 50 000 000 bytes; csv, xls or xlsx. */
export const VERIFICATION_UPLOAD = {
  maxBytes: 50_000_000,
  extensions: ['.csv', '.xls', '.xlsx'],
} as const;

/** §9: result files can be downloaded for 30 days. */
export const RESULT_RETENTION_DAYS = 30;

/** How often the web asks again while a file is new or processing. */
export const VERIFICATION_POLL_MS = 3_000;

export const verificationMessages = {
  tooLarge: 'Plik jest zbyt duży – limit 50MB',
  badFormat: 'Niewłaściwy format pliku',
  noActiveMembership: 'Dostęp mają tylko użytkownicy z aktywnym członkostwem w firmie',
  limitExhausted: 'Limit weryfikacji w Twoim pakiecie został wyczerpany',
  fileInProcess: 'Poprzedni plik jest jeszcze przetwarzany. Kolejny plik można wysłać po zakończeniu jego weryfikacji.',
  uploadFailed: 'Błąd podczas wysyłania pliku, prosimy spróbować później',
  uploaded: 'Plik został przesłany do weryfikacji. Powiadomimy Cię e-mailem, gdy wynik będzie gotowy.',
  connectionLost: 'Połączenie zostało przerwane. Plik nie został przyjęty – wyślij go ponownie.',
  cancelled: 'Wysyłanie przerwane. Plik nie został przyjęty.',
  linkExpired: 'Link wygasł',
  notReady: 'Plik nie jest jeszcze gotowy',
} as const;

export const hasVerificationExtension = (name: string) => VERIFICATION_UPLOAD.extensions.some((ext) => name.toLowerCase().endsWith(ext));

/** The upload form: a csv/xls/xlsx file of at most 50 MB and an optional comment. */
export const verificationUploadSchema = z.object({
  file: z
    .custom<File | null>()
    .check(
      z.refine((file) => !!file, messages.required),
      z.refine((file) => !file || hasVerificationExtension(file.name), verificationMessages.badFormat),
      z.refine((file) => !file || file.size <= VERIFICATION_UPLOAD.maxBytes, verificationMessages.tooLarge),
    ),
  description: z.string().check(z.trim(), z.maxLength(1000, 'Maksymalna ilość znaków to 1000')),
});
export type VerificationUploadValues = z.input<typeof verificationUploadSchema>;
