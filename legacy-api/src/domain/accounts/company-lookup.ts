import type { Db } from '../../db/database.js';

// What the registration wizard learns about a company: the platform's own record first, then the built-in registry.

export interface CompanyFacts {
  name: string;
  nip: string;
  regon: string;
  street: string | null;
  city: string | null;
  postalCode: string | null;
  district: string | null;
  country: string;
}

interface CompanyLookupRow {
  id?: number;
  name: string;
  nip: string;
  regon: string;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  district: string | null;
  country: string;
}

const toFacts = (row: CompanyLookupRow): CompanyFacts => ({
  name: row.name,
  nip: row.nip,
  regon: row.regon,
  street: row.street,
  city: row.city,
  postalCode: row.postal_code,
  district: row.district,
  country: row.country,
});

/** A Polish platform company by REGON or NIP. */
export const platformCompany = (db: Db, by: 'regon' | 'nip', value: string) =>
  db.get<CompanyLookupRow & { id: number }>(`SELECT * FROM companies WHERE ${by} = ? AND is_foreign = 0 ORDER BY id LIMIT 1`, [value]);

/** The registry answer: platform companies first (they exist too), then the built-in registry. */
export function lookupCompany(db: Db, by: 'regon' | 'nip', value: string): (CompanyFacts & { isRegistered: boolean }) | null {
  const own = platformCompany(db, by, value);
  if (own) return { ...toFacts(own), isRegistered: true };
  const row = db.get<CompanyLookupRow>(`SELECT * FROM company_registry WHERE ${by} = ?`, [value]);
  return row ? { ...toFacts(row), isRegistered: false } : null;
}

/** 'registered': a user of the company has activated a membership; 'unfinished': on the platform, nobody activated. */
export function companyRegistrationState(db: Db, companyId: number): 'registered' | 'unfinished' {
  const activated = db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE company_id = ? AND activated = 1', [companyId]);
  return Number(activated?.n ?? 0) > 0 ? 'registered' : 'unfinished';
}
