import * as z from 'zod/mini';
import { accountMessages } from './accounts-messages';

/** Why the company registers (spec §2 wizard): the contract's values, the provider's keys and the Polish labels. */
export const REGISTRATION_PURPOSES = {
  CHECK_SINGLE_GTIN: { key: 'checkSingleGtin', label: 'Sprawdzanie pojedynczych numerów GTIN' },
  CHECK_MULTIPLE_GTINS: { key: 'checkMultipleGtins', label: 'Sprawdzanie wielu numerów GTIN z pliku' },
  USE_SEARCH: { key: 'useSearch', label: 'Korzystanie z wyszukiwarki katalogu' },
  DOWNLOAD_DATABASE: { key: 'downloadDatabase', label: 'Pobieranie bazy danych' },
  CHECK_MY_GTINS: { key: 'checkMyGtins', label: 'Weryfikacja własnych numerów GTIN' },
  GENERATE_CODE_QR: { key: 'generateCodeQR', label: 'Generowanie kodów 2D (QR, DataMatrix)' },
} as const;

export type RegistrationPurpose = keyof typeof REGISTRATION_PURPOSES;

const PURPOSE_VALUES = Object.keys(REGISTRATION_PURPOSES) as [RegistrationPurpose, ...RegistrationPurpose[]];

/** At least one purpose ticked; repeats collapse. */
export const registrationPurposesSchema = z
  .pipe(
    z.array(z.enum(PURPOSE_VALUES)),
    z.transform((purposes: RegistrationPurpose[]) => [...new Set(purposes)]),
  )
  .check(z.refine((purposes) => purposes.length > 0, accountMessages.purposesRequired));

/** The provider's `registrationPurposes` object: every key, true for the ticked ones. */
export function purposesBody(purposes: readonly RegistrationPurpose[]): Record<string, boolean> {
  return Object.fromEntries(PURPOSE_VALUES.map((p) => [REGISTRATION_PURPOSES[p].key, purposes.includes(p)]));
}
