import { accountMessages, userDataSchema } from 'schema/validation';
import type { Resolvers } from './typed';
import { refuse, refuseCommon } from '../contract/refusal';
import { invalidInput, problem, type UnionMember } from '../contract/problems';
import type { RestUserData } from '../legacy/accounts';
import { assertNever } from '../legacy/errors';
import { permissionGroupOf } from './accounts-users';

function userData(data: RestUserData): UnionMember<'UserDataResult'> {
  return { __typename: 'UserData', ...data, phoneNumber: data.phoneNumber ?? null, permissionGroup: permissionGroupOf(data.permissionGroup) };
}

/** The signed-in person's own data and consents, in their active membership. */
export const userDataResolvers: Resolvers = {
  Query: {
    async userData(_parent, _args, ctx) {
      const { userId, membership } = await ctx.access.admitted();
      const answer = await ctx.legacy.accounts.userData(userId, membership.id);
      return answer.ok ? userData(answer.data) : refuse(answer.failure);
    },
  },

  Mutation: {
    async updateUserData(_parent, { input }, ctx) {
      const parsed = userDataSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const { userId, membership } = await ctx.access.admitted();
      const { isCompanyRepresentative, ...data } = parsed.data;
      // Spec §6: only a location_admin sees (and may send) the representative flag: its input field's `@auth` says so.
      const body = isCompanyRepresentative === null ? data : { ...data, isCompanyRepresentative };
      const answer = await ctx.legacy.accounts.updateUserData(userId, membership.id, body);
      if (answer.ok) return { ...userData(answer.data), message: accountMessages.userDataSaved };
      const { kind } = refuseCommon(answer.failure);
      switch (kind) {
        case 'lastRepresentative':
          return problem('LastRepresentative', { field: ['input', 'isCompanyRepresentative'] });
        default:
          return assertNever(kind);
      }
    },
  },
};
