import type { Db } from '../db/database.js';
import { hashPassword } from '../auth/password.js';
import { nipCheckDigit, regonCheckDigit, toGtin14, withCheckDigit } from '../lib/checksums.js';
import { CITIES, COMPANY_PROFILES, FIRST_NAMES_F, FIRST_NAMES_M, GLOBAL_ORIGINS, LAST_NAMES_F, LAST_NAMES_M, SECTORS, STREETS, type Sector } from './catalogue.js';
import { flattenGpc } from './gpc.js';
import { seedAdmin } from './admin.js';
import { seedAccounts } from './accounts.js';
import { Prng } from './prng.js';
import { seedVerificationFiles } from '../domain/verification/seed.js';

/** Everything a test or the README needs to name: fixed ids, e-mails and GTINs of the seed. */
export const DEMO = {
  password: 'Demo123!',
  operatorCompanyName: 'GS1 Polska',
  demoCompanyName: 'Przykładowa Firma Spożywcza Sp. z o.o.',
  users: {
    admin: 'admin@demo.test',
    company: 'firma@demo.test',
    employee: 'pracownik@demo.test',
  },
  companyIds: { operator: 1, demo: 2, free: 3, notActivated: 4 },
  gtins: {
    /** Active, full data with photo, verified, owned by the demo company. */
    active: '5901234123457',
    withdrawn: withCheckDigit('590123412346'),
    inactive: withCheckDigit('590123412347'),
    withoutPhoto: withCheckDigit('590123412348'),
    partial: withCheckDigit('590123412349'),
    notPublic: withCheckDigit('590123412350'),
    /** Valid check digit, in the demo company's range, never assigned. */
    unknown: withCheckDigit('590123499999'),
    global: '4006381333931',
    /** Valid German GTIN that the global registry does not know. */
    globalUnknown: withCheckDigit('400000000000'),
  },
  ownProductCount: 5_200,
  globalProductCount: 200,
} as const;

const SEED = 590_2024;
/** Dates that need not follow the clock (joins, activations) count back from here. */
const REFERENCE_DATE = Date.UTC(2025, 0, 15, 9, 0, 0);
const DAY = 86_400_000;

interface CompanySeed {
  id: number;
  name: string;
  sector: Sector | null;
  brands: string[];
  gcp: string | null;
  subscription: string;
  slug: string;
}

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/\b(sp|z|o|s|a|j|k)\b\.?/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const iso = (ms: number): string => new Date(ms).toISOString();
const pastDate = (prng: Prng, minDays: number, maxDays: number): string => iso(REFERENCE_DATE - prng.int(minDays, maxDays) * DAY - prng.int(0, 86_399) * 1000);

function makeNip(prng: Prng, used: Set<string>): string {
  for (;;) {
    const first9 = String(prng.int(1, 9)) + prng.digits(8);
    const check = nipCheckDigit(first9);
    const nip = first9 + String(check);
    if (check !== null && !used.has(nip)) {
      used.add(nip);
      return nip;
    }
  }
}

const makeRegon = (prng: Prng): string => {
  const first8 = prng.digits(8);
  return first8 === '00000000' ? makeRegon(prng) : first8 + String(regonCheckDigit(first8));
};

const phone = (prng: Prng): string => `+48${prng.int(5, 8)}${prng.digits(8)}`;

