import { Router, type Request } from 'express';
import { requireUser, type AppContext } from '../context.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { PermissionGroup } from '../auth/permissions.js';
import { PERMISSION_GROUPS } from '../domain/accounts/choices.js';
import { FieldReader, asObject } from '../domain/accounts/field-reader.js';
import { ACCOUNT_MESSAGES } from '../domain/accounts/messages.js';
import { profileOf, readProfile, saveProfile } from '../domain/accounts/profiles.js';
import { createMembership, createUser, findMembership, otherRepresentatives } from '../domain/accounts/users-and-memberships.js';
import { findUserByEmail, membershipsOf, serializeMembership, type MembershipRow, type PlainMembership, type UserRow } from '../domain/users.js';
import { ApiError, MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { intParam, textParam } from './query-params.js';
import { mailActivation } from './registration.js';

export const USERS_PAGE = { defaultSize: 10, maxSize: 100 } as const;

/** Sortable columns of the company users list (sort_column) and their SQL. */
const SORT_COLUMNS: Record<string, string> = {
  id: 'm.id',
  email: 'u.email',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  dateJoined: 'u.date_joined',
  lastLogin: 'u.last_login',
  permissionGroup: 'm.permission_group',
  activated: 'm.activated',
};

const denied = () => detail(403, MESSAGES.denied);


/** The caller, who must be the `{userId}` of the path (403 otherwise). */
async function requireSelf(ctx: AppContext, req: Request): Promise<UserRow> {
  const user = await requireUser(ctx, req);
  if (String(req.params.userId) !== String(user.id)) throw denied();
  return user;
}

/** The caller's activated membership in a company holding `permission`, else 403. */
function requirePermission(ctx: AppContext, user: UserRow, companyId: number, permission: string): MembershipRow {
  const membership = membershipsOf(ctx.db, user.id).find((m) => m.company_id === companyId);
  if (!membership || !serializeMembership(membership).permissions.includes(permission)) throw denied();
  return membership;
}

/** A membership the caller manages (users_manage in its company): 404 when unknown, 403 when foreign. */
function managedMembership(ctx: AppContext, user: UserRow, rawId: unknown): PlainMembership {
  const id = Number(rawId);
  const target = Number.isSafeInteger(id) ? findMembership(ctx.db, id) : undefined;
  if (!target) throw detail(404, ACCOUNT_MESSAGES.notFound);
  requirePermission(ctx, user, target.company_id, 'users_manage');
  return target;
}

/** One of the caller's own memberships (`{id}` of the user-data paths) holding `permission`, else 403. */
function ownMembership(ctx: AppContext, user: UserRow, rawId: unknown, permission: string): MembershipRow {
  const membership = membershipsOf(ctx.db, user.id).find((m) => String(m.id) === String(rawId));
  if (!membership || !serializeMembership(membership).permissions.includes(permission)) throw denied();
  return membership;
}

interface MemberRecordRow {
  id: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  date_joined: string;
  last_login: string | null;
  permission_group: PermissionGroup;
  is_company_representative: number;
  activated: number;
  activation_date: string | null;
}

const MEMBER_SELECT = `
  SELECT m.id, m.user_id, u.email, u.first_name, u.last_name, u.date_joined, u.last_login, m.permission_group,
         m.is_company_representative, m.activated, m.activation_date
  FROM memberships m JOIN users u ON u.id = m.user_id`;

const memberRecord = (r: MemberRecordRow) => ({
  id: r.id,
  userId: r.user_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  dateJoined: r.date_joined,
  lastLogin: r.last_login,
  permissionGroup: r.permission_group,
  isCompanyRepresentative: r.is_company_representative === 1,
  activated: r.activated === 1,
  activationDate: r.activation_date,
});

function userData(ctx: AppContext, user: UserRow, membership: MembershipRow) {
  const profile = profileOf(ctx.db, user.id);
  return {
    id: user.id,
    membershipId: membership.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    dateJoined: user.date_joined,
    lastLogin: user.last_login,
    permissionGroup: membership.permission_group,
    isCompanyRepresentative: membership.is_company_representative === 1,
    ...profile,
  };
}

/** Company users (invite, list, delete, set permission), user data and change password (spec member-side §2, §6, §7). */
export function companyUserRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/accounts/:userId/invite_user/:companyId/')
    .post(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      const manager = requirePermission(ctx, user, Number(req.params.companyId), 'users_manage');
      const reader = new FieldReader(asObject(req.body));
      const email = reader.email('email');
      const group = reader.choice('permissionGroup', PERMISSION_GROUPS);
      if (!reader.ok) throw fieldErrors(reader.errors);
      const existing = findUserByEmail(ctx.db, email!);
      const current = existing ? ctx.db.get<PlainMembership>('SELECT * FROM memberships WHERE user_id = ? AND company_id = ?', [existing.id, manager.company_id]) : undefined;
      if (current?.activated === 1) throw detail(400, ACCOUNT_MESSAGES.userExistsInCompany);
      if (current) throw detail(400, ACCOUNT_MESSAGES.userAlreadyInvited);
      const { userId, membershipId } = ctx.db.transaction(() => {
        const userId = existing?.id ?? createUser(ctx.db, { email: email! });
        return { userId, membershipId: createMembership(ctx.db, { userId, companyId: manager.company_id, group: group!, representative: false }) };
      });
      mailActivation(ctx, email!, membershipId, 'invitation', manager.company_name);
      res.status(201).json({ membershipId, userId, email, permissionGroup: group, activated: false });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/:userId/get_company_memberships/:companyId/')
    .get(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      const companyId = Number(req.params.companyId);
      requirePermission(ctx, user, companyId, 'users_manage');
      const page = intParam(req.query.page, 0);
      const size = Math.min(Math.max(intParam(req.query.page_size, USERS_PAGE.defaultSize), 1), USERS_PAGE.maxSize);
      const sortKey = textParam(req.query.sort_column) ?? 'id';
      const direction = (textParam(req.query.direction) ?? 'asc').toLowerCase();
      const errors: Record<string, string[]> = {};
      if (!SORT_COLUMNS[sortKey]) errors.sort_column = [`"${sortKey}" nie jest poprawnym wyborem.`];
      if (direction !== 'asc' && direction !== 'desc') errors.direction = [`"${direction}" nie jest poprawnym wyborem.`];
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const order = `${SORT_COLUMNS[sortKey]} ${direction === 'desc' ? 'DESC' : 'ASC'}, m.id ${direction === 'desc' ? 'DESC' : 'ASC'}`;
      const total = Number(ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ?', [companyId])?.n ?? 0);
      const rows = ctx.db.all<MemberRecordRow>(`${MEMBER_SELECT} WHERE m.company_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`, [companyId, size, page * size]);
      res.json({ records: rows.map(memberRecord), numAllRecords: total });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/:userId/delete_membership/:membershipId/')
    .delete(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      const target = managedMembership(ctx, user, req.params.membershipId);
      if (target.user_id === user.id) throw detail(400, ACCOUNT_MESSAGES.selfDelete);
      if (target.is_company_representative === 1 && otherRepresentatives(ctx.db, target.company_id, target.id) === 0) {
        throw detail(400, ACCOUNT_MESSAGES.lastRepresentativeDelete, { code: 'last_representative' });
      }
      ctx.db.transaction(() => {
        ctx.db.run('DELETE FROM activations WHERE membership_id = ?', [target.id]);
        ctx.db.run('DELETE FROM memberships WHERE id = ?', [target.id]);
        // An invitee who never activated anything and has no membership left disappears with the invitation.
        const left = ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE user_id = ?', [target.user_id]);
        if (Number(left?.n ?? 0) === 0) {
          ctx.db.run('DELETE FROM user_profiles WHERE user_id = ? AND EXISTS (SELECT 1 FROM users WHERE id = ? AND is_active = 0)', [target.user_id, target.user_id]);
          ctx.db.run('DELETE FROM users WHERE id = ? AND is_active = 0', [target.user_id]);
        }
      });
      res.status(204).end();
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/:userId/set_permission/:membershipId/')
    .patch(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      const target = managedMembership(ctx, user, req.params.membershipId);
      const reader = new FieldReader(asObject(req.body));
      const group = reader.choice('permissionGroup', PERMISSION_GROUPS);
      if (!reader.ok) throw fieldErrors(reader.errors);
      if (target.user_id === user.id) throw detail(400, ACCOUNT_MESSAGES.selfPermission);
      if (target.permission_group === group) throw detail(400, ACCOUNT_MESSAGES.notChanged);
      if (group === 'location_user' && target.is_company_representative === 1 && otherRepresentatives(ctx.db, target.company_id, target.id) === 0) {
        throw detail(400, ACCOUNT_MESSAGES.lastRepresentativeDemote, { code: 'last_representative' });
      }
      ctx.db.run('UPDATE memberships SET permission_group = ? WHERE id = ?', [group!, target.id]);
      res.json(memberRecord(ctx.db.get<MemberRecordRow>(`${MEMBER_SELECT} WHERE m.id = ?`, [target.id])!));
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/:userId/user/:id/')
    .get(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      res.json(userData(ctx, user, ownMembership(ctx, user, req.params.id, 'user_data')));
    })
    .put(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      const membership = ownMembership(ctx, user, req.params.id, 'user_data');
      const body = asObject(req.body);
      const reader = new FieldReader(body);
      const firstName = reader.name('firstName');
      const lastName = reader.name('lastName');
      const phoneNumber = reader.phone('phoneNumber');
      const profile = readProfile(reader);
      const representative = reader.boolean('isCompanyRepresentative', { optional: true });
      const current = membership.is_company_representative === 1;
      if (representative !== undefined && representative !== current) {
        if (membership.permission_group !== 'location_admin') reader.fail('isCompanyRepresentative', ACCOUNT_MESSAGES.representativeAdminOnly);
        else if (!representative && otherRepresentatives(ctx.db, membership.company_id, membership.id) === 0) {
          reader.fail('isCompanyRepresentative', ACCOUNT_MESSAGES.lastRepresentativeFlag);
        }
      }
      if (!reader.ok) throw new ApiError(400, reader.errors);
      ctx.db.transaction(() => {
        ctx.db.run('UPDATE users SET first_name = ?, last_name = ?, phone_number = ? WHERE id = ?', [firstName!, lastName!, phoneNumber!, user.id]);
        saveProfile(ctx.db, user.id, profile!);
        if (representative !== undefined) ctx.db.run('UPDATE memberships SET is_company_representative = ? WHERE id = ?', [representative ? 1 : 0, membership.id]);
      });
      const fresh = ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [user.id])!;
      res.json(userData(ctx, fresh, membershipsOf(ctx.db, user.id).find((m) => m.id === membership.id)!));
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/:userId/change_password/:id/')
    .put(ctx.track, async (req, res) => {
      const user = await requireSelf(ctx, req);
      ownMembership(ctx, user, req.params.id, 'change_password');
      const reader = new FieldReader(asObject(req.body));
      const oldPassword = reader.string('oldPassword');
      const newPassword = reader.newPassword('newPassword', 'newPasswordRepeat');
      if (!reader.ok) throw fieldErrors(reader.errors);
      if (!verifyPassword(oldPassword === undefined ? '' : String(asObject(req.body).oldPassword), user.password_hash)) {
        throw fieldErrors({ oldPassword: [ACCOUNT_MESSAGES.wrongOldPassword] });
      }
      ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hashPassword(newPassword!), user.id]);
      res.json({ detail: ACCOUNT_MESSAGES.passwordChanged });
    })
    .all(methodNotAllowed);

  return router;
}
