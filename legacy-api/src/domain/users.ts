import type { Db } from '../db/database.js';
import { permissionsFor, type PermissionGroup } from '../auth/permissions.js';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  date_joined: string;
  last_login: string | null;
  is_active: number;
}

/** A row of `memberships` as stored. */
export interface PlainMembership {
  id: number;
  user_id: number;
  company_id: number;
  permission_group: PermissionGroup;
  is_company_representative: number;
  activated: number;
  activation_date: string | null;
}

/** A membership with the company columns the API answers carry. */
export interface MembershipRow extends PlainMembership {
  company_name: string;
  company_nip: string | null;
  subscription: string;
  is_operator: number;
}

export const findUserByEmail = (db: Db, email: string) =>
  db.get<UserRow>('SELECT * FROM users WHERE email = ?', [email.trim().toLowerCase()]);

export const findActiveUser = (db: Db, id: number) => db.get<UserRow>('SELECT * FROM users WHERE id = ? AND is_active = 1', [id]);

export const membershipsOf = (db: Db, userId: number) =>
  db.all<MembershipRow>(
    `SELECT m.*, c.name AS company_name, c.nip AS company_nip, c.subscription, c.is_operator
     FROM memberships m JOIN companies c ON c.id = m.company_id
     WHERE m.user_id = ? ORDER BY m.id`,
    [userId],
  );

export function serializeMembership(m: MembershipRow) {
  return {
    id: m.id,
    activated: m.activated === 1,
    activationDate: m.activation_date,
    permissionGroup: m.permission_group,
    isCompanyRepresentative: m.is_company_representative === 1,
    permissions: permissionsFor({
      permissionGroup: m.permission_group,
      activated: m.activated === 1,
      subscription: m.subscription,
      isOperator: m.is_operator === 1,
    }),
    company: { id: m.company_id, name: m.company_name, nip: m.company_nip },
  };
}

export function serializeUser(user: UserRow, memberships: MembershipRow[]) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number,
    dateJoined: user.date_joined,
    lastLogin: user.last_login,
    memberships: memberships.map(serializeMembership),
  };
}
