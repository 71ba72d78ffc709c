import type { Request } from 'express';
import { requireUser, type AppContext } from '../context.js';
import { MESSAGES, detail } from '../http/errors.js';
import { membershipsOf, serializeMembership, type MembershipRow, type UserRow } from './users.js';

export const permissionsOf = (m: MembershipRow): string[] => serializeMembership(m).permissions;

/**
 * Bearer (401) + `{membershipId}` from the path must be an activated membership of the caller whose permissions hold
 * one of `permissions`, else 403 "Nie masz uprawnień do tej czynności" (also for a non-numeric or foreign id).
 */
export async function requireMembershipPermission(
  ctx: AppContext,
  req: Request,
  permissions: readonly string[],
  param = 'membershipId',
): Promise<{ user: UserRow; membership: MembershipRow }> {
  const user = await requireUser(ctx, req);
  const id = String(req.params[param]);
  const membership = membershipsOf(ctx.db, user.id).find((m) => String(m.id) === id);
  if (!membership || !permissionsOf(membership).some((p) => permissions.includes(p))) throw detail(403, MESSAGES.denied);
  return { user, membership };
}

/** Bearer (401) + some activated membership of the caller holding one of `permissions` (calls without a membership in the path), else 403. */
export async function requireAnyPermission(ctx: AppContext, req: Request, permissions: readonly string[]): Promise<{ user: UserRow; membership: MembershipRow }> {
  const user = await requireUser(ctx, req);
  const membership = membershipsOf(ctx.db, user.id).find((m) => permissionsOf(m).some((p) => permissions.includes(p)));
  if (!membership) throw detail(403, MESSAGES.denied);
  return { user, membership };
}

/** Bearer (401) + an activated membership of the caller in `{companyId}` (path) holding `permission`, else 403. */
export async function requireCompanyPermission(ctx: AppContext, req: Request, permission: string, param = 'companyId') {
  const user = await requireUser(ctx, req);
  const id = String(req.params[param]);
  const membership = membershipsOf(ctx.db, user.id).find((m) => String(m.company_id) === id && m.activated === 1);
  if (!membership) throw detail(403, MESSAGES.denied);
  return { user, membership, allowed: permissionsOf(membership).includes(permission) };
}

/** Runs `job` after `delayMs` (asynchronous generation); failures are logged, a closed database (test stopped) is ignored. */
export function runLater(ctx: AppContext, delayMs: number, label: string, job: () => Promise<void> | void): void {
  const timer = setTimeout(() => {
    Promise.resolve()
      .then(job)
      .catch((err: unknown) => ctx.log(`${label} failed`, err));
  }, delayMs);
  timer.unref();
}
