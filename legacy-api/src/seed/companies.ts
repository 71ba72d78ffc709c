import type { Db } from '../db/database.js';
import { CITIES, COMPANY_PROFILES, GLOBAL_ORIGINS, LAST_NAMES_M, SECTORS, STREETS, type Sector } from './catalogue.js';
import { pastDate } from './dates.js';
import { DEMO } from './demo.js';
import { randomMobilePhone, randomNip, randomRegon } from './identifiers.js';
import type { Prng } from './prng.js';
import { slugify } from './slug.js';

/** A Polish platform company as the later seed parts need it (its products, its representative's e-mail). */
export interface SeededCompany {
  id: number;
  name: string;
  sector: Sector | null;
  brands: string[];
  /** GS1 company prefix; null for the operator, which owns no products. */
  gcp: string | null;
  subscription: string;
  slug: string;
}

/** An owner of global-registry products: no NIP, REGON or GS1 Polska prefix. */
export interface ForeignOwner {
  id: number;
  origin: (typeof GLOBAL_ORIGINS)[number];
  name: string;
}

const POLISH_COMPANY_COUNT = 57;
const SUBSCRIPTION_MIX = ['free', 'free', 'free', 'basic', 'yearly_limited', 'yearly_unlimited'];
const GENERATED_KINDS = ['Przedsiębiorstwo Produkcyjne', 'Zakład Produkcyjny', 'Firma Handlowa', 'Wytwórnia', 'Manufaktura'];
const LEGAL_FORMS = ['Sp. z o.o.', 'Sp. j.', 'S.A.', 'Sp. k.'];

const INSERT_COMPANY = `INSERT INTO companies (id, name, nip, regon, gcp, street, city, postal_code, district, country, web_page, phone_number,
    company_profile, is_authorized, is_operator, is_foreign, subscription, access_to_download, api_key, activation_date, registration_date)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

type Row = (string | number | null)[];

/** Collects Polish companies with unique NIPs, GS1 prefixes and slugs; the demo prefix 5901234 is reserved. */
class PolishCompanies {
  readonly companies: SeededCompany[] = [];
  readonly rows: Row[] = [];
  private readonly usedNips = new Set<string>();
  private readonly usedGcps = new Set<string>(['5901234']);

  constructor(private readonly prng: Prng) {}

  has(name: string): boolean {
    return this.companies.some((c) => c.name === name);
  }

  add(name: string, sector: Sector | null, subscription: string, options: { operator?: boolean; gcp?: string | null; brands?: string[] } = {}): void {
    const prng = this.prng;
    const id = this.companies.length + 1;
    const [city, postalPrefix, district] = prng.pick(CITIES);
    const base = slugify(name);
    const slug = this.companies.some((c) => c.slug === base) ? `${base}-${id}` : base;
    const gcp = options.gcp !== undefined ? options.gcp : this.newGcp();
    const brands = options.brands ?? (sector ? [prng.pick(sector.brands), prng.pick(sector.brands)].filter((b, i, all) => all.indexOf(b) === i) : []);
    this.companies.push({ id, name, sector, brands, gcp, subscription, slug });
    const activation = pastDate(prng, 30, 2000);
    // The order of the PRNG draws below is the seed's content: changing it changes every later value.
    this.rows.push([
      id, name, randomNip(prng, this.usedNips), randomRegon(prng), gcp,
      `${prng.pick(STREETS)} ${prng.int(1, 120)}`, city, `${postalPrefix}-${prng.digits(3)}`, district, 'Polska',
      `https://www.${slug}.example.pl`, randomMobilePhone(prng), options.operator ? 'other' : prng.pick(COMPANY_PROFILES),
      1, options.operator ? 1 : 0, 0, subscription, subscription === 'free' ? 0 : 1,
      `pk_${prng.hex(16)}`, activation, activation,
    ]);
  }

  private newGcp(): string {
    for (;;) {
      const candidate = `590${this.prng.digits(4)}`;
      if (!this.usedGcps.has(candidate)) {
        this.usedGcps.add(candidate);
        return candidate;
      }
    }
  }
}

/** Owners of global-registry products, numbered after the Polish companies. */
function foreignOwners(firstId: number): ForeignOwner[] {
  return GLOBAL_ORIGINS.flatMap((origin) => origin.companies.map((name) => ({ origin, name }))).map((owner, i) => ({ id: firstId + i, ...owner }));
}

const foreignRow = (f: ForeignOwner): Row => [
  f.id, f.name, null, null, null, null, null, null, null, f.origin.country, `https://www.${slugify(f.name)}.example.com`, null,
  'production', 0, 0, 1, 'free', 0, null, null, null,
];

/**
 * The operator (id 1), the demo companies (ids 2–4, see DEMO), every sector's named companies, generated ones up to 57
 * Polish companies, then the foreign owners of the global registry.
 */
export function seedCompanies(db: Db, prng: Prng): { polish: SeededCompany[]; foreign: ForeignOwner[] } {
  const polish = new PolishCompanies(prng);
  const ready = SECTORS.find((s) => s.key === 'ready') ?? null;
  polish.add(DEMO.operatorCompanyName, null, 'yearly_unlimited', { operator: true, gcp: null });
  polish.add(DEMO.demoCompanyName, ready, 'yearly_limited', { gcp: '5901234', brands: ['Nasza Spiżarnia', 'Smaki Babci'] });
  polish.add('Smaki Babci Sp. z o.o.', ready, 'free');
  polish.add('Garmażernia Pyszne Danie', ready, 'basic');
  for (const sector of SECTORS) {
    for (const name of sector.companyNames) {
      if (!polish.has(name)) polish.add(name, sector, prng.pick(SUBSCRIPTION_MIX));
    }
  }
  while (polish.companies.length < POLISH_COMPANY_COUNT) {
    const name = `${prng.pick(GENERATED_KINDS)} ${prng.pick(LAST_NAMES_M)} ${prng.pick(LEGAL_FORMS)}`;
    if (!polish.has(name)) polish.add(name, prng.pick(SECTORS), prng.pick(SUBSCRIPTION_MIX));
  }
  const foreign = foreignOwners(polish.companies.length + 1);
  db.insertMany(INSERT_COMPANY, [...polish.rows, ...foreign.map(foreignRow)]);
  return { polish: polish.companies, foreign };
}
