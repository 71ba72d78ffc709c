import { GraphQLError } from 'graphql';
import { loginSchema, securityMessages } from 'schema/validation';
import type { Resolvers } from '../__generated__/resolvers';
import type { Context } from '../context';
import { assertNever } from '../legacy/errors';
import { rateLimited } from '../security/rate-limits';
import { problem } from './problems';

/** The chosen membership if it is still activated, else the first activated one. */
function activeMembershipId(memberships: { id: string; activated: boolean }[], chosen: string | null): string | null {
  const activated = memberships.filter((m) => m.activated);
  return (activated.find((m) => m.id === chosen) ?? activated[0])?.id ?? null;
}

/** Loads the viewer, or null when the caller is anonymous or their session just ended. */
async function loadViewer(ctx: Context) {
  if (!ctx.signedIn) return null;
  const me = await ctx.loaders.me.load('me');
  if (!me.ok) {
    const { kind } = me.failure;
    switch (kind) {
      case 'sessionExpired':
        return null;
      default:
        return assertNever(kind);
    }
  }
  const user = me.data;
  ctx.session?.rememberMemberships(user.memberships);
  return { user, activeMembershipId: activeMembershipId(user.memberships, ctx.session?.activeMembershipId ?? null) };
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
      if (!ctx.session.canSetCookie) {
        // The Secure cookie would never be set: refusing says so, instead of a login that silently does not stick.
        ctx.logger.error(
          'login refused: the request is not HTTPS as the gateway sees it; behind a TLS proxy, set TRUST_PROXY to its address and have it send X-Forwarded-Proto',
        );
        throw new GraphQLError('Logowanie wymaga bezpiecznego połączenia (HTTPS).', { extensions: { code: 'INSECURE_CONNECTION' } });
      }
      const parsed = loginSchema.safeParse(input);
      if (!parsed.success) {
        return problem.validationFailed(parsed.error.issues.map((i) => ({ field: i.path.map(String), message: i.message })));
      }
      const { email, password, rememberMe } = parsed.data;
      const session = ctx.session;
      const admitted = await ctx.loginAttempt(email, { solved: !!session.captchaToken, spend: () => session.dropCaptchaToken() });
      if (!admitted.ok) {
        const { refusal } = admitted;
        return refusal.kind === 'limited' ? rateLimited(refusal.limited, false, securityMessages.tooManyLoginAttempts) : problem.captchaRequired(securityMessages.loginCaptchaRequired);
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
        switch (answer.failure.kind) {
          case 'invalidCredentials':
            await attempt.failed();
            return problem.invalidCredentials();
          case 'invalid':
            await attempt.uncounted();
            return problem.validationFailed(answer.failure.problems);
          default:
            return assertNever(answer.failure);
        }
      }
      await session.login(answer.data, rememberMe);
      await attempt.succeeded();
      ctx.signedIn = true;
      const viewer = await loadViewer(ctx);
      if (!viewer) throw new Error('viewer missing right after login');
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
