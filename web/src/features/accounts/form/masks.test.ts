import { describe, expect, it } from 'vitest';
import { phoneSchema } from 'schema/validation';
import { maskPhone, maskPostalCode } from './masks';

describe('input masks', () => {
  it.each([
    ['', '+48'],
    ['6', '+48 6'],
    ['6007', '+48 600-7'],
    ['600700800', '+48 600-700-800'],
    ['+48600700800', '+48 600-700-800'],
    ['+48 600-700-800', '+48 600-700-800'],
    ['48600700800', '+48 600-700-800'],
    ['6007008001', '+48 600-700-800'],
    ['+48 60a0', '+48 600'],
  ])('masks the phone %j as %j', (input, masked) => expect(maskPhone(input)).toBe(masked));

  it('gives what the phone rule takes', () => {
    expect(phoneSchema.parse(maskPhone('600 700 800'))).toBe('+48600700800');
    expect(phoneSchema.safeParse(maskPhone('')).error?.issues[0]?.message).toBe('Wprowadź numer telefonu');
  });

  it.each([
    ['', ''],
    ['62', '62'],
    ['622', '62-2'],
    ['62200', '62-200'],
    ['62-2001', '62-200'],
  ])('masks the postal code %j as %j', (input, masked) => expect(maskPostalCode(input)).toBe(masked));
});
