import {
  accountMessages,
  activationFormSchemas,
  activationVariant,
  changePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from 'schema/validation';
import type { Resolvers } from './typed';
import { refuseCommon } from '../contract/refusal';
import { invalidInput, problem } from '../contract/problems';
import { assertNever } from '../legacy/errors';

/** Why an activation link no longer works: spent, expired or unknown, or its membership already active. */
function activationRefusal(kind: 'linkExpired' | 'alreadyActive') {
  switch (kind) {
    case 'linkExpired':
      return problem('LinkExpired');
    case 'alreadyActive':
      return problem('AccountAlreadyActive');
    default:
      return assertNever(kind);
  }
}

/** The submit's refusals: the link's, and any other the API gives ('Błąd podczas aktywacji konta'). */
function activateRefusal(kind: 'linkExpired' | 'alreadyActive' | 'activationFailed') {
  switch (kind) {
    case 'linkExpired':
    case 'alreadyActive':
      return activationRefusal(kind);
    case 'activationFailed':
      return problem('ActivationFailed');
    default:
      return assertNever(kind);
  }
}

/** Activation links, the password reset and a signed-in person's password change. */
export const activationResolvers: Resolvers = {
  Query: {
    async activation(_parent, { activationId }, ctx) {
      const answer = await ctx.legacy.accounts.activation(activationId);
      if (!answer.ok) return activationRefusal(answer.failure.kind);
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
      const { kind } = answer.failure;
      switch (kind) {
        case 'linkExpired':
          return problem('LinkExpired');
        default:
          return assertNever(kind);
      }
    },
  },

  Mutation: {
    async activateAccount(_parent, { input }, ctx) {
      const { activationId, variant, ...fields } = input;
      const parsed = activationFormSchemas[variant].safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.activate(activationId, parsed.data);
      if (answer.ok) return { __typename: 'AccountActivated', email: answer.data.email ?? '', message: accountMessages.accountActivated };
      return activateRefusal(refuseCommon(answer.failure).kind);
    },

    async requestPasswordReset(_parent, { input }, ctx) {
      const parsed = passwordResetRequestSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.requestPasswordReset(parsed.data.email);
      if (answer.ok) return { __typename: 'PasswordResetRequested', email: parsed.data.email, message: accountMessages.resetLinkSent };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'unknownEmail':
          return problem('UnknownAccountEmail');
        default:
          return assertNever(kind);
      }
    },

    async resetPassword(_parent, { input }, ctx) {
      const { resetId, ...passwords } = input;
      const parsed = passwordResetSchema.safeParse(passwords);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.resetPassword(resetId, passwords.password, passwords.passwordRepeat);
      if (answer.ok) return { __typename: 'PasswordReset', message: accountMessages.passwordSet };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'linkExpired':
          return problem('LinkExpired');
        default:
          return assertNever(kind);
      }
    },

    async changePassword(_parent, { input }, ctx) {
      const parsed = changePasswordSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const { userId, membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.accounts.changePassword(userId, membership.id, parsed.data);
      if (answer.ok) return { __typename: 'PasswordChanged', message: accountMessages.passwordChanged };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'wrongCurrentPassword':
          return problem('WrongCurrentPassword');
        default:
          return assertNever(kind);
      }
    },
  },
};
