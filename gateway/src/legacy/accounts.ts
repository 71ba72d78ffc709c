import { z } from 'zod';
import { lenientList, restId } from './answers';
import { DENIED, type RefusalRule } from './errors';
import { queryString, type LegacyHttp, type StreamedBody } from './http';
import { restUserSchema } from './session';

/**
 * Becoming and being a member (`/companies/get_by_*`, `/accounts/…`): the registration wizard's lookups and the
 * registration, activation, password reset, user data, password change and the company's users.
 */

const restPermissionGroup = z.enum(['location_admin', 'location_user']);

/** A company as the registry (or the platform) knows it; the wizard prefills and locks it. */
const registryCompanySchema = z.object({
  name: z.string(),
  nip: z.string(),
  regon: z.string(),
  street: z.string().nullish(),
  city: z.string().nullish(),
  postalCode: z.string().nullish(),
  district: z.string().nullish(),
  country: z.string().nullish(),
  isRegistered: z.boolean().default(false),
});
export type RestRegistryCompany = z.infer<typeof registryCompanySchema>;

const registrationStateSchema = z.object({ haveUserRegistered: z.boolean(), unfinishedRegistration: z.boolean() });

/** The existing-user check answers the account's names and phone; the gateway passes on only that it exists. */
const accountByEmailSchema = z.object({ email: z.string() });

const assignmentSchema = z.object({ membershipId: restId, activated: z.boolean() });

const registeredSchema = z.object({
  membershipId: restId,
  companyId: restId,
  subscription: z
    .object({ name: z.string(), beginSubscriptionDt: z.string().nullish(), endSubscriptionDt: z.string().nullish() })
    .nullish(),
});

const activationSchema = z.object({
  activationId: z.string().nullish(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  companyName: z.string().nullish(),
  isAdmin: z.boolean().default(false),
  isFirstAdmin: z.boolean().default(false),
  isFullRegistration: z.boolean(),
  hasUserActivatedMembership: z.boolean(),
  confirmedStatute: z.boolean().default(false),
});
export type RestActivation = z.infer<typeof activationSchema>;

const activatedSchema = z.object({ email: z.string().nullish() });
const resetLinkSchema = z.object({ email: z.string() });
/** Answers whose body the gateway does not need (`{"detail": "…"}`, or none for a 204). */
const anyAnswer = z.unknown();

/** `/accounts/{userId}/user/{id}/`: the user as `accounts/me` has them, in one membership, with statute and consents. */
export const restUserDataSchema = restUserSchema.omit({ memberships: true }).extend({
  membershipId: restId,
  permissionGroup: restPermissionGroup,
  isCompanyRepresentative: z.boolean(),
  confirmedStatute: z.boolean(),
  agreeToSellingEmails: z.boolean(),
  agreeToSellingPhones: z.boolean(),
  agreeToSharingData: z.boolean(),
  agreeToMarketingEmails: z.boolean(),
  agreeToMarketingPhones: z.boolean(),
});
export type RestUserData = z.infer<typeof restUserDataSchema>;

export const restCompanyUserSchema = z.object({
  id: restId,
  userId: restId,
  email: z.string(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  dateJoined: z.string().nullish(),
  lastLogin: z.string().nullish(),
  permissionGroup: restPermissionGroup,
  isCompanyRepresentative: z.boolean(),
  activated: z.boolean(),
});
export type RestCompanyUser = z.infer<typeof restCompanyUserSchema>;

const companyUsersSchema = z.object({ records: lenientList(restCompanyUserSchema), numAllRecords: z.number().int().nonnegative() });

const invitedSchema = z.object({ membershipId: restId, email: z.string() });

const CONSENT_FIELDS = ['confirmedStatute', 'agreeToSellingEmails', 'agreeToSellingPhones', 'agreeToSharingData', 'agreeToMarketingEmails', 'agreeToMarketingPhones'] as const;

/** Fields of a flat body, each on the same name under `input`. */
const inputFields = <K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, ['input', name]])) as Record<K, string[]>;

/** `POST /accounts/register/`'s nested body → `register(input:)`. */
const REGISTRATION_FIELDS = {
  ...Object.fromEntries(
    ['regon', 'nip', 'name', 'street', 'city', 'postalCode', 'district', 'country', 'webPage', 'companyProfile', 'registrationPurposes'].map((f) => [
      `company.${f}`,
      ['input', 'company', f],
    ]),
  ),
  'user.email': ['input', 'user', 'email'],
  ...Object.fromEntries(
    ['firstName', 'lastName', 'phoneNumber', ...CONSENT_FIELDS].map((f) => [`user.${f}`, ['input', 'user', 'newAccount', f]]),
  ),
  isCompanyRepresentative: ['input', 'isCompanyRepresentative'],
};

