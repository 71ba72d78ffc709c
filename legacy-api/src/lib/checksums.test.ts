import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidGtin, isValidGtin14, isValidNip, isValidRegon, toGtin14 } from './checksums.js';

describe('check digits', () => {
  it('accepts known-good GTINs and rejects a changed check digit', () => {
    expect(isValidGtin('5901234123457')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin14(toGtin14('5901234123457'))).toBe(true);
    expect(isValidGtin('5901234123458')).toBe(false);
    expect(isValidGtin14('5901234123457')).toBe(false);
    expect(gs1CheckDigit('590123412345')).toBe(7);
  });
  it('validates NIP and REGON with their weights', () => {
    expect(isValidNip('5261040828')).toBe(true);
    expect(isValidNip('5261040829')).toBe(false);
    expect(isValidNip('0261040828')).toBe(false);
    expect(isValidRegon('012100784')).toBe(true);
    expect(isValidRegon('012100785')).toBe(false);
    expect(isValidRegon('000000000')).toBe(false);
  });
});
