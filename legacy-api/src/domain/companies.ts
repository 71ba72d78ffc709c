import type { SqlValue } from 'sql.js';
import type { Db } from '../db/database.js';
import { fold } from '../lib/fold.js';
import { remainingVerifications, verificationUsage } from './verification/limits.js';

/** Package limits (admin-side §9). `null` = no limit. `ui` = catalogue GTIN lookups (free: 30 per 24 h). */
export const PACKAGES = {
  free: { label: 'Starter', priceNet: 0, validityDays: 365, verify: 1_000, api: 0, ui: 30 },
  basic: { label: 'Basic', priceNet: 350, validityDays: 30, verify: 5_000, api: 5_000, ui: null },
  yearly_limited: { label: 'Pro', priceNet: 3_000, validityDays: 365, verify: 1_500_000, api: 1_500_000, ui: null },
  yearly_unlimited: { label: 'Unlimited', priceNet: 20_000, validityDays: 365, verify: null, api: null, ui: null },
} as const satisfies Record<string, { label: string; priceNet: number; validityDays: number; verify: number | null; api: number | null; ui: number | null }>;
export type PackageName = keyof typeof PACKAGES;
export const isPackageName = (name: string): name is PackageName => Object.hasOwn(PACKAGES, name);
export const packageOf = (name: string) => (isPackageName(name) ? PACKAGES[name] : PACKAGES.free);

/** The yearly allowance of free verifications every company has (Starter: 1 000 verified products per year). */
export const FREE_VERIFY_PER_YEAR = 1_000;

/** The free package runs for the calendar year, 1 January to 31 December, and renews itself (spec §9). */
export function freeSubscriptionPeriod(now = new Date()) {
  const year = now.getUTCFullYear();
  return { year, begin: `${year}-01-01`, end: `${year}-12-31` };
}

export interface CompanyRow {
  id: number;
  name: string;
  nip: string | null;
  regon: string | null;
  gcp: string | null;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  district: string | null;
  country: string;
  web_page: string | null;
  company_profile: string | null;
  is_authorized: number;
  is_operator: number;
  is_foreign: number;
  subscription: string;
  access_to_download: number;
  api_key: string | null;
  activation_date: string | null;
  registration_date: string | null;
  begin_subscription_dt: string | null;
  end_subscription_dt: string | null;
  counter_api: number | null;
  counter_csv: number | null;
  monetization_switch: number | null;
  access_to_verify: number | null;
}

const COMPANY_SELECT = `SELECT c.*, s.begin_subscription_dt, s.end_subscription_dt, s.counter_api,
  s.counter_csv, s.monetization_switch, s.access_to_verify
  FROM companies c LEFT JOIN company_subscriptions s ON s.company_id = c.id`;

export const findCompany = (db: Db, id: number) => db.get<CompanyRow>(`${COMPANY_SELECT} WHERE c.id = ?`, [id]);

/** What is left of the api/csv allowance: package api limit − (csv + api); null = no limit. */
export function remainingDownloads(row: CompanyRow): number | null {
  const limit = packageOf(row.subscription).api;
  if (limit === null) return null;
  return Math.max(0, limit - (Number(row.counter_csv ?? 0) + Number(row.counter_api ?? 0)));
}

/** The company in the commercial view (admin-side §3), as GET /companies/get_by_id/ answers it. */
export function serializeCompany(db: Db, row: CompanyRow, now = new Date()) {
  const pkg = packageOf(row.subscription);
  const period = freeSubscriptionPeriod(now);
  const usage = verificationUsage(db, Number(row.id), now);
  const verifyLeft = remainingVerifications(db, Number(row.id), now);
  const counters = {
    freeVerified: usage.freeVerified,
    verified: usage.verified,
    api: Number(row.counter_api ?? 0),
    csv: Number(row.counter_csv ?? 0),
  };
  const free = row.subscription === 'free';
  return {
    id: Number(row.id),
    name: row.name,
    nip: row.nip,
    regon: row.regon,
    street: row.street,
    city: row.city,
    postalCode: row.postal_code,
    district: row.district,
    country: row.country,
    webPage: row.web_page,
    companyProfile: row.company_profile,
    isAuthorized: row.is_authorized === 1,
    activationDate: row.activation_date,
    apiKey: row.api_key,
    monetizationSwitch: row.monetization_switch === 1,
    accessToDownload: row.access_to_download === 1,
    limitsLeft: {
      freeLimit: Math.max(0, FREE_VERIFY_PER_YEAR - counters.freeVerified),
      limitApiCsv: remainingDownloads(row),
      limitverify: Number.isFinite(verifyLeft) ? verifyLeft : null,
    },
    subscription: row.subscription,
    subscriptionDetails: {
      name: row.subscription,
      freeSubscriptionYear: period.year,
      beginSubscriptionDt: free ? period.begin : row.begin_subscription_dt,
      endSubscriptionDt: free ? period.end : row.end_subscription_dt,
      counters,
      packages: { verify: pkg.verify, api: pkg.api, ui: pkg.ui },
    },
  };
}

/** Columns the companies list sorts by (`ordering=name` / `-name`), with the SQL they sort on. */
export const COMPANY_ORDERING: Record<string, string> = {
  name: 'c.name_search',
  nip: 'c.nip',
  registration_date: 'c.registration_date',
  is_authorized: 'c.is_authorized',
  access_to_download: 'c.access_to_download',
  access_to_verify: 'coalesce(s.access_to_verify, 1)',
};

