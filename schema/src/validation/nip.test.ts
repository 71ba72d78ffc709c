import { describe, expect, it } from 'vitest';
import { isValidNip, nipSchema } from './nip';

describe('NIP rule', () => {
  // Published NIPs: Ministerstwo Finansów, PZU, Orange Polska, PKO Bank Polski, Poczta Polska, PKN Orlen, KGHM,
  // Allegro.pl, CD Projekt, ZUS, GUS.
  it.each(['5260250274', '5260251049', '5260250995', '5250007738', '5250007313', '7740001454', '6920000013', '5252674798', '7342867148', '5210414377', '5261040828'])(
    'accepts the published NIP %s',
    (nip) => expect(isValidNip(nip)).toBe(true),
  );

  it.each([
    ['5260250275', 'a changed check digit'],
    ['7740001455', 'a changed check digit'],
    ['0260250274', 'a leading zero'],
    ['0000000000', 'zeros'],
    ['1234567890', 'a weighted sum of 10 (no valid check digit exists)'],
    ['526025027', '9 digits'],
    ['52602502740', '11 digits'],
    ['526025027a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (nip) => expect(isValidNip(nip)).toBe(false));

  it('removes the dashes and spaces of the printed form and answers the spec messages', () => {
    expect(nipSchema.parse('526-025-02-74')).toBe('5260250274');
    expect(nipSchema.parse(' 526 025 02 74 ')).toBe('5260250274');
    expect(nipSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Pole wymagane']);
    expect(nipSchema.safeParse('526-025-02-75').error?.issues.map((i) => i.message)).toEqual(['Niepoprawny numer NIP']);
  });
});
