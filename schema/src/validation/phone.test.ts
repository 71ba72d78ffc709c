import { describe, expect, it } from 'vitest';
import { formatPhone, phoneSchema } from './phone';

describe('phone rule', () => {
  it.each([
    ['+48 600-700-800', '+48600700800'],
    ['+48600700800', '+48600700800'],
    [' +48 600 700 800 ', '+48600700800'],
  ])('accepts %s as %s', (input, stored) => expect(phoneSchema.parse(input)).toBe(stored));

  it.each([
    ['', 'Wprowadź numer telefonu'],
    ['+48', 'Wprowadź numer telefonu'],
    ['+48 ___-___-___'.replaceAll('_', ''), 'Wprowadź numer telefonu'],
    ['+48 600-700-80', 'Zły format telefonu komórkowego (+48XXXXXXXXX)'],
    ['+48 600-700-8000', 'Zły format telefonu komórkowego (+48XXXXXXXXX)'],
    ['+49 600-700-800', 'Zły format telefonu komórkowego (+48XXXXXXXXX)'],
    ['600700800', 'Zły format telefonu komórkowego (+48XXXXXXXXX)'],
    ['+48 600-700-80a', 'Zły format telefonu komórkowego (+48XXXXXXXXX)'],
  ])('refuses %j with %s', (input, message) => {
    expect(phoneSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('shows a stored number with the mask', () => {
    expect(formatPhone('+48600700800')).toBe('+48 600-700-800');
  });
});
