import { describe, expect, it } from 'vitest';
import { isValidRegon, regonSchema } from './regon';

describe('REGON rule', () => {
  // Published REGONs: Ministerstwo Finansów, PKO Bank Polski, Orange Polska, KGHM Polska Miedź, PKN Orlen,
  // CD Projekt, Allegro.pl, Szpital Powiatowy w Wodzisławiu Śląskim.
  it.each(['000002217', '016298263', '012100784', '390021764', '610188201', '492707333', '365331553', '000312455'])(
    'accepts the published 9-digit REGON %s',
    (regon) => expect(isValidRegon(regon)).toBe(true),
  );

  // Local units: the worked example of the register's check-digit description and numbers quoted from public registers.
  it.each(['12345678512347', '00012680100000', '19543451407739'])('accepts the 14-digit REGON %s', (regon) => {
    expect(isValidRegon(regon)).toBe(true);
  });

  it('counts a weighted sum of 10 as check digit 0', () => {
    // 8·0+9·0+2·0+3·0+4·0+5·0+6·0+7·3 = 21 → 21 mod 11 = 10 → 0
    expect(isValidRegon('000000030')).toBe(true);
    expect(isValidRegon('000000031')).toBe(false);
  });

  it.each([
    ['000002218', 'a changed check digit'],
    ['610188202', 'a changed check digit'],
    ['00012680100001', 'a changed 14-digit check digit'],
    ['000000000', 'all zeros'],
    ['00000000000000', 'all zeros (14)'],
    ['61018820', '8 digits'],
    ['6101882011', '10 digits'],
    ['0001268010000', '13 digits'],
    ['61018820A', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (regon) => expect(isValidRegon(regon)).toBe(false));

  it('answers the spec messages: required, then the checksum', () => {
    expect(regonSchema.parse(' 610 188 201 ')).toBe('610188201');
    expect(regonSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Pole wymagane']);
    expect(regonSchema.safeParse('610188202').error?.issues.map((i) => i.message)).toEqual(['Niepoprawny numer REGON']);
  });
});
