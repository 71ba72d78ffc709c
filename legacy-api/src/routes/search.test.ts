import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from '../auth/solve-captcha.js';
import { toGtin14, withCheckDigit } from '../lib/checksums.js';
import { fold } from '../lib/fold.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let captcha: string;
let company: string; // firma@: location_admin in the demo company (Pro: advanced_search)
let employee: string; // pracownik@: demo (Pro) activated, free-package company activated, company 4 not activated
beforeAll(async () => {
  server = await startTestServer();
  captcha = await solveCaptchaForTests(server.root);
  company = (await login(server.api, DEMO.users.company)).access;
  employee = (await login(server.api, DEMO.users.employee)).access;
});
afterAll(() => server.close());

type Product = { gtinNumber: string; name: string | null; brand: string | null; categoryDetails: { code: string }[]; company: { name: string; nip: string } };
const anonHeaders = () => ({ 'x-captcha-token': captcha });
const basic = (query: string, headers: Record<string, string> = {}) => call(`${server.api}/products/get_products/?${query}`, { headers });
const advanced = (query: string, access = company, companyId: number | string = DEMO.companyIds.demo) =>
  call(`${server.api}/products/${companyId}/get_products_advanced/?${query}`, { headers: bearer(access) });
const count = (sql: string, params: (string | number)[] = []) => Number(server.db.get<{ n: number }>(sql, params)?.n);
const membershipId = (companyId: number) => server.db.get<{ id: number }>('SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?', [DEMO.users.employee, companyId])!.id;
const demoNip = () => server.db.get<{ nip: string }>('SELECT nip FROM companies WHERE id = ?', [DEMO.companyIds.demo])!.nip;

describe('GET /api/v1/products/get_products/ (basic search, anonymous)', () => {
  it('answers 406 without a solved captcha', async () => {
    const res = await basic('gtin_number=05901234123457');
    expect(res.status).toBe(406);
    expect(res.json).toEqual({ detail: 'ReCAPTCHA not verified' });
    expect((await basic('', { 'x-captcha-token': 'garbage' })).status).toBe(406);
  });

  it('finds one product by GTIN (8/12/13/14 digits, padded) with the lookup product shape', async () => {
    for (const gtin of [DEMO.gtins.active, toGtin14(DEMO.gtins.active)]) {
      const res = await basic(`gtin_number=${gtin}`, anonHeaders());
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ count: 1, tooManyResults: false });
      expect(res.json.results).toHaveLength(1);
      expect(res.json.results[0]).toMatchObject({ gtinNumber: '05901234123457', name: 'Pierogi ruskie 450 g', company: { name: DEMO.demoCompanyName } });
      expect(res.json.results[0].categoryDetails.map((c: { code: string }) => c.code)).toEqual(['50000000', '50190000', '50192300', '10000177']);
      expect(res.json.results[0].imageUrls).toEqual([`${server.root}/api/v1/media/products/05901234123457.svg`]);
    }
    const none = await basic(`gtin_number=${DEMO.gtins.unknown}`, anonHeaders());
    expect(none.json).toEqual({ results: [], count: 0, tooManyResults: false });
    // global-registry products are not in the own database
    expect((await basic(`gtin_number=${DEMO.gtins.global}`, anonHeaders())).json.count).toBe(0);
  });

  it('answers 400 for a malformed GTIN', async () => {
    for (const bad of ['5901234123458', '590123412345', 'abc', '123456789012345']) {
      const res = await basic(`gtin_number=${bad}`, anonHeaders());
      expect(res.status, bad).toBe(400);
      expect(res.json).toEqual({ detail: 'Niepoprawny numer GTIN' });
    }
  });

  it('without a filter lists all own products by name (case-folded), nameless ones last', async () => {
    const res = await basic('', anonHeaders());
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(DEMO.ownProductCount);
    const names = (res.json.results as Product[]).map((p) => fold(p.name ?? ''));
    expect(names).toHaveLength(15);
    expect([...names].sort()).toEqual(names);
    const last = await basic(`offset=${DEMO.ownProductCount - 15}&limit=15`, bearer(company));
    expect((last.json.results as Product[]).at(-1)!.name).toBeNull();
  });

  it('pages by 15 at offsets 0, 15 and 30 only (limit forced to 15); others answer 400 offset_not_allowed', async () => {
    const seen = new Set<string>();
    for (const offset of [0, 15, 30]) {
      const res = await basic(`offset=${offset}&limit=100`, anonHeaders());
      expect(res.status).toBe(200);
      expect(res.json.results).toHaveLength(15);
      for (const p of res.json.results as Product[]) seen.add(p.gtinNumber);
    }
    expect(seen.size).toBe(45);
    for (const offset of [45, 7, 60]) {
      const res = await basic(`offset=${offset}`, anonHeaders());
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ detail: 'offset_not_allowed' });
    }
  });
});

