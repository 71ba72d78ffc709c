import { describe, expect, it } from 'vitest';
import { gtinSchema, isOwnDatabaseGtin, isValidGtin, toGtin14 } from './gtin';

describe('GTIN rule', () => {
  it.each(['5901234123457', '4006381333931', '96385074', '036000291452', '05901234123457'])('accepts %s', (gtin) => {
    expect(isValidGtin(gtin)).toBe(true);
  });

  it.each([
    ['5901234123458', 'wrong check digit'],
    ['590123412345', 'wrong length 12 with bad digit'],
    ['59012341234', 'length 11'],
    ['59012341234a7', 'letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (gtin) => {
    expect(isValidGtin(gtin)).toBe(false);
  });

  it('pads to 14 digits and reports the Polish message', () => {
    expect(gtinSchema.parse(' 5901234123457 ')).toBe('05901234123457');
    const result = gtinSchema.safeParse('5901234123458');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('To nie jest numer GTIN');
  });

  it('tells the own database by prefix 590', () => {
    expect(isOwnDatabaseGtin(toGtin14('5901234123457'))).toBe(true);
    expect(isOwnDatabaseGtin(toGtin14('4006381333931'))).toBe(false);
  });
});
