import {
  accountMessages,
  activationFormSchemas,
  activationVariant,
  changePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from 'schema/validation';
import type { Resolvers } from './typed';
import { answerRefusal } from '../contract/refusal';
import { invalidInput } from '../contract/problems';

/** A spent, expired or unknown link (activation, password reset). */
const LINK_REFUSAL = { linkExpired: 'LinkExpired' } as const;
/** Why an activation link no longer works: the link's refusal, or its membership already active. */
const ACTIVATION_REFUSAL = { ...LINK_REFUSAL, alreadyActive: 'AccountAlreadyActive' } as const;
/** The submit's refusals: the link's, and any other the API gives ('Błąd podczas aktywacji konta'). */
const ACTIVATE_REFUSAL = { ...ACTIVATION_REFUSAL, activationFailed: 'ActivationFailed' } as const;
const RESET_REQUEST_REFUSAL = { unknownEmail: 'UnknownAccountEmail' } as const;
const PASSWORD_CHANGE_REFUSAL = { wrongCurrentPassword: 'WrongCurrentPassword' } as const;

/** Activation links, the password reset and a signed-in person's password change. */
export const activationResolvers: Resolvers = {
  Query: {
    async activation(_parent, { activationId }, ctx) {
      const answer = await ctx.legacy.accounts.activation(activationId);
      if (!answer.ok) return answerRefusal(answer.failure, ACTIVATION_REFUSAL);
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
      return answerRefusal(answer.failure, LINK_REFUSAL);
    },
  },

  Mutation: {
    async activateAccount(_parent, { input }, ctx) {
      const { activationId, variant, ...fields } = input;
      const parsed = activationFormSchemas[variant].safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.activate(activationId, parsed.data);
      if (answer.ok) return { __typename: 'AccountActivated', email: answer.data.email ?? '', message: accountMessages.accountActivated };
      return answerRefusal(answer.failure, ACTIVATE_REFUSAL);
    },

    async requestPasswordReset(_parent, { input }, ctx) {
      const parsed = passwordResetRequestSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.requestPasswordReset(parsed.data.email);
      if (answer.ok) return { __typename: 'PasswordResetRequested', email: parsed.data.email, message: accountMessages.resetLinkSent };
      return answerRefusal(answer.failure, RESET_REQUEST_REFUSAL);
    },

    async resetPassword(_parent, { input }, ctx) {
      const { resetId, ...passwords } = input;
      const parsed = passwordResetSchema.safeParse(passwords);
      if (!parsed.success) return invalidInput(parsed.error);
      const answer = await ctx.legacy.accounts.resetPassword(resetId, passwords.password, passwords.passwordRepeat);
      if (answer.ok) return { __typename: 'PasswordReset', message: accountMessages.passwordSet };
      return answerRefusal(answer.failure, LINK_REFUSAL);
    },

    async changePassword(_parent, { input }, ctx) {
      const parsed = changePasswordSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const { userId, membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.accounts.changePassword(userId, membership.id, parsed.data);
      if (answer.ok) return { __typename: 'PasswordChanged', message: accountMessages.passwordChanged };
      return answerRefusal(answer.failure, PASSWORD_CHANGE_REFUSAL);
    },
  },
};
