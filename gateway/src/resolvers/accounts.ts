import {
  COMPANY_PROFILES,
  PERMISSION_GROUPS,
  VOIVODESHIPS,
  accountMessages,
  activationFormSchemas,
  activationVariant,
  changePasswordSchema,
  emailSchema,
  inviteUserSchema,
  nipSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  purposesBody,
  registrationSchema,
  regonSchema,
  setPermissionSchema,
  userDataSchema,
  usersPageSchema,
  voivodeshipOf,
  type RegistrationValues,
} from 'schema/validation';
import type { PermissionGroup, Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import type { RestCompanyUser, RestUserData } from '../legacy/accounts';
import { assertNever } from '../legacy/errors';
import type { RestMembership } from '../legacy/session';
import { accountProblem, invalidInput } from './accounts-problems';
import { problem, type UnionMember } from './problems';
import { activeMembershipId } from './session';

const USER_DATA = 'user_data';
const CHANGE_PASSWORD = 'change_password';
const USERS_MANAGE = 'users_manage';

const permissionGroupOf = (group: 'location_admin' | 'location_user'): PermissionGroup => (group === 'location_admin' ? 'LOCATION_ADMIN' : 'LOCATION_USER');

interface Member {
  userId: string;
  membership: RestMembership | null;
}

/**
 * The signed-in person and their active membership, loaded fresh (`accounts/me`, once per request), so a permission
 * taken away a moment ago is already missing; or the problem that stops a private call before it is made.
 */
async function signedInMember(ctx: Context): Promise<Member | ReturnType<typeof accountProblem.loginRequired> | ReturnType<typeof problem.sessionExpired>> {
  if (!ctx.signedIn) return accountProblem.loginRequired();
  const me = await ctx.loaders.me.load('me');
  if (!me.ok) return problem.sessionExpired();
  ctx.session?.rememberMemberships(me.data.memberships);
  const id = activeMembershipId(me.data.memberships, ctx.session?.activeMembershipId ?? null);
  return { userId: me.data.id, membership: me.data.memberships.find((m) => m.id === id) ?? null };
}

/** The member with the permission in the active membership, or the problem to answer (the gateway checks, spec §6). */
async function memberWith(ctx: Context, permission: string) {
  const member = await signedInMember(ctx);
  if (!('userId' in member)) return member;
  const { membership } = member;
  if (!membership?.permissions.includes(permission)) return problem.permissionDenied(permission);
  return { userId: member.userId, membership };
}

const isProblem = <T extends object>(value: T): value is Extract<T, { __typename: string }> => '__typename' in value;

function userData(data: RestUserData): UnionMember<'UserDataResult'> {
  return { __typename: 'UserData', ...data, phoneNumber: data.phoneNumber ?? null, permissionGroup: permissionGroupOf(data.permissionGroup) };
}

function companyUser(record: RestCompanyUser, selfId: string) {
  return { ...record, __typename: 'CompanyUser' as const, permissionGroup: permissionGroupOf(record.permissionGroup), isSelf: record.userId === selfId };
}

/** `POST /accounts/register/`'s body: the provider's values for the contract's enums; an existing account sends only its e-mail. */
function registrationBody({ company, user, isCompanyRepresentative }: RegistrationValues) {
  return {
    company: {
      ...company,
      district: VOIVODESHIPS[company.district],
      companyProfile: COMPANY_PROFILES[company.companyProfile].value,
      registrationPurposes: purposesBody(company.registrationPurposes),
    },
    user: { email: user.email, ...user.newAccount },
    isCompanyRepresentative,
  };
}

export const accountsResolvers: Resolvers = {
  Query: {
    async registrationCompany(_parent, args, ctx) {
      const parsed = regonSchema.safeParse(args.regon);
      if (!parsed.success) return invalidInput(parsed.error, ['regon']);
      const regon = parsed.data;
      const [state, company] = await Promise.all([ctx.legacy.accounts.registrationState(regon), ctx.legacy.accounts.companyByRegon(regon)]);
      if (!state.ok) return problem.validationFailed(state.failure.problems);
      if (state.data.haveUserRegistered) return accountProblem.companyExists();
      if (state.data.unfinishedRegistration) return accountProblem.registrationUnfinished();
      if (!company.ok) {
        switch (company.failure.kind) {
          case 'notFound':
            return accountProblem.companyNotInRegistry();
          case 'invalid':
            return problem.validationFailed(company.failure.problems);
          default:
            return assertNever(company.failure);
        }
      }
      const { street, city, postalCode, district, country, name, nip } = company.data;
      return {
        __typename: 'RegistryCompany',
        regon,
        nip,
        name,
        street: street ?? null,
        city: city ?? null,
        postalCode: postalCode ?? null,
        district: voivodeshipOf(district),
        country: country || 'Polska',
      };
    },

    async nipAvailability(_parent, args, ctx) {
      const parsed = nipSchema.safeParse(args.nip);
      if (!parsed.success) return invalidInput(parsed.error, ['nip']);
      const answer = await ctx.legacy.accounts.companyByNip(parsed.data);
      if (answer.ok) return answer.data.isRegistered ? accountProblem.nipTaken(['nip']) : { __typename: 'NipAvailable', nip: parsed.data };
      switch (answer.failure.kind) {
        case 'notFound':
          return { __typename: 'NipAvailable', nip: parsed.data };
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        default:
          return assertNever(answer.failure);
      }
    },

    async emailCheck(_parent, args, ctx) {
      const parsed = emailSchema.safeParse(args.email);
      if (!parsed.success) return invalidInput(parsed.error, ['email']);
      const answer = await ctx.legacy.accounts.accountByEmail(parsed.data);
      if (answer.ok) return { __typename: 'EmailCheck', email: parsed.data, accountExists: true };
      switch (answer.failure.kind) {
        case 'notFound':
          return { __typename: 'EmailCheck', email: parsed.data, accountExists: false };
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        default:
          return assertNever(answer.failure);
      }
    },

    async companyAssignment(_parent, args, ctx) {
      const regon = regonSchema.safeParse(args.regon);
      if (!regon.success) return invalidInput(regon.error, ['regon']);
      const email = emailSchema.safeParse(args.email);
      if (!email.success) return invalidInput(email.error, ['email']);
      const answer = await ctx.legacy.accounts.assignment(regon.data, email.data);
      if (answer.ok) return { __typename: 'CompanyAssignment', ...answer.data };
      switch (answer.failure.kind) {
        case 'emailNotInMemberBase':
          return accountProblem.emailNotInMemberBase();
        case 'userNotAssigned':
          return accountProblem.userNotAssigned();
        case 'companyNotOnPlatform':
          return accountProblem.companyNotInRegistry();
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        default:
          return assertNever(answer.failure);
      }
    },

    async activation(_parent, { activationId }, ctx) {
      const answer = await ctx.legacy.accounts.activation(activationId);
      if (!answer.ok) {
        switch (answer.failure.kind) {
          case 'linkExpired':
            return accountProblem.linkExpired();
          case 'alreadyActive':
            return accountProblem.accountAlreadyActive();
          default:
            return assertNever(answer.failure.kind);
        }
      }
      const data = answer.data;
      return {
        __typename: 'Activation',
        activationId,
        variant: activationVariant(data.isFullRegistration, data.hasUserActivatedMembership),
        email: data.email,
        firstName: data.firstName || null,
        lastName: data.lastName || null,
        phoneNumber: data.phoneNumber ?? null,
        companyName: data.companyName ?? '',
        isAdmin: data.isAdmin,
        isFirstAdmin: data.isFirstAdmin,
        confirmedStatute: data.confirmedStatute,
      };
    },

    async passwordResetLink(_parent, { resetId }, ctx) {
      const answer = await ctx.legacy.accounts.passwordResetLink(resetId);
      if (answer.ok) return { __typename: 'PasswordResetLink', resetId, email: answer.data.email };
      switch (answer.failure.kind) {
        case 'linkExpired':
          return accountProblem.linkExpired();
        default:
          return assertNever(answer.failure.kind);
      }
    },

    async userData(_parent, _args, ctx) {
      const member = await memberWith(ctx, USER_DATA);
      if (isProblem(member)) return member;
      const answer = await ctx.legacy.accounts.userData(member.userId, member.membership.id);
      if (answer.ok) return userData(answer.data);
      switch (answer.failure.kind) {
        case 'denied':
          return problem.permissionDenied(USER_DATA);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },

    async companyUsers(_parent, args, ctx) {
      const paging = usersPageSchema.safeParse(args);
      if (!paging.success) return invalidInput(paging.error, []);
      const member = await memberWith(ctx, USERS_MANAGE);
      if (isProblem(member)) return member;
      const { page, pageSize } = paging.data;
      const answer = await ctx.legacy.accounts.companyUsers(member.userId, member.membership.company.id, page, pageSize);
      if (answer.ok) {
        return {
          __typename: 'CompanyUsersPage',
          records: answer.data.records.map((record) => companyUser(record, member.userId)),
          totalCount: answer.data.numAllRecords,
          page,
          pageSize,
        };
      }
      switch (answer.failure.kind) {
        case 'denied':
          return problem.permissionDenied(USERS_MANAGE);
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },
  },

  Mutation: {
    async register(_parent, { input }, ctx) {
      const parsed = registrationSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.register(registrationBody(parsed.data));
      if (answer.ok) {
        const { membershipId, companyId, subscription } = answer.data;
        ctx.session?.rememberRegistration(membershipId);
        return {
          __typename: 'RegistrationCompleted',
          membershipId,
          companyId,
          subscription: { name: subscription?.name ?? 'free', begins: subscription?.beginSubscriptionDt ?? null, ends: subscription?.endSubscriptionDt ?? null },
          message: accountMessages.companyCreated,
        };
      }
      switch (answer.failure.kind) {
        case 'companyExists':
          return accountProblem.companyExists();
        case 'registrationUnfinished':
          return accountProblem.registrationUnfinished();
        case 'nipTaken':
          return accountProblem.nipTaken(['input', 'company', 'nip']);
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        default:
          return assertNever(answer.failure);
      }
    },

    async activateAccount(_parent, { input }, ctx) {
      const { activationId, variant, ...fields } = input;
      const parsed = activationFormSchemas[variant].safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.activate(activationId, parsed.data);
      if (answer.ok) return { __typename: 'AccountActivated', email: answer.data.email ?? '', message: accountMessages.accountActivated };
      switch (answer.failure.kind) {
        case 'linkExpired':
          return accountProblem.linkExpired();
        case 'alreadyActive':
          return accountProblem.accountAlreadyActive();
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        default:
          return assertNever(answer.failure);
      }
    },

    async requestPasswordReset(_parent, { input }, ctx) {
      const parsed = passwordResetRequestSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.requestPasswordReset(parsed.data.email);
      if (answer.ok) return { __typename: 'PasswordResetRequested', email: parsed.data.email, message: accountMessages.resetLinkSent };
      switch (answer.failure.kind) {
        case 'unknownEmail':
          return accountProblem.unknownAccountEmail();
        default:
          return assertNever(answer.failure.kind);
      }
    },

    async resetPassword(_parent, { input }, ctx) {
      const { resetId, ...passwords } = input;
      const parsed = passwordResetSchema.safeParse(passwords);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.resetPassword(resetId, passwords.password, passwords.passwordRepeat);
      if (answer.ok) return { __typename: 'PasswordReset', message: accountMessages.passwordSet };
      switch (answer.failure.kind) {
        case 'linkExpired':
          return accountProblem.linkExpired();
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        default:
          return assertNever(answer.failure);
      }
    },

    async changePassword(_parent, { input }, ctx) {
      const parsed = changePasswordSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const member = await memberWith(ctx, CHANGE_PASSWORD);
      if (isProblem(member)) return member;
      const answer = await ctx.legacy.accounts.changePassword(member.userId, member.membership.id, parsed.data);
      if (answer.ok) return { __typename: 'PasswordChanged', message: accountMessages.passwordChanged };
      switch (answer.failure.kind) {
        case 'wrongCurrentPassword':
          return accountProblem.wrongCurrentPassword();
        case 'denied':
          return problem.permissionDenied(CHANGE_PASSWORD);
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },

    async updateUserData(_parent, { input }, ctx) {
      const parsed = userDataSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const member = await memberWith(ctx, USER_DATA);
      if (isProblem(member)) return member;
      const { isCompanyRepresentative, ...data } = parsed.data;
      // Spec §6: only a location_admin sees (and may send) the representative flag.
      if (isCompanyRepresentative !== null && member.membership.permissionGroup !== 'location_admin') return problem.permissionDenied(USER_DATA);
      const body = isCompanyRepresentative === null ? data : { ...data, isCompanyRepresentative };
      const answer = await ctx.legacy.accounts.updateUserData(member.userId, member.membership.id, body);
      if (answer.ok) return userData(answer.data);
      switch (answer.failure.kind) {
        case 'lastRepresentative':
          return accountProblem.lastRepresentative(['input', 'isCompanyRepresentative']);
        case 'denied':
          return problem.permissionDenied(USER_DATA);
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },

    async inviteUser(_parent, { input }, ctx) {
      const parsed = inviteUserSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const member = await memberWith(ctx, USERS_MANAGE);
      if (isProblem(member)) return member;
      const { email, permissionGroup } = parsed.data;
      const answer = await ctx.legacy.accounts.inviteUser(member.userId, member.membership.company.id, {
        email,
        permissionGroup: PERMISSION_GROUPS[permissionGroup].value,
      });
      if (answer.ok) return { __typename: 'InvitationSent', membershipId: answer.data.membershipId, email, message: accountMessages.userInvited };
      switch (answer.failure.kind) {
        case 'alreadyInCompany':
          return accountProblem.userAlreadyInCompany();
        case 'alreadyInvited':
          return accountProblem.userAlreadyInvited();
        case 'denied':
          return problem.permissionDenied(USERS_MANAGE);
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },

    async setUserPermission(_parent, { input }, ctx) {
      const parsed = setPermissionSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const member = await memberWith(ctx, USERS_MANAGE);
      if (isProblem(member)) return member;
      if (parsed.data.membershipId === member.membership.id) return accountProblem.ownMembership();
      const group = PERMISSION_GROUPS[parsed.data.permissionGroup].value;
      const answer = await ctx.legacy.accounts.setPermission(member.userId, parsed.data.membershipId, group);
      if (answer.ok) return companyUser(answer.data, member.userId);
      switch (answer.failure.kind) {
        case 'notChanged':
          return accountProblem.permissionNotChanged();
        case 'lastRepresentative':
          return accountProblem.lastRepresentative();
        case 'ownMembership':
          return accountProblem.ownMembership();
        case 'notFound':
          return accountProblem.membershipNotFound();
        case 'denied':
          return problem.permissionDenied(USERS_MANAGE);
        case 'invalid':
          return problem.validationFailed(answer.failure.problems);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },

    async deleteMembership(_parent, { membershipId }, ctx) {
      const member = await memberWith(ctx, USERS_MANAGE);
      if (isProblem(member)) return member;
      if (membershipId === member.membership.id) return accountProblem.ownMembership();
      const answer = await ctx.legacy.accounts.deleteMembership(member.userId, membershipId);
      if (answer.ok) return { __typename: 'MembershipDeleted', membershipId, message: accountMessages.membershipDeleted };
      switch (answer.failure.kind) {
        case 'lastRepresentative':
          return accountProblem.lastRepresentative();
        case 'ownMembership':
          return accountProblem.ownMembership();
        case 'notFound':
          return accountProblem.membershipNotFound();
        case 'denied':
          return problem.permissionDenied(USERS_MANAGE);
        case 'sessionExpired':
          return problem.sessionExpired();
        default:
          return assertNever(answer.failure);
      }
    },
  },
};
