import { describe, expect, it } from 'vitest';
import { polishName } from './polishNames';

describe('polishName', () => {
  it('names regions and languages in Polish, the built-in ones as Intl does', () => {
    expect(polishName('region', 'PL')).toBe(new Intl.DisplayNames(['pl'], { type: 'region' }).of('PL'));
    expect(polishName('language', 'pl')).toBe(new Intl.DisplayNames(['pl'], { type: 'language' }).of('pl'));
    expect(polishName('region', 'DE')).toBe('Niemcy');
    expect(polishName('language', 'en')).toBe('angielski');
  });

  it("shows a code Intl cannot name as it is, and '–' for none", () => {
    expect(polishName('region', 'not a code')).toBe('not a code');
    expect(polishName('language', null)).toBe('–');
  });
});
