import type { Db } from '../db/database.js';
import type { PermissionGroup } from '../auth/permissions.js';
import { hashPassword } from '../auth/password.js';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES_F, LAST_NAMES_M } from './catalogue.js';
import type { SeededCompany } from './companies.js';
import { pastDate } from './dates.js';
import { DEMO } from './demo.js';
import { randomMobilePhone } from './identifiers.js';
import type { Prng } from './prng.js';

type Row = (string | number | null)[];

/** Users and memberships in insertion order; ids are 1-based positions. */
class Accounts {
  readonly users: Row[] = [];
  readonly memberships: Row[] = [];

  constructor(private readonly prng: Prng) {}

  /** A scrypt hash of the demo password; the demo accounts get the full cost, the many representatives a cheap one (fast seed). */
  passwordHash(cost: 16_384 | 1_024): string {
    return hashPassword(DEMO.password, { salt: Buffer.from(this.prng.hex(16), 'hex'), cost });
  }

  addUser(email: string, firstName: string, lastName: string, passwordHash: string): number {
    const id = this.users.length + 1;
    this.users.push([id, email, passwordHash, firstName, lastName, randomMobilePhone(this.prng), pastDate(this.prng, 200, 900), null, 1]);
    return id;
  }

  addMembership(userId: number, companyId: number, group: PermissionGroup, representative: boolean, activated: boolean): void {
    const activationDate = activated ? pastDate(this.prng, 10, 190) : null;
    this.memberships.push([this.memberships.length + 1, userId, companyId, group, representative ? 1 : 0, activated ? 1 : 0, activationDate]);
  }
}

/** The three demo accounts (see DEMO and the README) and one representative `biuro@<slug>.demo.test` per other Polish company. */
export function seedUsers(db: Db, prng: Prng, companies: readonly SeededCompany[]): void {
  const accounts = new Accounts(prng);
  const { operator, demo, free, notActivated } = DEMO.companyIds;
  const admin = accounts.addUser(DEMO.users.admin, 'Anna', 'Administratorska', accounts.passwordHash(16_384));
  accounts.addMembership(admin, operator, 'location_admin', true, true);
  const jan = accounts.addUser(DEMO.users.company, 'Jan', 'Kowalski', accounts.passwordHash(16_384));
  accounts.addMembership(jan, demo, 'location_admin', true, true);
  const ewa = accounts.addUser(DEMO.users.employee, 'Ewa', 'Nowak', accounts.passwordHash(16_384));
  accounts.addMembership(ewa, demo, 'location_user', false, true);
  accounts.addMembership(ewa, free, 'location_user', false, true);
  accounts.addMembership(ewa, notActivated, 'location_user', false, false);
  for (const company of companies.slice(2)) {
    const female = prng.chance(0.5);
    const first = prng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const last = prng.pick(female ? LAST_NAMES_F : LAST_NAMES_M);
    const id = accounts.addUser(`biuro@${company.slug}.demo.test`, first, last, accounts.passwordHash(1_024));
    accounts.addMembership(id, company.id, 'location_admin', true, true);
  }
  db.insertMany(
    'INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number, date_joined, last_login, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    accounts.users,
  );
  db.insertMany(
    `INSERT INTO memberships (id, user_id, company_id, permission_group, is_company_representative, activated, activation_date)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    accounts.memberships,
  );
}
