import { PERMISSION_GROUPS, accountMessages, inviteUserSchema, setPermissionSchema, usersPageSchema } from 'schema/validation';
import type { Resolvers } from './typed';
import type { PermissionGroup } from '../__generated__/types';
import { answerRefusal, refuse } from '../contract/refusal';
import { invalidInput } from '../contract/problems';
import { nextPageOf } from '../contract/paging';
import type { RestCompanyUser } from '../legacy/accounts';

export const permissionGroupOf = (group: 'location_admin' | 'location_user'): PermissionGroup =>
  group === 'location_admin' ? 'LOCATION_ADMIN' : 'LOCATION_USER';

function companyUser(record: RestCompanyUser, selfId: string) {
  return { ...record, __typename: 'CompanyUser' as const, permissionGroup: permissionGroupOf(record.permissionGroup), isSelf: record.userId === selfId };
}

/** Why another user's membership cannot be changed or removed (spec §6); administrators' removals meet the same. */
export const MEMBERSHIP_REFUSAL = { lastRepresentative: 'LastRepresentative', ownMembership: 'OwnMembership', notFound: 'MembershipNotFound' } as const;
/** A role change meets those, and a role the user already has. */
const PERMISSION_REFUSAL = { ...MEMBERSHIP_REFUSAL, notChanged: 'PermissionNotChanged' } as const;
const INVITATION_REFUSAL = { alreadyInCompany: 'UserAlreadyInCompany', alreadyInvited: 'UserAlreadyInvited' } as const;

/** The users of the active membership's company: the list, invitations, roles and removals (`users_manage`). */
export const companyUsersResolvers: Resolvers = {
  Query: {
    async companyUsers(_parent, args, ctx) {
      const paging = usersPageSchema.safeParse(args);
      if (!paging.success) return invalidInput(paging.error, []);
      const { userId, membership } = await ctx.access.admitted();
      const { page, pageSize } = paging.data;
      const answer = await ctx.legacy.accounts.companyUsers(userId, membership.companyId, page, pageSize);
      if (!answer.ok) return refuse(answer.failure);
      return {
        __typename: 'CompanyUsersPage',
        records: answer.data.records.map((record) => companyUser(record, userId)),
        totalCount: answer.data.numAllRecords,
        page,
        pageSize,
        ...nextPageOf(page, pageSize, answer.data.numAllRecords, 0),
      };
    },
  },

  Mutation: {
    async inviteUser(_parent, { input }, ctx) {
      const parsed = inviteUserSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      const { userId, membership } = await ctx.access.admitted();
      const { email, permissionGroup } = parsed.data;
      const answer = await ctx.legacy.accounts.inviteUser(userId, membership.companyId, { email, permissionGroup: PERMISSION_GROUPS[permissionGroup].value });
      if (answer.ok) return { __typename: 'InvitationSent', membershipId: answer.data.membershipId, email, message: accountMessages.userInvited };
      return answerRefusal(answer.failure, INVITATION_REFUSAL);
    },

    async setUserPermission(_parent, { input }, ctx) {
      const parsed = setPermissionSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error);
      // Not one's own membership: `@auth(notOwnMembership:)` refused it as `OwnMembership`.
      const { userId } = await ctx.access.admitted();
      const group = PERMISSION_GROUPS[parsed.data.permissionGroup].value;
      const answer = await ctx.legacy.accounts.setPermission(userId, parsed.data.membershipId, group);
      if (answer.ok) return { ...companyUser(answer.data, userId), message: accountMessages.permissionChanged };
      return answerRefusal(answer.failure, PERMISSION_REFUSAL);
    },

    async deleteMembership(_parent, { membershipId }, ctx) {
      const { userId } = await ctx.access.admitted();
      const answer = await ctx.legacy.accounts.deleteMembership(userId, membershipId);
      if (answer.ok) return { __typename: 'MembershipDeleted', membershipId, message: accountMessages.membershipDeleted };
      return answerRefusal(answer.failure, MEMBERSHIP_REFUSAL);
    },
  },
};
