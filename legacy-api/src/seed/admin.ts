import type { Db } from '../db/database.js';
import { PACKAGES, isPackageName } from '../domain/companies.js';
import { DAY_MS, iso } from './dates.js';
import { Prng } from './prng.js';

const isoDate = (ms: number) => iso(ms).slice(0, 10);

export const DATAPOOLS = [
  { code: 'gs1_pl', name: 'Produktowa Baza Danych GS1 Polska' },
  { code: 'gdsn', name: 'Katalog GDSN' },
  { code: 'retail', name: 'Sieć handlowa – karta produktu' },
  { code: 'marketplace', name: 'Platforma e-commerce' },
  { code: 'open_data', name: 'Otwarte bazy danych' },
] as const;

export const ISSUE_STATUSES = ['new_issue', 'in_progress_issue', 'resolved_issue', 'abandoned_issue'] as const;
export const ISSUE_ERRORS = { 'EP-0003': 'Control number error', 'EP-0005': 'GPC error', 'EP-0006': 'Data mismatch' } as const;
export const ISSUE_SOURCES = ['validator', 'verification', 'user_report'] as const;
/** Operator staff issues are assigned to (names only; `null` = unassigned). */
export const ASSIGNEES = ['Anna Administratorska', 'Piotr Wiśniewski', 'Katarzyna Zielińska'] as const;

/** Fixed values of this seed part that tests and the README name. */
export const ADMIN_DEMO = {
  issueCount: 620,
  /** The demo company (id 2, Pro): api/csv counters of its subscription (verification counters: verification_usage). */
  demoCounters: { api: 48_210, csv: 15_300 },
  pages: ['home-page', 'how-it-works', 'verify-data'] as const,
};

const PAGE_CONTENT: Record<(typeof ADMIN_DEMO.pages)[number], string> = {
  'home-page':
    '<h2>Katalog produktów w jednym miejscu</h2><p>Sprawdź dane produktów oznaczonych numerem GTIN: nazwę, markę, kategorię GPC i zdjęcie. ' +
    'Dane pochodzą od producentów – uczestników systemu GS1 w Polsce – oraz z globalnego rejestru.</p>',
  'how-it-works':
    '<h2>Jak to działa?</h2><ol><li>Wpisz numer GTIN z kodu kreskowego.</li><li>Zobacz dane produktu przekazane przez producenta.</li>' +
    '<li>Zarejestruj firmę, aby korzystać z wyszukiwania zaawansowanego, weryfikacji danych i pobierania bazy.</li></ol>',
  'verify-data':
    '<h2>Weryfikacja danych</h2><p>Prześlij plik z numerami GTIN (xlsx lub csv), a sprawdzimy, czy dane Twoich produktów są poprawne. ' +
    'Pełna weryfikacja trwa 2–3 tygodnie; o wyniku poinformujemy Cię e-mailem.</p>',
};

/**
 * Administration seed: subscription details and counters of every Polish company, data pools, ≥ 500 repository issues
 * and the three pages' initial content. Its own PRNG, so it does not shift the main seed. Subscription dates of paid
 * packages count back from `now` (so the demo packages are active).
 */
export function seedAdmin(db: Db, now: number = Date.now()): void {
  const prng = new Prng(2024_0907);
  const companies = db.all<{ id: number; subscription: string; is_operator: number }>('SELECT id, subscription, is_operator FROM companies WHERE is_foreign = 0 ORDER BY id');

  db.insertMany(
    `INSERT INTO company_subscriptions (company_id, begin_subscription_dt, end_subscription_dt, counter_api, counter_csv,
       monetization_switch, access_to_verify) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    companies.map((c) => {
      const id = Number(c.id);
      const sub = isPackageName(c.subscription) ? c.subscription : 'free';
      const pkg = PACKAGES[sub];
      if (id === 2) {
        const d = ADMIN_DEMO.demoCounters;
        return [id, isoDate(now - 120 * DAY_MS), isoDate(now + 245 * DAY_MS), d.api, d.csv, 1, 1];
      }
      if (sub === 'free') return [id, null, null, 0, 0, 0, prng.chance(0.85) ? 1 : 0];
      const begin = now - prng.int(0, pkg.validityDays - 5) * DAY_MS;
      const cap = pkg.api ?? 2_000_000;
      return [
        id, isoDate(begin), isoDate(begin + pkg.validityDays * DAY_MS), prng.int(0, Math.floor(cap / 4)), prng.int(0, Math.floor(cap / 4)), c.is_operator ? 0 : 1, prng.chance(0.85) || c.is_operator ? 1 : 0,
      ];
    }),
  );

  db.insertMany('INSERT INTO datapools (id, code, name) VALUES (?, ?, ?)', DATAPOOLS.map((d, i) => [i + 1, d.code, d.name]));

  // Issues: clusters per company (data pool, error, status, assignee) of 1–8 issues about the company's products.
  const issues: (string | number | null)[][] = [];
  const producers = companies.filter((c) => !c.is_operator).map((c) => Number(c.id));
  const byCompany = new Map<number, string[]>();
  for (const r of db.all<{ company_id: number; gtin: string }>('SELECT company_id, gtin FROM products WHERE is_global = 0')) {
    const list = byCompany.get(Number(r.company_id)) ?? [];
    list.push(r.gtin);
    byCompany.set(Number(r.company_id), list);
  }
  const gtinsOf = (companyId: number) => byCompany.get(companyId) ?? [];
  const errorCodes = Object.keys(ISSUE_ERRORS);
  let i = 0;
  while (issues.length < ADMIN_DEMO.issueCount) {
    const companyId = producers[i % producers.length]!;
    i++;
    const gtins = gtinsOf(companyId);
    if (!gtins.length) continue;
    const datapool = prng.int(1, DATAPOOLS.length);
    const error = prng.pick(errorCodes);
    const roll = prng.next();
    const status = roll < 0.4 ? 'new_issue' : roll < 0.65 ? 'in_progress_issue' : roll < 0.88 ? 'resolved_issue' : 'abandoned_issue';
    const assignee = status === 'new_issue' && prng.chance(0.6) ? null : prng.pick(ASSIGNEES);
    const size = Math.min(prng.int(1, 8), ADMIN_DEMO.issueCount - issues.length);
    const base = now - prng.int(0, 400) * DAY_MS;
    for (let k = 0; k < size; k++) {
      issues.push([issues.length + 1, companyId, datapool, prng.pick(gtins), status, error, prng.pick(ISSUE_SOURCES), assignee, iso(base - prng.int(0, 86_399) * 1000)]);
    }
  }
  db.insertMany(
    `INSERT INTO repository_issues (id, company_id, datapool_id, gtin, status, error_code, source, assigned_user, last_modified)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    issues,
  );

  db.insertMany(
    'INSERT INTO page_contents (id, slug, content, images, updated_at) VALUES (?, ?, ?, ?, ?)',
    ADMIN_DEMO.pages.map((slug, k) => [k + 1, slug, PAGE_CONTENT[slug], '[]', iso(now)]),
  );
}