const PERSONAL_FIELDS = ['firstName', 'lastName', 'phoneNumber', ...CONSENT_FIELDS] as const;
const ACTIVATION_FIELDS = inputFields('activationId', 'password', 'passwordRepeat', ...PERSONAL_FIELDS);
const USER_DATA_FIELDS = inputFields('isCompanyRepresentative', ...PERSONAL_FIELDS);

const NOT_FOUND = { status: 404, kind: 'notFound' } as const;
const LINK_EXPIRED = { status: 404, kind: 'linkExpired' } as const;
/** Spec §8 names the detail of an activation link whose membership is active. */
const ALREADY_ACTIVE = { status: 400, when: 'Konto jest już aktywne', kind: 'alreadyActive' } as const;
const LAST_REPRESENTATIVE = { status: 400, when: 'last_representative', kind: 'lastRepresentative' } as const;

/** The API's per-address budget of anonymous accounts operations (DRF's AnonRateThrottle: 429 with Retry-After). */
const THROTTLED = { status: 429, kind: 'throttled' } as const;

const REGISTRATION_REFUSALS = [
  THROTTLED,
  { status: 400, when: 'company_exists', kind: 'companyExists' },
  { status: 400, when: 'registration_unfinished', kind: 'registrationUnfinished' },
  // The NIP's format was checked before the call: an error on it now means another company has it.
  { status: 400, field: 'company.nip', kind: 'nipTaken' },
] as const satisfies readonly RefusalRule<string>[];

const path = (...parts: (string | number)[]) => `/${parts.map((p) => encodeURIComponent(String(p))).join('/')}/`;

export class AccountsApi {
  constructor(private readonly http: LegacyHttp) {}

  companyByRegon(regon: string) {
    return this.http.call(`/companies/get_by_regon/${queryString({ regon })}`, {
      schema: registryCompanySchema,
      auth: 'none',
      refusals: [NOT_FOUND],
      fields: { regon: ['regon'] },
    });
  }

  companyByNip(nip: string) {
    return this.http.call(`/companies/get_by_nip/${queryString({ nip })}`, {
      schema: registryCompanySchema,
      auth: 'none',
      refusals: [NOT_FOUND],
      fields: { nip: ['nip'] },
    });
  }

  registrationState(regon: string) {
    return this.http.call(`/companies/have_user_registered/${queryString({ regon })}`, {
      schema: registrationStateSchema,
      auth: 'none',
      fields: { regon: ['regon'] },
    });
  }

  accountByEmail(email: string) {
    return this.http.call(path('accounts', 'by_email', email), {
      schema: accountByEmailSchema,
      auth: 'none',
      refusals: [NOT_FOUND],
      fields: { email: ['email'] },
    });
  }

  assignment(regon: string, email: string) {
    return this.http.call(`/accounts/assign_to_company/${queryString({ regon, email })}`, {
      schema: assignmentSchema,
      auth: 'none',
      refusals: [
        THROTTLED,
        { status: 400, when: 'email_not_in_member_base', kind: 'emailNotInMemberBase' },
        { status: 400, when: 'user_not_assigned', kind: 'userNotAssigned' },
        { status: 404, kind: 'companyNotOnPlatform' },
      ],
      fields: { regon: ['regon'], email: ['email'] },
    });
  }

  register(body: unknown) {
    return this.http.call('/accounts/register/', {
      method: 'POST',
      body,
      schema: registeredSchema,
      auth: 'none',
      refusals: REGISTRATION_REFUSALS,
      fields: REGISTRATION_FIELDS,
    });
  }

  /** The registration's authorisation attachment (multipart `file`), accepted until the membership is activated. */
  attachment(membershipId: string, fileName: string, body: StreamedBody) {
    return this.http.call(path('accounts', 'register', membershipId, fileName), {
      method: 'PUT',
      stream: body,
      schema: anyAnswer,
      auth: 'none',
      refusals: [
        { status: 404, kind: 'registrationNotFound' },
        { status: 400, when: 'Rejestracja została już zakończona', kind: 'registrationClosed' },
      ],
      fields: { file: ['file'] },
    });
  }

  activation(activationId: string) {
    return this.http.call(path('accounts', 'confirm', 'email', activationId), {
      schema: activationSchema,
      auth: 'none',
      refusals: [LINK_EXPIRED, ALREADY_ACTIVE],
    });
  }

