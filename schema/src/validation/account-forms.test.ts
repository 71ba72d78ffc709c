import { describe, expect, it } from 'vitest';
import { activationFormSchemas, activationVariant } from './activation';
import { changePasswordSchema } from './change-password';
import { inviteUserSchema, setPermissionSchema, usersPageSchema } from './company-users';
import { passwordResetRequestSchema, passwordResetSchema } from './password-reset';
import { userDataSchema } from './user-data';

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

const consents = {
  confirmedStatute: true,
  agreeToSellingEmails: true,
  agreeToSellingPhones: false,
  agreeToSharingData: false,
  agreeToMarketingEmails: true,
  agreeToMarketingPhones: false,
};

describe('activation', () => {
  it('chooses the form as spec §4 says', () => {
    expect(activationVariant(false, false)).toBe('FULL');
    expect(activationVariant(false, true)).toBe('FULL');
    expect(activationVariant(true, true)).toBe('BUTTON');
    expect(activationVariant(true, false)).toBe('PASSWORD');
  });

  it('checks each variant for what it asks', () => {
    const full = { firstName: 'Ewa', lastName: 'Nowa', phoneNumber: '+48 600-700-800', password: 'Demo123!', passwordRepeat: 'Demo123!', ...consents };
    expect(activationFormSchemas.FULL.safeParse(full).success).toBe(true);
    expect(problems(activationFormSchemas.FULL.safeParse({ ...full, firstName: '1', agreeToSharingData: null }))).toEqual([
      ['firstName', 'Wprowadź od 2 do 50 znaków'],
      ['agreeToSharingData', 'Pole wymagane'],
    ]);
    expect(problems(activationFormSchemas.PASSWORD.safeParse({ password: 'Demo123!', passwordRepeat: 'Demo123?' }))).toEqual([
      ['passwordRepeat', 'Hasła muszą być takie same'],
    ]);
    expect(activationFormSchemas.BUTTON.safeParse({}).success).toBe(true);
  });
});

describe('password reset', () => {
  it('asks for a valid e-mail, lower-cased', () => {
    expect(passwordResetRequestSchema.parse({ email: ' Firma@Demo.TEST ' })).toEqual({ email: 'firma@demo.test' });
    expect(problems(passwordResetRequestSchema.safeParse({ email: '' }))).toEqual([['email', 'Pole wymagane']]);
    expect(problems(passwordResetRequestSchema.safeParse({ email: 'firma' }))).toEqual([['email', 'Błędny format e-mail']]);
  });
  it('sets a strong password twice', () => {
    expect(passwordResetSchema.safeParse({ password: 'Nowe123!', passwordRepeat: 'Nowe123!' }).success).toBe(true);
    expect(problems(passwordResetSchema.safeParse({ password: 'nowe', passwordRepeat: 'nowe' }))).toEqual([
      ['password', 'Hasło nie spełnia wymagań'],
      ['passwordRepeat', 'Hasło nie spełnia wymagań'],
    ]);
  });
});

describe('change password', () => {
  it('needs the current password and a new one repeated', () => {
    expect(changePasswordSchema.safeParse({ oldPassword: 'Demo123!', newPassword: 'Nowe123!', newPasswordRepeat: 'Nowe123!' }).success).toBe(true);
    expect(problems(changePasswordSchema.safeParse({ oldPassword: '', newPassword: 'Nowe123!', newPasswordRepeat: 'Nowe123!' }))).toEqual([
      ['oldPassword', 'Pole wymagane'],
    ]);
    expect(problems(changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'Nowe123!', newPasswordRepeat: 'Nowe124!' }))).toEqual([
      ['newPasswordRepeat', 'Hasła muszą być takie same'],
    ]);
  });
});

describe('user data', () => {
  it('checks names, phone, statute and consents; the representative flag is optional', () => {
    const values = userDataSchema.parse({ firstName: 'Jan', lastName: 'Kowalski', phoneNumber: '+48 600-700-800', ...consents });
    expect(values).toMatchObject({ phoneNumber: '+48600700800', isCompanyRepresentative: null });
    expect(problems(userDataSchema.safeParse({ firstName: 'Jan', lastName: '', phoneNumber: '', ...consents, confirmedStatute: false }))).toEqual([
      ['lastName', 'Pole wymagane'],
      ['phoneNumber', 'Wprowadź numer telefonu'],
      ['confirmedStatute', 'Wymagane potwierdzenie warunków'],
    ]);
  });
});

describe('company users', () => {
  it('invites by a valid e-mail with a permission group', () => {
    expect(inviteUserSchema.parse({ email: 'Nowy@Firma.PL', permissionGroup: 'LOCATION_USER' })).toEqual({ email: 'nowy@firma.pl', permissionGroup: 'LOCATION_USER' });
    expect(problems(inviteUserSchema.safeParse({ email: 'x', permissionGroup: '' }))).toEqual([
      ['email', 'Błędny format e-mail'],
      ['permissionGroup', 'Pole wymagane'],
    ]);
  });
  it('needs a permission group to change to', () => {
    expect(problems(setPermissionSchema.safeParse({ membershipId: '5', permissionGroup: undefined }))).toEqual([['permissionGroup', 'Pole wymagane']]);
  });
  it('pages by 10 from page 0, at most 100 a page', () => {
    expect(usersPageSchema.parse({})).toEqual({ page: 0, pageSize: 10 });
    expect(usersPageSchema.safeParse({ page: -1 }).success).toBe(false);
    expect(usersPageSchema.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});
