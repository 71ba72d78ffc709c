import { describe, expect, it } from 'vitest';
import { isStrongPassword, newPasswordPair, newPasswordSchema } from './password';

describe('password rule', () => {
  it.each(['Demo123!', 'Abcdefg1', 'Abcdefg!', 'Zażółć gęślą', 'ŁÓDŹ-łódź'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['Abc12!', 'shorter than 8'],
    ['abcdefg1', 'no upper-case letter'],
    ['ABCDEFG1', 'no lower-case letter'],
    ['Abcdefgh', 'no digit or special character'],
    ['', 'empty'],
  ])('refuses %s (%s)', (password) => expect(isStrongPassword(password)).toBe(false));

  it('says what is wrong in Polish', () => {
    expect(newPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('Pole wymagane');
    expect(newPasswordSchema.safeParse('abcdefgh').error?.issues[0]?.message).toBe('Hasło nie spełnia wymagań');
  });

  it('wants the repeat equal to the password, on the repeat field', () => {
    const pair = newPasswordPair('password', 'passwordRepeat');
    expect(pair.safeParse({ password: 'Demo123!', passwordRepeat: 'Demo123!' }).success).toBe(true);
    const differ = pair.safeParse({ password: 'Demo123!', passwordRepeat: 'Demo1234!' });
    expect(differ.error?.issues.map((i) => [i.path, i.message])).toEqual([[['passwordRepeat'], 'Hasła muszą być takie same']]);
    const weakRepeat = pair.safeParse({ password: 'Demo123!', passwordRepeat: 'demo' });
    expect(weakRepeat.error?.issues.map((i) => [i.path, i.message])).toEqual([[['passwordRepeat'], 'Hasło nie spełnia wymagań']]);
  });
});
