import { expect, it } from 'vitest';
import { plural } from './plural';

it('picks the Polish form after a number: 1, 2–4 except 12–14, and the rest', () => {
  const digits = (n: number) => `${n} ${plural(n, { one: 'cyfrę', few: 'cyfry', many: 'cyfr' })}`;
  expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 112, 122].map(digits)).toEqual([
    '0 cyfr', '1 cyfrę', '2 cyfry', '4 cyfry', '5 cyfr', '11 cyfr', '12 cyfr', '14 cyfr', '21 cyfr', '22 cyfry', '25 cyfr', '112 cyfr', '122 cyfry',
  ]);
});