  activate(activationId: string, body: Record<string, unknown>) {
    return this.http.call(path('accounts', 'confirm', 'email', activationId), {
      method: 'POST',
      body: { ...body, activationId },
      schema: activatedSchema,
      auth: 'none',
      // Spec §8: any other refusal is 'Błąd podczas aktywacji konta'.
      refusals: [THROTTLED, LINK_EXPIRED, ALREADY_ACTIVE, { status: 400, otherwise: true, kind: 'activationFailed' }],
      fields: ACTIVATION_FIELDS,
    });
  }

  requestPasswordReset(email: string) {
    return this.http.call('/accounts/reset_password/', {
      method: 'PUT',
      body: { email },
      schema: anyAnswer,
      auth: 'none',
      // The format was checked before the call: an error on the e-mail now means no active account has it.
      refusals: [THROTTLED, { status: 400, field: 'email', kind: 'unknownEmail' }],
    });
  }

  passwordResetLink(resetId: string) {
    return this.http.call(path('accounts', 'reset_password', resetId), { schema: resetLinkSchema, auth: 'none', refusals: [LINK_EXPIRED] });
  }

  resetPassword(resetId: string, password: string, passwordRepeat: string) {
    return this.http.call(path('accounts', 'reset_password', resetId), {
      method: 'PATCH',
      body: { password, passwordRepeat },
      schema: anyAnswer,
      auth: 'none',
      refusals: [THROTTLED, LINK_EXPIRED],
      fields: inputFields('password', 'passwordRepeat'),
    });
  }

  userData(userId: string, membershipId: string) {
    return this.http.call(path('accounts', userId, 'user', membershipId), { schema: restUserDataSchema, auth: 'required', refusals: [DENIED] });
  }

  updateUserData(userId: string, membershipId: string, body: Record<string, unknown>) {
    return this.http.call(path('accounts', userId, 'user', membershipId), {
      method: 'PUT',
      body,
      schema: restUserDataSchema,
      auth: 'required',
      // Spec §8: a 400 on the representative flag of a location_admin is removing the last representative.
      refusals: [DENIED, { status: 400, field: 'isCompanyRepresentative', kind: 'lastRepresentative' }],
      fields: USER_DATA_FIELDS,
    });
  }

  changePassword(userId: string, membershipId: string, body: { oldPassword: string; newPassword: string; newPasswordRepeat: string }) {
    return this.http.call(path('accounts', userId, 'change_password', membershipId), {
      method: 'PUT',
      body,
      schema: anyAnswer,
      auth: 'required',
      refusals: [DENIED, { status: 400, field: 'oldPassword', kind: 'wrongCurrentPassword' }],
      fields: inputFields('newPassword', 'newPasswordRepeat'),
    });
  }

  inviteUser(userId: string, companyId: string, body: { email: string; permissionGroup: string }) {
    return this.http.call(path('accounts', userId, 'invite_user', companyId), {
      method: 'POST',
      body,
      schema: invitedSchema,
      auth: 'required',
      refusals: [
        DENIED,
        { status: 400, when: 'Taki użytkownik istnieje już w firmie', kind: 'alreadyInCompany' },
        { status: 400, when: 'user already invited', kind: 'alreadyInvited' },
      ],
      fields: inputFields('email', 'permissionGroup'),
    });
  }

  companyUsers(userId: string, companyId: string, page: number, pageSize: number) {
    return this.http.call(`${path('accounts', userId, 'get_company_memberships', companyId)}${queryString({ page, page_size: pageSize })}`, {
      schema: companyUsersSchema,
      auth: 'required',
      refusals: [DENIED],
      fields: { page: ['page'], page_size: ['pageSize'] },
    });
  }

  setPermission(userId: string, membershipId: string, permissionGroup: string) {
    return this.http.call(path('accounts', userId, 'set_permission', membershipId), {
      method: 'PATCH',
      body: { permissionGroup },
      schema: restCompanyUserSchema,
      auth: 'required',
      refusals: [
        DENIED,
        NOT_FOUND,
        LAST_REPRESENTATIVE,
        { status: 400, when: 'not changed', kind: 'notChanged' },
        { status: 400, when: 'Nie możesz zmienić własnych uprawnień', kind: 'ownMembership' },
      ],
      fields: inputFields('permissionGroup'),
    });
  }

  deleteMembership(userId: string, membershipId: string) {
    return this.http.call(path('accounts', userId, 'delete_membership', membershipId), {
      method: 'DELETE',
      schema: anyAnswer,
      auth: 'required',
      refusals: [
        DENIED,
        NOT_FOUND,
        { status: 400, when: 'Nie możesz usunąć własnego członkostwa', kind: 'ownMembership' },
        // Spec §8: "delete with 400 = last representative error".
        { status: 400, kind: 'lastRepresentative' },
      ],
    });
  }
}
