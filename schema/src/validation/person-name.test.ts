import { describe, expect, it } from 'vitest';
import { personNameSchema } from './person-name';

describe('first and last name rule', () => {
  it.each(['Jo', 'Jan', 'Żaneta', 'Kowalska-Nowak', "O'Brien", 'Anna Maria', 'x'.repeat(50)])('accepts %s', (name) => {
    expect(personNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', 'Pole wymagane'],
    ['   ', 'Pole wymagane'],
    ['J', 'Wprowadź od 2 do 50 znaków'],
    ['x'.repeat(51), 'Wprowadź od 2 do 50 znaków'],
    ['12345', 'Pole nie może składać się wyłącznie z cyfr i znaków specjalnych'],
    ['!@#$', 'Pole nie może składać się wyłącznie z cyfr i znaków specjalnych'],
    ['1-2', 'Pole nie może składać się wyłącznie z cyfr i znaków specjalnych'],
  ])('refuses %j with %s', (name, message) => {
    expect(personNameSchema.safeParse(name).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('trims what it keeps', () => expect(personNameSchema.parse('  Jan ')).toBe('Jan'));
});