describe('GET /api/v1/products/get_products/ (basic search, members)', () => {
  it('needs no captcha; limit defaults to 15, is capped at 100, a bad one falls back to 15', async () => {
    const page = async (query: string) => (await basic(query, bearer(company))).json.results.length;
    expect(await page('')).toBe(15);
    expect(await page('limit=40')).toBe(40);
    expect(await page('limit=500')).toBe(100);
    expect(await page('limit=abc')).toBe(15);
    expect(await page('limit=0')).toBe(15);
    const offset = await basic('offset=45&limit=15', bearer(company));
    expect(offset.status).toBe(200);
    expect(offset.json.results).toHaveLength(15);
  });

  it('allows 1000 pages: a page index ≥ 1000 answers 400 too_many_results', async () => {
    expect((await basic('limit=15&offset=14985', bearer(company))).status).toBe(200);
    const over = await basic('limit=15&offset=15000', bearer(company));
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ detail: 'too_many_results' });
    expect((await basic('limit=100&offset=99900', bearer(company))).status).toBe(200);
    expect((await basic('limit=100&offset=100000', bearer(company))).status).toBe(400);
  });

  it('answers 401 for an invalid token and 403 for a membership that is not an activated one of the user', async () => {
    const bad = await basic('', { ...bearer('x.y.z'), ...anonHeaders() });
    expect(bad.status).toBe(401);
    expect(bad.json.code).toBe('token_not_valid');
    const denied = await basic(`activeMembershipId=${membershipId(DEMO.companyIds.notActivated)}`, bearer(employee));
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
    expect((await basic(`activeMembershipId=${membershipId(DEMO.companyIds.free)}`, bearer(employee))).status).toBe(200);
  });

  it('rejects an unsupported method', async () => {
    const res = await call(`${server.api}/products/get_products/`, { method: 'POST', headers: bearer(company) });
    expect(res.status).toBe(405);
  });
});

describe('too many results', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ SEARCH_MAX_RESULTS: '100' });
  });
  afterAll(() => small.close());

  it('answers 200 {results: [], count, tooManyResults: true} above SEARCH_MAX_RESULTS, a page at or below it', async () => {
    const { access } = await login(small.api, DEMO.users.company);
    const all = await call(`${small.api}/products/get_products/`, { headers: bearer(access) });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ results: [], count: DEMO.ownProductCount, tooManyResults: true });
    const adv = await call(`${small.api}/products/${DEMO.companyIds.demo}/get_products_advanced/?gpc_number=50000000`, { headers: bearer(access) });
    expect(adv.json).toMatchObject({ results: [], tooManyResults: true });
    const narrow = await call(`${small.api}/products/${DEMO.companyIds.demo}/get_products_advanced/?company_nip=${demoNip()}`, { headers: bearer(access) });
    expect(narrow.json.count).toBeLessThanOrEqual(100);
    expect(narrow.json.tooManyResults).toBe(false);
    expect(narrow.json.results).toHaveLength(15);
  });
});