/** Fills an empty database. Deterministic: the same content every run, except dates relative to now. */
export function seedDatabase(db: Db, now: number = Date.now()): void {
  const prng = new Prng(SEED);

  // GPC tree
  const gpc = flattenGpc();
  db.insertMany(
    'INSERT INTO gpc_nodes (code, level, text, parent_code) VALUES (?, ?, ?, ?)',
    gpc.map((node) => [node.code, node.level, node.text, node.parentCode]),
  );

  // Companies
  const usedNips = new Set<string>();
  const usedGcps = new Set<string>(['5901234']);
  const companies: CompanySeed[] = [];
  const companyRows: (string | number | null)[][] = [];
  const sectorByKey = new Map(SECTORS.map((s) => [s.key, s]));
  const addCompany = (name: string, sector: Sector | null, subscription: string, options: { operator?: boolean; gcp?: string | null; brands?: string[] } = {}): CompanySeed => {
    const id = companies.length + 1;
    const [city, postalPrefix, district] = prng.pick(CITIES);
    const base = slugify(name);
    const slug = companies.some((c) => c.slug === base) ? `${base}-${id}` : base;
    const gcp = options.gcp !== undefined ? options.gcp : (() => {
      for (;;) {
        const candidate = `590${prng.digits(4)}`;
        if (!usedGcps.has(candidate)) {
          usedGcps.add(candidate);
          return candidate;
        }
      }
    })();
    const brands = options.brands ?? (sector ? [prng.pick(sector.brands), prng.pick(sector.brands)].filter((b, i, all) => all.indexOf(b) === i) : []);
    const company: CompanySeed = { id, name, sector, brands, gcp, subscription, slug };
    companies.push(company);
    const activation = pastDate(prng, 30, 2000);
    companyRows.push([
      id, name, makeNip(prng, usedNips), makeRegon(prng), gcp,
      `${prng.pick(STREETS)} ${prng.int(1, 120)}`, city, `${postalPrefix}-${prng.digits(3)}`, district, 'Polska',
      `https://www.${slug}.example.pl`, phone(prng), options.operator ? 'other' : prng.pick(COMPANY_PROFILES),
      1, options.operator ? 1 : 0, 0, subscription, subscription === 'free' ? 0 : 1,
      `pk_${prng.hex(16)}`, activation, activation,
    ]);
    return company;
  };

  const ready = sectorByKey.get('ready') ?? null;
  addCompany(DEMO.operatorCompanyName, null, 'yearly_unlimited', { operator: true, gcp: null });
  addCompany(DEMO.demoCompanyName, ready, 'yearly_limited', { gcp: '5901234', brands: ['Nasza Spiżarnia', 'Smaki Babci'] });
  addCompany('Smaki Babci Sp. z o.o.', ready, 'free');
  addCompany('Garmażernia Pyszne Danie', ready, 'basic');
  const subscriptions = ['free', 'free', 'free', 'basic', 'yearly_limited', 'yearly_unlimited'];
  for (const sector of SECTORS) {
    for (const name of sector.companyNames) {
      if (companies.some((c) => c.name === name)) continue;
      addCompany(name, sector, prng.pick(subscriptions));
    }
  }
  const kinds = ['Przedsiębiorstwo Produkcyjne', 'Zakład Produkcyjny', 'Firma Handlowa', 'Wytwórnia', 'Manufaktura'];
  const forms = ['Sp. z o.o.', 'Sp. j.', 'S.A.', 'Sp. k.'];
  const names = new Set(companies.map((c) => c.name));
  while (companies.length < 57) {
    const name = `${prng.pick(kinds)} ${prng.pick(LAST_NAMES_M)} ${prng.pick(forms)}`;
    if (names.has(name)) continue;
    names.add(name);
    addCompany(name, prng.pick(SECTORS), prng.pick(subscriptions));
  }

  // Foreign owners of global-registry products (no NIP/REGON).
  const foreign: { id: number; origin: (typeof GLOBAL_ORIGINS)[number]; name: string }[] = [];
  for (const origin of GLOBAL_ORIGINS) {
    for (const name of origin.companies) {
      const id = companies.length + foreign.length + 1;
      foreign.push({ id, origin, name });
    }
  }

  db.insertMany(
    `INSERT INTO companies (id, name, nip, regon, gcp, street, city, postal_code, district, country, web_page, phone_number,
       company_profile, is_authorized, is_operator, is_foreign, subscription, access_to_download, api_key, activation_date, registration_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      ...companyRows,
      ...foreign.map((f) => [
        f.id, f.name, null, null, null, null, null, null, null, f.origin.country, `https://www.${slugify(f.name)}.example.com`, null,
        'production', 0, 0, 1, 'free', 0, null, null, null,
      ]),
    ],
  );

  // Users and memberships
  const demoHash = () => hashPassword(DEMO.password, { salt: Buffer.from(prng.hex(16), 'hex'), cost: 16_384 });
  const cheapHash = () => hashPassword(DEMO.password, { salt: Buffer.from(prng.hex(16), 'hex'), cost: 1_024 });
  const users: (string | number | null)[][] = [];
  const memberships: (string | number | null)[][] = [];
  const addUser = (email: string, firstName: string, lastName: string, hash: string): number => {
    const id = users.length + 1;
    users.push([id, email, hash, firstName, lastName, phone(prng), pastDate(prng, 200, 900), null, 1]);
    return id;
  };
  const addMembership = (userId: number, companyId: number, group: 'location_admin' | 'location_user', representative: boolean, activated: boolean) => {
    memberships.push([memberships.length + 1, userId, companyId, group, representative ? 1 : 0, activated ? 1 : 0, activated ? pastDate(prng, 10, 190) : null]);
  };
  const admin = addUser(DEMO.users.admin, 'Anna', 'Administratorska', demoHash());
  addMembership(admin, DEMO.companyIds.operator, 'location_admin', true, true);
  const jan = addUser(DEMO.users.company, 'Jan', 'Kowalski', demoHash());
  addMembership(jan, DEMO.companyIds.demo, 'location_admin', true, true);
  const ewa = addUser(DEMO.users.employee, 'Ewa', 'Nowak', demoHash());
  addMembership(ewa, DEMO.companyIds.demo, 'location_user', false, true);
  addMembership(ewa, DEMO.companyIds.free, 'location_user', false, true);
  addMembership(ewa, DEMO.companyIds.notActivated, 'location_user', false, false);
  // Every other Polish company gets a representative (password Demo123! too, cheaper hash to keep the seed fast).
  for (const company of companies.slice(2)) {
    const female = prng.chance(0.5);
    const first = prng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const last = prng.pick(female ? LAST_NAMES_F : LAST_NAMES_M);
    const id = addUser(`biuro@${company.slug}.demo.test`, first, last, cheapHash());
    addMembership(id, company.id, 'location_admin', true, true);
  }
  db.insertMany(
    'INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number, date_joined, last_login, is_active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    users,
  );
  db.insertMany(
    `INSERT INTO memberships (id, user_id, company_id, permission_group, is_company_representative, activated, activation_date)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    memberships,
  );

  // Products
  const products: (string | number | null)[][] = [];
  const lastModified = (recentShare: number): string =>
    prng.chance(recentShare) ? iso(now - prng.int(0, 6 * 24 * 3600 - 1) * 1000) : iso(now - prng.int(8, 1500) * DAY - prng.int(0, 86_399) * 1000);

  interface ProductInput {
    gtin13: string;
    name: string | null;
    brand: string | null;
    description: string | null;
    language: string;
    hasImage: boolean;
    status: 'active' | 'inactive' | 'withdrawn';
    size: readonly [string, string] | null;
    targetMarket: string[];
    brick: string;
    productPage: string | null;
    cardPage: string | null;
    modified: string;
    isGlobal: boolean;
    isPublic: boolean;
    companyId: number;
    externalSources: { name: string; url: string }[];
  }
  const addProduct = (p: ProductInput) => {
    const partial = p.name === null;
    const verified = !partial && p.hasImage && p.brand !== null && p.description !== null && p.size !== null;
    products.push([
      toGtin14(p.gtin13), p.name, p.brand, p.description, p.language, p.hasImage ? 1 : 0, p.status,
      JSON.stringify(p.size ? [{ value: p.size[0], unit: p.size[1] }] : []), JSON.stringify(p.targetMarket), p.brick,
      p.productPage, p.cardPage, p.modified, p.isGlobal ? 1 : 0, verified ? 1 : 0, partial ? 1 : 0, p.isPublic ? 1 : 0,
      p.companyId, JSON.stringify(p.externalSources),
    ]);
  };

  const ownProduct = (company: CompanySeed, itemRef: string, overrides: Partial<ProductInput> = {}): void => {
    const sector = company.sector ?? SECTORS[0]!;
    const template = prng.pick(sector.bricks);
    const size = prng.pick(template.sizes);
    const brand = company.brands.length ? prng.pick(company.brands) : prng.pick(sector.brands);
    const variant = prng.chance(0.3) ? ` ${prng.pick(['Premium', 'Classic', 'Bio', 'Eko', 'Tradycyjny smak', 'Family pack', 'Light'])}` : '';
    const baseName = prng.pick(template.names);
    const gtin13 = withCheckDigit(`${company.gcp}${itemRef}`);
    const statusRoll = prng.next();
    const status = statusRoll < 0.9 ? 'active' : statusRoll < 0.96 ? 'inactive' : 'withdrawn';
    const partial = prng.chance(0.03);
    const food = ['dairy', 'beverages', 'bakery', 'sweets', 'meat', 'ready', 'grains', 'spices', 'produce'].includes(sector.key);
    addProduct({
      gtin13,
      name: partial ? null : `${baseName}${variant} ${size[0]} ${size[1]}`,
      brand,
      description: partial ? null : `${template.description} Produkt marki ${brand}.`,
      language: 'pl',
      hasImage: !partial && prng.chance(0.82),
      status,
      size: partial ? null : size,
      targetMarket: prng.chance(0.15) ? ['PL', 'DE', 'CZ'] : ['PL'],
      brick: template.brick,
      productPage: prng.chance(0.7) ? `https://www.${slugify(brand)}.example.pl/produkty/${gtin13}` : null,
      cardPage: prng.chance(0.5) ? `https://www.${company.slug}.example.pl/karta-produktu/${gtin13}` : null,
      modified: lastModified(0.03),
      isGlobal: false,
      isPublic: prng.chance(0.95),
      companyId: company.id,
      externalSources: food && prng.chance(0.15) ? [{ name: 'Open Food Facts', url: `https://world.openfoodfacts.org/product/${gtin13}` }] : [],
      ...overrides,
    });
  };

  // The demo company's fixed products (documented in README.md).
  const demo = companies[DEMO.companyIds.demo - 1]!;
  const fixed = (gtin13: string, name: string | null, brick: string, size: readonly [string, string], extra: Partial<ProductInput>) =>
    addProduct({
      gtin13, name, brand: 'Nasza Spiżarnia',
      description: name ? `${name} – ${extra.status === 'withdrawn' ? 'produkt wycofany z produkcji' : 'produkt przykładowy z pełnym opisem'}. Produkt marki Nasza Spiżarnia.` : null,
      language: 'pl', hasImage: true, status: 'active', size, targetMarket: ['PL'], brick,
      productPage: `https://www.nasza-spizarnia.example.pl/produkty/${gtin13}`,
      cardPage: `https://www.${demo.slug}.example.pl/karta-produktu/${gtin13}`,
      modified: iso(now - 2 * DAY), isGlobal: false, isPublic: true, companyId: demo.id,
      externalSources: [{ name: 'Open Food Facts', url: `https://world.openfoodfacts.org/product/${gtin13}` }],
      ...extra,
    });
  fixed(DEMO.gtins.active, 'Pierogi ruskie 450 g', '10000177', ['450', 'g'], {});
  fixed(DEMO.gtins.withdrawn, 'Bigos staropolski 500 g', '10000178', ['500', 'g'], { status: 'withdrawn', modified: iso(now - 400 * DAY) });
  fixed(DEMO.gtins.inactive, 'Żurek śląski 450 ml', '10000179', ['450', 'ml'], { status: 'inactive', modified: iso(now - 900 * DAY) });
  fixed(DEMO.gtins.withoutPhoto, 'Pierogi z mięsem 400 g', '10000177', ['400', 'g'], { hasImage: false });
  fixed(DEMO.gtins.partial, null, '10000177', ['1', 'kg'], { hasImage: false, externalSources: [] });
  fixed(DEMO.gtins.notPublic, 'Uszka z grzybami 400 g', '10000177', ['400', 'g'], { isPublic: false });
  for (let i = 1; i <= 40; i++) ownProduct(demo, String(i).padStart(5, '0'));

  const producers = companies.slice(2).filter((c) => c.gcp);
  const remaining = DEMO.ownProductCount - products.length;
  producers.forEach((company, index) => {
    const share = Math.floor(remaining / producers.length) + (index < remaining % producers.length ? 1 : 0);
    for (let i = 1; i <= share; i++) ownProduct(company, String(i).padStart(5, '0'));
  });

  // Global registry
  const globalGtins = new Set<string>([DEMO.gtins.global]);
  addProduct({
    gtin13: DEMO.gtins.global, name: 'STABILO point 88 fineliner', brand: 'STABILO',
    description: 'Fineliner with a 0.4 mm fibre tip, hexagonal barrel, water-based ink.', language: 'en', hasImage: true, status: 'active',
    size: ['1', 'szt'], targetMarket: ['DE', 'PL', 'FR'], brick: '10001430', productPage: 'https://www.stabilo.example.com/point-88',
    cardPage: null, modified: iso(REFERENCE_DATE - 120 * DAY), isGlobal: true, isPublic: true, companyId: foreign[0]!.id, externalSources: [],
  });
  const perOrigin = Math.ceil((DEMO.globalProductCount - 1) / GLOBAL_ORIGINS.length);
  let globalCount = 1;
  for (const origin of GLOBAL_ORIGINS) {
    const owners = foreign.filter((f) => f.origin === origin);
    for (let i = 0; i < perOrigin && globalCount < DEMO.globalProductCount; i++) {
      const [name, brand, brick, size] = prng.pick(origin.products);
      let gtin13: string;
      do {
        const prefix = String(prng.int(origin.prefixes[0], origin.prefixes[1])).padStart(3, '0');
        gtin13 = withCheckDigit(prefix + prng.digits(9));
      } while (globalGtins.has(gtin13) || gtin13 === DEMO.gtins.globalUnknown);
      globalGtins.add(gtin13);
      addProduct({
        gtin13, name: `${name} ${size[0]} ${size[1]}`, brand, description: null, language: origin.language,
        hasImage: prng.chance(0.6), status: prng.chance(0.95) ? 'active' : 'inactive', size, targetMarket: [origin.countryCode], brick,
        productPage: prng.chance(0.5) ? `https://www.${slugify(brand)}.example.com/${gtin13}` : null, cardPage: null,
        modified: pastDate(prng, 10, 1500), isGlobal: true, isPublic: true, companyId: prng.pick(owners).id, externalSources: [],
      });
      globalCount++;
    }
  }

  db.insertMany(
    `INSERT INTO products (gtin, name, brand, description, description_language, has_image, gtin_status, net_content, target_market,
       brick_code, product_page, product_card_page, last_modified, is_global, is_verified, is_partial, is_public, company_id, external_sources)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    products,
  );
  seedAdmin(db, now);
  seedAccounts(db);

  // Verification uploads of the demo company ('Raporty'), see domain/verification/seed.ts.
  const g = DEMO.gtins;
  seedVerificationFiles(db, DEMO.companyIds.demo, DEMO.users.company, [g.active, g.withdrawn, g.inactive, g.withoutPhoto, g.partial, g.notPublic, g.unknown, '5901234123458'], now);
}
