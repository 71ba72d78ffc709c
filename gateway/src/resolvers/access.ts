import type { Context } from '../context';
import { assertNever } from '../legacy/errors';
import { fileProblem } from '../files/replies';
import { problem } from './problems';
import { activeMembershipId } from './session';

export interface ActiveMembership {
  id: string;
  companyId: string;
  permissions: string[];
}

/**
 * The member's active membership (id, company, permissions). Browsers have it in the session since their last
 * viewer load, so it costs no upstream call; integrators' requests load it with `accounts/me`.
 */
export async function activeMembership(ctx: Context): Promise<ActiveMembership | null> {
  if (!ctx.signedIn) return null;
  const chosen = ctx.session?.activeMembershipId ?? null;
  const remembered = ctx.session?.memberships;
  if (remembered) {
    const id = activeMembershipId(remembered, chosen);
    return remembered.find((m) => m.id === id) ?? null;
  }
  // A failed `accounts/me` leaves no membership; the call that needs one then answers the same failure.
  const me = await ctx.loaders.me.load('me');
  if (!me.ok) return null;
  const membership = me.data.memberships.find((m) => m.id === activeMembershipId(me.data.memberships, chosen));
  return membership ? { id: membership.id, companyId: membership.company.id, permissions: membership.permissions } : null;
}

export type Access =
  | { ok: true; membership: ActiveMembership }
  | { ok: false; problem: ReturnType<typeof problem.loginRequired> | ReturnType<typeof problem.permissionDenied> };

export const loginToContinue = 'Zaloguj się, aby kontynuować.';

/**
 * The gateway's own permission check (the web app only hides what cannot be used): an anonymous caller is asked
 * to sign in; a member whose active membership lacks `permission` (spec §6) is refused before any upstream call.
 */
export async function requirePermission(ctx: Context, permission: string): Promise<Access> {
  if (!ctx.signedIn) return { ok: false, problem: problem.loginRequired(loginToContinue) };
  const membership = await activeMembership(ctx);
  if (!membership?.permissions.includes(permission)) return { ok: false, problem: problem.permissionDenied(permission) };
  return { ok: true, membership };
}

/** Signed in with an activated membership, whatever its permissions (ordering a package). */
export async function requireMembership(ctx: Context): Promise<Access> {
  if (!ctx.signedIn) return { ok: false, problem: problem.loginRequired(loginToContinue) };
  const membership = await activeMembership(ctx);
  if (!membership) return { ok: false, problem: problem.permissionDenied('active membership') };
  return { ok: true, membership };
}

/** The two refusals every member-only call can meet: the API denied the permission, or the session ended. */
export function memberRefusal(kind: 'denied' | 'sessionExpired', permission: string) {
  switch (kind) {
    case 'denied':
      return problem.permissionDenied(permission);
    case 'sessionExpired':
      return problem.sessionExpired();
    default:
      return assertNever(kind);
  }
}

/** A refused access as a file route answers it: a visitor must sign in (401), a member lacks the permission (403). */
export function accessReply(refused: Extract<Access, { ok: false }>['problem']) {
  return refused.__typename === 'LoginRequired' ? fileProblem.sessionExpired() : fileProblem.permissionDenied(refused.permission);
}
