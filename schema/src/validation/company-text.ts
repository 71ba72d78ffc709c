import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';
import { messages } from './messages';

/** Spec §9: company text fields (name, street, city, country, web page) take at most 130 characters. */
export const COMPANY_TEXT_MAX = 130;

/**
 * The pattern of company name, street and city (the spec names a pattern without giving it): letters of any
 * alphabet, digits, spaces and the punctuation of Polish company names and addresses (`Sp. z o.o.`, `„Smak” s.c.`,
 * `ul. 3 Maja 5/7`, `Al. Jana Pawła II 12 lok. 4`); at least one letter or digit; no markup characters.
 */
export const COMPANY_TEXT_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,;:'"„”“«»&/()+\-–—#@!?%*°]+$/u;

/** A required company text field: name, street, city. */
export const companyTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: messages.required, abort: true }),
    z.maxLength(COMPANY_TEXT_MAX, { message: accountMessages.maxChars(COMPANY_TEXT_MAX), abort: true }),
    z.regex(COMPANY_TEXT_PATTERN, accountMessages.invalidFormat),
  );

/** Spec §3, §5: the country is fixed to Polska. */
export const COUNTRY = 'Polska';
export const countrySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: messages.required, abort: true }),
    z.maxLength(COMPANY_TEXT_MAX, { message: accountMessages.maxChars(COMPANY_TEXT_MAX), abort: true }),
    z.refine((v) => v === COUNTRY, accountMessages.countryFixed),
  );

/** Optional web page, at most 130 characters; blank means none. */
export const webPageSchema = z.pipe(
  z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(COMPANY_TEXT_MAX, accountMessages.maxChars(COMPANY_TEXT_MAX))),
      z.transform((v: string) => v || null),
    ),
  ),
  z.transform((v: string | null | undefined) => v ?? null),
);