/** Registered (Polish) companies for the administration list: search over name/NIP/REGON, ordering, limit/offset. */
export function listCompanies(db: Db, query: { search?: string; ordering?: string; limit: number; offset: number }) {
  const conditions = ['c.is_foreign = 0'];
  const params: SqlValue[] = [];
  if (query.search) {
    const needle = fold(query.search);
    const digits = query.search.replace(/[-\s]/g, '');
    conditions.push('(instr(c.name_search, ?) > 0 OR instr(c.nip, ?) > 0 OR instr(c.regon, ?) > 0)');
    params.push(needle, digits, digits);
  }
  const order: string[] = [];
  for (const raw of (query.ordering ?? '').split(',').map((s) => s.trim())) {
    const desc = raw.startsWith('-');
    const column = COMPANY_ORDERING[desc ? raw.slice(1) : raw];
    if (column) order.push(`${column} ${desc ? 'DESC' : 'ASC'}`); // unknown fields are ignored (DRF OrderingFilter)
  }
  order.push('c.name_search ASC', 'c.id ASC');
  const from = 'FROM companies c LEFT JOIN company_subscriptions s ON s.company_id = c.id';
  const where = conditions.join(' AND ');
  const count = Number(db.get<{ n: number }>(`SELECT count(*) AS n ${from} WHERE ${where}`, params)?.n ?? 0);
  const rows = db.all<CompanyRow>(`${COMPANY_SELECT} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`, [...params, query.limit, query.offset]);
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      nip: r.nip,
      registrationDate: r.registration_date,
      isAuthorized: r.is_authorized === 1,
      accessToDownload: r.access_to_download === 1,
      accessToVerify: (r.access_to_verify ?? 1) === 1,
      subscription: r.subscription,
    })),
    count,
  };
}

/** Up to 20 `{id, name}` of registered companies whose name contains `text` (the repository's company multi-select). */
export function companyOptions(db: Db, text: string | undefined): { id: number; name: string }[] {
  const needle = text ? fold(text) : '';
  return db
    .all<{ id: number; name: string }>(
      `SELECT id, name FROM companies WHERE is_foreign = 0 AND is_operator = 0 AND (? = '' OR instr(name_search, ?) > 0)
       ORDER BY instr(name_search, ?) = 1 DESC, name_search, id LIMIT 20`,
      [needle, needle, needle],
    )
    .map((r) => ({ id: Number(r.id), name: r.name }));
}

export const listDatapools = (db: Db) => db.all<{ id: number; code: string; name: string }>('SELECT id, code, name FROM datapools ORDER BY id').map((d) => ({ ...d, id: Number(d.id) }));

export const COMPANY_USER_SORT: Record<string, string> = {
  name: 'u.last_name COLLATE NOCASE {dir}, u.first_name COLLATE NOCASE {dir}',
  first_name: 'u.first_name COLLATE NOCASE {dir}',
  last_name: 'u.last_name COLLATE NOCASE {dir}',
  email: 'u.email {dir}',
  date_joined: 'u.date_joined {dir}',
  last_login: 'u.last_login {dir}',
  permission_group: 'm.permission_group {dir}',
};

/** Members of a company for the administrator's users table: `{records, numAllRecords}`, 0-based pages. */
export function companyUsers(db: Db, companyId: number, q: { page: number; pageSize: number; sortColumn: string; direction: 'asc' | 'desc' }) {
  const sort = (COMPANY_USER_SORT[q.sortColumn] ?? COMPANY_USER_SORT.name!).replaceAll('{dir}', q.direction.toUpperCase());
  const numAllRecords = Number(db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ?', [companyId])?.n ?? 0);
  const rows = db.all<Record<string, SqlValue>>(`${COMPANY_USER_SELECT} WHERE m.company_id = ? ORDER BY ${sort}, m.id LIMIT ? OFFSET ?`, [
    companyId,
    q.pageSize,
    q.page * q.pageSize,
  ]);
  return { records: rows.map((r) => companyUserRecord(r, companyId)), numAllRecords };
}

/** One user of a company by their membership id (the spec's admin "user by id"), as the list has them; null if none. */
export function companyUser(db: Db, companyId: number, membershipId: number) {
  const row = db.get<Record<string, SqlValue>>(`${COMPANY_USER_SELECT} WHERE m.company_id = ? AND m.id = ?`, [companyId, membershipId]);
  return row ? companyUserRecord(row, companyId) : null;
}

const COMPANY_USER_SELECT = `SELECT m.id, m.activated, m.activation_date, m.permission_group, m.is_company_representative,
            u.id AS user_id, u.email, u.first_name, u.last_name, u.phone_number, u.date_joined, u.last_login
     FROM memberships m JOIN users u ON u.id = m.user_id`;

const companyUserRecord = (r: Record<string, SqlValue>, companyId: number) => ({
  id: Number(r.id),
  activated: r.activated === 1,
  activationDate: r.activation_date,
  permissionGroup: r.permission_group,
  isCompanyRepresentative: r.is_company_representative === 1,
  company: { id: companyId },
  user: {
    id: Number(r.user_id),
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    phoneNumber: r.phone_number,
    dateJoined: r.date_joined,
    lastLogin: r.last_login,
  },
});
