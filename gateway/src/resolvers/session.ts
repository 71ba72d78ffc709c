import { GraphQLError } from 'graphql';
import { loginSchema, securityMessages } from 'schema/validation';
import type { Resolvers } from './typed';
import { activeMembershipOf } from '../access/access';
import { refusalError } from '../contract/refusals';
import { invalid, invalidInput, problem } from '../contract/problems';
import type { Context } from '../context';
import { assertNever } from '../legacy/errors';
import type { ViewerModel } from '../legacy/session';

/**
 * The signed-in person as the API has them now, or null for a visitor. A browser whose session just ended is a
 * visitor again (its cookie is cleared with this answer); an integrator's refused token is told `SESSION_EXPIRED`.
 */
async function loadViewer(ctx: Context): Promise<ViewerModel | null> {
  if (!ctx.access.signedIn) return null;
  const me = await ctx.access.load();
  if (me.ok) {
    const active = activeMembershipOf(me.data.memberships, ctx.session?.activeMembershipId ?? null);
    return { user: me.data, activeMembershipId: active?.id ?? null };
  }
  const { kind } = me.failure;
  switch (kind) {
    case 'sessionExpired':
      if (ctx.access.caller === 'bearer') throw refusalError({ kind }, null);
      return null;
    default:
      return assertNever(kind);
  }
}

export const sessionResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => loadViewer(ctx),
  },
  Mutation: {
    async login(_parent, { input }, ctx) {
      if (!ctx.session) {
        // A bearer caller, or a page of another origin: neither acts as a cookie session (decision 029).
        throw new GraphQLError(securityMessages.loginNeedsAppSession, { extensions: { code: 'BAD_REQUEST' } });
      }
      if (!ctx.session.canSetCookie) {
        // The Secure cookie would never be set: refusing says so, instead of a login that silently does not stick.
        ctx.logger.error(
          'login refused: the request is not HTTPS as the gateway sees it; behind a TLS proxy, set TRUST_PROXY to its address and have it send X-Forwarded-Proto',
        );
        throw new GraphQLError('Logowanie wymaga bezpiecznego połączenia (HTTPS).', { extensions: { code: 'INSECURE_CONNECTION' } });
      }
      const parsed = loginSchema.safeParse(input);
      if (!parsed.success) return invalidInput(parsed.error, []);
      const { email, password, rememberMe } = parsed.data;
      const session = ctx.session;
      const admitted = await ctx.loginAttempt(email, { solved: !!session.captchaToken, spend: () => session.dropCaptchaToken() });
      if (!admitted.ok) {
        const { refusal } = admitted;
        return refusal.kind === 'limited'
          ? problem('RateLimited', { message: securityMessages.tooManyLoginAttempts, member: false, resetsAt: refusal.limited.resetsAt.toISOString() })
          : problem('CaptchaRequired', { message: securityMessages.loginCaptchaRequired });
      }
      const { attempt } = admitted;
      let answer;
      try {
        answer = await ctx.legacy.session.obtainToken(email, password);
      } catch (error) {
        // The API did not answer about the password: the attempt counts nowhere.
        await attempt.uncounted();
        throw error;
      }
      if (!answer.ok) {
        const { failure } = answer;
        switch (failure.kind) {
          case 'invalidCredentials':
            await attempt.failed();
            return problem('InvalidCredentials');
          case 'invalid':
            await attempt.uncounted();
            return invalid(failure.problems);
          default:
            return assertNever(failure);
        }
      }
      await session.login(answer.data, rememberMe);
      await attempt.succeeded();
      const viewer = await loadViewer(ctx);
      if (!viewer) throw new Error('viewer missing right after login');
      const active = activeMembershipOf(viewer.user.memberships, parsed.data.activeMembershipId ?? null)?.id ?? null;
      if (active) ctx.access.choose(active);
      return { __typename: 'Viewer', ...viewer, activeMembershipId: active };
    },
    async logout(_parent, _args, ctx) {
      await ctx.session?.end();
      return { loggedOut: true };
    },
    async switchMembership(_parent, { membershipId }, ctx) {
      const viewer = await loadViewer(ctx);
      if (!viewer) return problem('SessionExpired');
      const membership = viewer.user.memberships.find((m) => m.id === membershipId && m.activated);
      if (!membership) return problem('MembershipNotAvailable');
      ctx.access.choose(membership.id);
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
