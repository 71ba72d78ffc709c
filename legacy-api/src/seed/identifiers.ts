import { nipCheckDigit, regonCheckDigit } from '../lib/checksums.js';
import type { Prng } from './prng.js';

/** A valid NIP (first digit not zero) not yet in `used`; it is added there. */
export function randomNip(prng: Prng, used: Set<string>): string {
  for (;;) {
    const first9 = String(prng.int(1, 9)) + prng.digits(8);
    const check = nipCheckDigit(first9);
    const nip = first9 + String(check);
    if (check !== null && !used.has(nip)) {
      used.add(nip);
      return nip;
    }
  }
}

/** A valid 9-digit REGON (not all zeros). */
export const randomRegon = (prng: Prng): string => {
  const first8 = prng.digits(8);
  return first8 === '00000000' ? randomRegon(prng) : first8 + String(regonCheckDigit(first8));
};

/** A Polish mobile number as the API stores it: +48 and nine digits. */
export const randomMobilePhone = (prng: Prng): string => `+48${prng.int(5, 8)}${prng.digits(8)}`;
