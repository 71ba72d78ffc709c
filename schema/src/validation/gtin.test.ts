import { describe, expect, it } from 'vitest';
import { isOwnDatabaseGtin, isValidGtin, printedGtin, toGtin14 } from './gtin';

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

  it('pads to the 14 digits the catalogue keys on', () => {
    expect(toGtin14('5901234123457')).toBe('05901234123457');
    expect(toGtin14('96385074')).toBe('00000096385074');
    expect(toGtin14('05901234123457')).toBe('05901234123457');
  });

  it('tells the own database by prefix 590', () => {
    expect(isOwnDatabaseGtin(toGtin14('5901234123457'))).toBe(true);
    expect(isOwnDatabaseGtin(toGtin14('4006381333931'))).toBe(false);
  });

  it('shows a padded GTIN as printed: 13 digits for an EAN-13, 8 for an EAN-8, a real GTIN-14 whole', () => {
    expect(printedGtin('05901234123457')).toBe('5901234123457');
    expect(printedGtin('00036000291452')).toBe('0036000291452');
    expect(printedGtin('00000096385074')).toBe('96385074');
    expect(printedGtin('15901234123454')).toBe('15901234123454');
    expect(printedGtin('5901234123457')).toBe('5901234123457');
  });
});
