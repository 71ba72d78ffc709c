import type { PermissionGroup } from '../../auth/permissions.js';
import type { Db } from '../../db/database.js';
import type { PlainMembership, UserRow } from '../users.js';

// New (inactive) users and memberships of registration and invitation, and the queries their rules need.

/** A user who filled in names and phone (registration form or activation's full form). */
export const isFullRegistration = (user: UserRow) => user.first_name.trim() !== '' && !!user.phone_number;

/** A password nobody can type: invited and registered users get theirs at activation. */
const UNUSABLE_PASSWORD = '!unusable';

export function createUser(db: Db, data: { email: string; firstName?: string; lastName?: string; phoneNumber?: string | null }): number {
  db.run(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, date_joined, last_login, is_active)
     VALUES (?, ?, ?, ?, ?, ?, NULL, 0)`,
    [data.email, UNUSABLE_PASSWORD, data.firstName ?? '', data.lastName ?? '', data.phoneNumber ?? null, new Date().toISOString()],
  );
  return db.lastInsertId();
}

export function createMembership(db: Db, data: { userId: number; companyId: number; group: PermissionGroup; representative: boolean }): number {
  db.run(
    `INSERT INTO memberships (user_id, company_id, permission_group, is_company_representative, activated, activation_date)
     VALUES (?, ?, ?, ?, 0, NULL)`,
    [data.userId, data.companyId, data.group, data.representative ? 1 : 0],
  );
  return db.lastInsertId();
}

export const findMembership = (db: Db, id: number) => db.get<PlainMembership>('SELECT * FROM memberships WHERE id = ?', [id]);

/** Representatives of a company other than `exceptMembershipId`. */
export const otherRepresentatives = (db: Db, companyId: number, exceptMembershipId: number) =>
  Number(
    db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ? AND is_company_representative = 1 AND id != ?', [companyId, exceptMembershipId])?.n ?? 0,
  );