describe('GET /api/v1/products/{companyId}/get_products_advanced/', () => {
  it('answers 401 without a bearer token', async () => {
    const res = await call(`${server.api}/products/${DEMO.companyIds.demo}/get_products_advanced/?name__contains=ser`, { headers: anonHeaders() });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 403 unless the user has an activated membership in companyId with advanced_search', async () => {
    expect((await advanced('name__contains=ser', employee, DEMO.companyIds.demo)).status).toBe(200);
    for (const companyId of [DEMO.companyIds.free, DEMO.companyIds.notActivated, DEMO.companyIds.operator, 'abc']) {
      const res = await advanced('name__contains=ser', employee, companyId);
      expect(res.status, String(companyId)).toBe(403);
      expect(res.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
    }
  });

  it('matches name, brand and company name case-insensitively, Polish letters included', async () => {
    const expected = count("SELECT count(*) AS n FROM products WHERE is_global = 0 AND brand = 'Łaciate'");
    expect(expected).toBeGreaterThan(0);
    for (const text of ['łaciate', 'ŁACIATE', 'Łaciate', 'aciat']) {
      const res = await advanced(`brand__contains=${encodeURIComponent(text)}&limit=100`);
      expect(res.status).toBe(200);
      expect(res.json.count, text).toBe(expected);
      expect((res.json.results as Product[]).every((p) => p.brand === 'Łaciate')).toBe(true);
    }
    const name = await advanced(`name__contains=${encodeURIComponent('PIEROGI RUSKIE')}&limit=100`);
    expect(name.json.count).toBe(count("SELECT count(*) AS n FROM products WHERE is_global = 0 AND name LIKE '%pierogi ruskie%'"));
    expect((name.json.results as Product[]).map((p) => p.gtinNumber)).toContain('05901234123457');
    const firm = await advanced(`company_name__contains=${encodeURIComponent('przykładowa FIRMA')}`);
    expect(firm.json.count).toBe(count('SELECT count(*) AS n FROM products WHERE company_id = ?', [DEMO.companyIds.demo]));
  });

  it('matches company_nip exactly with dashes removed; other characters than letters, digits and _ answer 400', async () => {
    const nip = demoNip();
    const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
    const expected = count('SELECT count(*) AS n FROM products WHERE company_id = ?', [DEMO.companyIds.demo]);
    for (const value of [nip, dashed]) {
      const res = await advanced(`company_nip=${value}`);
      expect(res.json.count).toBe(expected);
      expect((res.json.results as Product[]).every((p) => p.company.nip === nip)).toBe(true);
    }
    expect((await advanced(`company_nip=${nip.slice(0, 9)}`)).json.count).toBe(0);
    // Letters, digits, _ and - only (the shared NIP filter rule): a plus, a Polish letter, a space inside.
    for (const value of ['123%2B456', `${nip.slice(0, 9)}%C4%85`, `${nip.slice(0, 3)}%20${nip.slice(3)}`]) {
      const bad = await advanced(`company_nip=${value}`);
      expect(bad.status, value).toBe(400);
      expect(bad.json).toEqual({ company_nip: ['Niepoprawny numer NIP'] });
    }
    expect((await advanced('company_nip=abc_DEF-1')).json.count).toBe(0);
  });

  it('matches gpc_number at any level of the category path; several codes widen the search', async () => {
    const gtin = toGtin14(DEMO.gtins.active);
    for (const code of ['50000000', '50190000', '50192300', '10000177']) {
      expect((await advanced(`gtin_number=${gtin}&gpc_number=${code}`)).json.count, code).toBe(1);
    }
    expect((await advanced(`gtin_number=${gtin}&gpc_number=53000000`)).json.count).toBe(0);
    const bricks = (codes: string[]) => count(`SELECT count(*) AS n FROM products WHERE is_global = 0 AND brick_code IN (${codes.map(() => '?').join(',')})`, codes);
    const segment = await advanced('gpc_number=50000000');
    const foodBricks = server.db.all<{ code: string }>(
      "SELECT b.code FROM gpc_nodes b JOIN gpc_nodes k ON k.code = b.parent_code JOIN gpc_nodes f ON f.code = k.parent_code WHERE f.parent_code = '50000000'",
    );
    expect(segment.json.count).toBe(bricks(foodBricks.map((b) => b.code)));
    expect((segment.json.results as Product[]).every((p) => p.categoryDetails[0]?.code === '50000000')).toBe(true);
    const two = await advanced('gpc_number=10000177&gpc_number=10000142');
    expect(two.json.count).toBe(bricks(['10000177', '10000142']));
    expect((await advanced('gpc_number=10000177,10000142')).json.count).toBe(two.json.count);
    const bad = await advanced('gpc_number=5000&gpc_number=10000177');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ gpc_number: ['Niepoprawny kod GPC'] });
  });

  it('combines filters with AND, pages like the member basic search and validates the GTIN', async () => {
    const res = await advanced(`brand__contains=nasza&name__contains=pierogi&company_nip=${demoNip()}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(count("SELECT count(*) AS n FROM products WHERE company_id = ? AND brand = 'Nasza Spiżarnia' AND name LIKE '%pierogi%'", [DEMO.companyIds.demo]));
    expect(res.json.count).toBeGreaterThanOrEqual(2);
    for (const p of res.json.results as Product[]) {
      expect(p.brand).toBe('Nasza Spiżarnia');
      expect(fold(p.name ?? '')).toContain('pierogi');
    }
    expect((await advanced('name__contains=a&limit=15&offset=15000')).json).toEqual({ detail: 'too_many_results' });
    expect((await advanced('gtin_number=123')).json).toEqual({ detail: 'Niepoprawny numer GTIN' });
  });
});

describe('GET /api/v1/products/{companyId}/get_products_advanced/suggest/', () => {
  const suggest = (query: string, access = company, companyId: number = DEMO.companyIds.demo) =>
    call(`${server.api}/products/${companyId}/get_products_advanced/suggest/?${query}`, { headers: bearer(access) });

  it('answers up to 15 distinct names containing the text, prefix matches first', async () => {
    const res = await suggest('field=name&text=PIER');
    expect(res.status).toBe(200);
    const texts = (res.json as { text: string }[]).map((s) => s.text);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(15);
    expect(new Set(texts).size).toBe(texts.length);
    for (const t of texts) expect(fold(t)).toContain('pier');
    const prefix = texts.map((t) => fold(t).startsWith('pier'));
    expect(prefix.indexOf(false) === -1 || prefix.slice(prefix.indexOf(false)).every((p) => !p)).toBe(true);
    const many = await suggest('field=name&text=a');
    expect(many.json).toHaveLength(15);
    expect(Object.keys(many.json[0])).toEqual(['text']);
  });

  it('suggests brands case-insensitively', async () => {
    expect((await suggest('field=brand&text=%C5%81ACIA')).json).toEqual([{ text: 'Łaciate' }]);
    expect((await suggest('field=brand&text=%C5%82aciate')).json).toEqual([{ text: 'Łaciate' }]);
  });

  it('answers [] for an empty text and 400 for a missing or unknown field', async () => {
    expect((await suggest('field=name&text=')).json).toEqual([]);
    const missing = await suggest('text=abc');
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ field: ['To pole jest wymagane.'] });
    const unknown = await suggest('field=description&text=abc');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ field: ['"description" nie jest poprawnym wyborem.'] });
  });

  it('needs a bearer token and advanced_search in the company', async () => {
    expect((await call(`${server.api}/products/2/get_products_advanced/suggest/?field=name&text=a`)).status).toBe(401);
    expect((await suggest('field=name&text=a', employee, DEMO.companyIds.free)).status).toBe(403);
  });
});

describe('GET /api/v1/companies/{companyId}/get_companies/suggest/', () => {
  const suggest = (query: string, access = company, companyId: number = DEMO.companyIds.demo) =>
    call(`${server.api}/companies/${companyId}/get_companies/suggest/?${query}`, { headers: bearer(access) });

  it('answers up to 15 {text, id} of companies owning products whose name contains the text', async () => {
    expect((await suggest(`text=${encodeURIComponent('PRZYKŁADOWA')}`)).json).toEqual([{ text: DEMO.demoCompanyName, id: DEMO.companyIds.demo }]);
    const many = await suggest('text=sp');
    expect(many.status).toBe(200);
    expect(many.json).toHaveLength(15);
    for (const s of many.json as { text: string; id: number }[]) {
      expect(fold(s.text)).toContain('sp');
      expect(count('SELECT count(*) AS n FROM products WHERE company_id = ?', [s.id])).toBeGreaterThan(0);
    }
    // the operator owns no products; foreign owners are not in the own database
    expect((await suggest('text=GS1')).json).toEqual([]);
    expect((await suggest('text=STABILO')).json).toEqual([]);
    expect((await suggest('text=')).json).toEqual([]);
  });

  it('needs a bearer token and advanced_search in the company', async () => {
    expect((await call(`${server.api}/companies/2/get_companies/suggest/?text=sp`)).status).toBe(401);
    const denied = await suggest('text=sp', employee, DEMO.companyIds.free);
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
  });
});

describe('GET /api/v1/products/get_categories/', () => {
  const categories = (query = '', access = company) => call(`${server.api}/products/get_categories/${query}`, { headers: bearer(access) });
  type Node = { id: number; text: string; code: string; children: Node[] };

  it('answers the four-level GPC tree {id, text, code, children}', async () => {
    const res = await categories();
    expect(res.status).toBe(200);
    const tree = res.json as Node[];
    expect(tree).toHaveLength(6);
    const depth = (n: Node): number => (n.children.length ? 1 + Math.max(...n.children.map(depth)) : 1);
    expect(tree.every((s) => depth(s) === 4)).toBe(true);
    const food = tree.find((s) => s.code === '50000000')!;
    expect(food).toMatchObject({ text: 'Żywność/Napoje/Tytoń' });
    expect(typeof food.id).toBe('number');
    const beer = food.children.find((f) => f.code === '50200000')!.children.find((c) => c.code === '50202200')!.children.find((b) => b.code === '10000142')!;
    expect(beer).toEqual({ id: expect.any(Number), text: 'Piwo', code: '10000142', children: [] });
    const bricks = (n: Node): number => (n.children.length ? n.children.reduce((a, c) => a + bricks(c), 0) : 1);
    expect(tree.reduce((a, s) => a + bricks(s), 0)).toBe(count('SELECT count(*) AS n FROM gpc_nodes WHERE level = 4'));
  });

  it('caps the number of segments with limit (default 100; a bad limit means the default)', async () => {
    expect((await categories('?limit=2')).json).toHaveLength(2);
    expect((await categories('?limit=1')).json[0].children.length).toBeGreaterThan(0);
    expect((await categories('?limit=abc')).json).toHaveLength(6);
  });

  it('answers 401 anonymously and 403 to a user without an activated membership', async () => {
    expect((await call(`${server.api}/products/get_categories/`)).status).toBe(401);
    const email = server.db.get<{ email: string }>("SELECT email FROM users WHERE email LIKE 'biuro@%' ORDER BY id LIMIT 1")!.email;
    const { access } = await login(server.api, email);
    expect((await categories('', access)).status).toBe(200);
    server.db.run('UPDATE memberships SET activated = 0 WHERE user_id = (SELECT id FROM users WHERE email = ?)', [email]);
    const denied = await categories('', access);
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
  });
});

describe('GET /api/v1/products/product_has_gcp/{gtin14}/', () => {
  const hasGcp = (gtin: string, access = company, query = '') => call(`${server.api}/products/product_has_gcp/${gtin}/${query}`, { headers: bearer(access) });

  it('answers whether the company prefix belongs to a licensed company of the database', async () => {
    expect((await hasGcp(toGtin14(DEMO.gtins.active))).json).toEqual({ hasGcp: true });
    // a valid number in the demo company's range that was never assigned still carries its prefix
    expect((await hasGcp(toGtin14(DEMO.gtins.unknown))).json).toEqual({ hasGcp: true });
    expect((await hasGcp(toGtin14(DEMO.gtins.global))).json).toEqual({ hasGcp: false });
    let free = 5_900_000;
    while (count("SELECT count(*) AS n FROM companies WHERE gcp = ?", [String(free)]) > 0) free++;
    expect((await hasGcp(toGtin14(withCheckDigit(`${free}12345`)))).json).toEqual({ hasGcp: false });
  });

  it('answers false once the owning company is no longer licensed', async () => {
    const other = server.db.get<{ id: number; gcp: string }>("SELECT id, gcp FROM companies WHERE gcp IS NOT NULL AND id > 4 ORDER BY id LIMIT 1")!;
    const gtin = toGtin14(withCheckDigit(`${other.gcp}00001`));
    expect((await hasGcp(gtin)).json).toEqual({ hasGcp: true });
    server.db.run('UPDATE companies SET is_authorized = 0 WHERE id = ?', [other.id]);
    expect((await hasGcp(gtin)).json).toEqual({ hasGcp: false });
    server.db.run('UPDATE companies SET is_authorized = 1 WHERE id = ?', [other.id]);
  });

  it('answers 401 anonymously, 400 for a bad GTIN, 403 for a foreign or inactive membership', async () => {
    expect((await call(`${server.api}/products/product_has_gcp/${toGtin14(DEMO.gtins.active)}/`)).status).toBe(401);
    const bad = await hasGcp('05901234123458');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ detail: 'Niepoprawny numer GTIN' });
    expect((await hasGcp(toGtin14(DEMO.gtins.active), employee, `?activeMembershipId=${membershipId(DEMO.companyIds.demo)}`)).status).toBe(200);
    const denied = await hasGcp(toGtin14(DEMO.gtins.active), employee, `?activeMembershipId=${membershipId(DEMO.companyIds.notActivated)}`);
    expect(denied.status).toBe(403);
  });
});
