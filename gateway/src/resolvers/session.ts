import { GraphQLError } from 'graphql';
import { loginSchema } from 'schema/validation';
import type { Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { LegacyError } from '../legacy/errors';
import { problem } from './problems';
import { unexpected } from './unexpected';

/** The chosen membership if it is still activated, else the first activated one. */
function activeMembershipId(memberships: { id: string; activated: boolean }[], chosen: string | null): string | null {
  const activated = memberships.filter((m) => m.activated);
  return (activated.find((m) => m.id === chosen) ?? activated[0])?.id ?? null;
}

/** Loads the viewer, or null when the caller is anonymous or their session just ended. */
async function loadViewer(ctx: Context) {
  if (!ctx.signedIn) return null;
  try {
    const user = await ctx.loaders.me.load('me');
    ctx.session?.rememberMemberships(user.memberships);
    return { user, activeMembershipId: activeMembershipId(user.memberships, ctx.session?.activeMembershipId ?? null) };
  } catch (error) {
    if (error instanceof LegacyError && error.failure.kind === 'unauthorized') return null;
    throw unexpected(error);
  }
}

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => loadViewer(ctx),
  },
  Mutation: {
    async login(_parent, { input }, ctx) {
      if (!ctx.session) {
        throw new GraphQLError('Logowanie jest dostępne tylko w przeglądarce; integratorzy używają tokenu Bearer.', {
          extensions: { code: 'BAD_REQUEST' },
        });
      }
      const parsed = loginSchema.safeParse(input);
      if (!parsed.success) {
        return problem.validationFailed(parsed.error.issues.map((i) => ({ field: i.path.map(String), message: i.message })));
      }
      const { email, password, rememberMe } = parsed.data;
      try {
        const pair = await ctx.legacy.obtainToken(email, password);
        await ctx.session.login(pair, rememberMe);
        ctx.signedIn = true;
      } catch (error) {
        if (error instanceof LegacyError && ['unauthorized', 'badRequest'].includes(error.failure.kind)) {
          return problem.invalidCredentials();
        }
        throw unexpected(error);
      }
      const viewer = await loadViewer(ctx);
      if (!viewer) throw unexpected(new Error('viewer missing right after login'));
      ctx.session.activeMembershipId = viewer.activeMembershipId;
      return { __typename: 'Viewer', ...viewer };
    },
    async logout(_parent, _args, ctx) {
      await ctx.session?.end();
      return { loggedOut: true };
    },
    async switchMembership(_parent, { membershipId }, ctx) {
      const viewer = await loadViewer(ctx);
      if (!viewer) return problem.sessionExpired();
      const membership = viewer.user.memberships.find((m) => m.id === membershipId && m.activated);
      if (!membership) return problem.membershipNotAvailable();
      if (ctx.session) ctx.session.activeMembershipId = membership.id;
      return { __typename: 'Viewer', ...viewer, activeMembershipId: membership.id };
    },
  },
  Viewer: {
    user: (viewer) => viewer.user,
    memberships: (viewer) => viewer.user.memberships,
    activeMembership: (viewer) => viewer.user.memberships.find((m) => m.id === viewer.activeMembershipId) ?? null,
    permissions: (viewer) => viewer.user.memberships.find((m) => m.id === viewer.activeMembershipId)?.permissions ?? [],
  },
  Membership: {
    permissionGroup: (m) => (m.permissionGroup === 'location_admin' ? 'LOCATION_ADMIN' : 'LOCATION_USER'),
  },
};

export { activeMembershipId };
