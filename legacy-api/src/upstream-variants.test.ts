import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from './auth/solve-captcha.js';
import { toGtin14 } from './lib/checksums.js';
import { DEMO } from './seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from './test-support.js';

/** One stand-in with every upstream-variant switch away from its default: another plausible /api/v1. */
const VARIANT = {
  REFRESH_ROTATION: 'false',
  GTIN_ANSWER_DIGITS: '13',
  LIST_ENVELOPE: 'paginated',
  SUGGESTIONS_SHAPE: 'completion',
  ERROR_PAGES: 'html',
  CAPTCHA_HEADER: 'X-Recaptcha-Token',
  GLOBAL_LOOKUP_PATH: '/gepir/v2/{gtin}/',
  GLOBAL_NOT_FOUND_CODE: 'NOT_FOUND',
};

let server: TestServer;
let captcha: Record<string, string>;
let company: string;
beforeAll(async () => {
  server = await startTestServer(VARIANT);
  captcha = { 'x-recaptcha-token': await solveCaptchaForTests(server.root) };
  company = (await login(server.api, DEMO.users.company)).access;
});
afterAll(() => server.close());

const member = (path: string, access = company) => call(`${server.api}${path}`, { headers: bearer(access) });
const demoProducts = `/products/${DEMO.companyIds.demo}/get_products_advanced/`;

describe('REFRESH_ROTATION=false (simplejwt ROTATE_REFRESH_TOKENS=False)', () => {
  it('answers {access} only and keeps the refresh token valid until it expires', async () => {
    const { refresh } = await login(server.api, DEMO.users.employee);
    for (let i = 0; i < 2; i++) {
      const res = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.json)).toEqual(['access']);
      expect((await member('/accounts/me/', res.json.access)).json.email).toBe(DEMO.users.employee);
    }
  });
});

describe('GTIN_ANSWER_DIGITS=13', () => {
  it('gives a GTIN-13 without its padding zero in the lookup and both searches; paths and pictures keep 14 digits', async () => {
    const lookup = await member(`/products/get_products/${toGtin14(DEMO.gtins.active)}/`);
    expect(lookup.json.gtinNumber).toBe(DEMO.gtins.active);
    expect(lookup.json.imageUrls).toEqual([`${server.root}/api/v1/media/products/${toGtin14(DEMO.gtins.active)}.svg`]);
    const basic = await call(`${server.api}/products/get_products/?gtin_number=${DEMO.gtins.active}`, { headers: captcha });
    expect(basic.json.results.map((p: { gtinNumber: string }) => p.gtinNumber)).toEqual([DEMO.gtins.active]);
    const advanced = await member(`${demoProducts}?brand__contains=nasza&limit=100`);
    expect(advanced.json.results.length).toBeGreaterThan(5);
    for (const product of advanced.json.results) expect(product.gtinNumber).toMatch(/^590\d{10}$/);
  });

  it('does the same in the global registry, where a GTIN-12 stays padded to 14', async () => {
    expect((await member(`/gepir/v2/${toGtin14(DEMO.gtins.global)}/`)).json.gtinNumber).toBe(DEMO.gtins.global);
    const gtin12 = server.db.get<{ gtin: string }>("SELECT gtin FROM products WHERE is_global = 1 AND gtin LIKE '00%' LIMIT 1")!.gtin;
    expect((await member(`/gepir/v2/${gtin12}/`)).json.gtinNumber).toBe(gtin12);
  });
});

describe('LIST_ENVELOPE=paginated', () => {
  it('wraps the category tree and the data pools in DRF\'s {count, next, previous, results}', async () => {
    const tree = await member('/products/get_categories/?limit=100');
    expect(tree.status).toBe(200);
    expect(tree.json).toMatchObject({ count: 6, next: null, previous: null });
    expect(tree.json.results).toHaveLength(6);
    expect(tree.json.results[0]).toMatchObject({ code: expect.stringMatching(/^\d{8}$/), children: expect.any(Array) });
    const admin = (await login(server.api, DEMO.users.admin)).access;
    const pools = await member('/companies/datapools', admin);
    expect(pools.json).toMatchObject({ count: 5, next: null, previous: null });
    expect(pools.json.results[0]).toMatchObject({ id: 1, code: 'gs1_pl' });
  });
});

describe('SUGGESTIONS_SHAPE=completion', () => {
  it('answers one completion-suggester entry per suggester for product fields and companies (in the envelope here)', async () => {
    const names = await member(`${demoProducts}suggest/?field=name&text=Pier`);
    expect(names.json.count).toBe(1);
    const [entry] = names.json.results;
    expect(entry).toMatchObject({ text: 'Pier', offset: 0, length: 4 });
    expect(entry.options.length).toBeGreaterThan(1);
    for (const option of entry.options) expect(option.text.toLowerCase()).toContain('pier');
    const scores = entry.options.map((o: { _score: number }) => o._score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const companies = await member(`/companies/${DEMO.companyIds.demo}/get_companies/suggest/?text=przyk`);
    expect(companies.json.results[0]).toMatchObject({ text: 'przyk', offset: 0, length: 5 });
    expect(companies.json.results[0].options[0]).toMatchObject({ text: DEMO.demoCompanyName, id: DEMO.companyIds.demo, _score: expect.any(Number) });
  });
});

describe('ERROR_PAGES=html', () => {
  const isDjangoPage = (res: { headers: Headers; text: string }, heading: string) => {
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text.trimStart()).toMatch(/^<!doctype html>/);
    expect(res.text).toContain(`<h1>${heading}</h1>`);
  };

  it('answers Django\'s 404 page for an unknown route and a product not found, DRF JSON for other errors', async () => {
    const unknownRoute = await call(`${server.api}/no/such/route/`);
    expect(unknownRoute.status).toBe(404);
    isDjangoPage(unknownRoute, 'Not Found');
    const product = await member(`/products/get_products/${toGtin14(DEMO.gtins.unknown)}/`);
    expect(product.status).toBe(404);
    isDjangoPage(product, 'Not Found');
    const badGtin = await member('/products/get_products/05901234123458/');
    expect(badGtin.status).toBe(400);
    expect(badGtin.json).toEqual({ detail: 'Niepoprawny numer GTIN' });
    expect((await call(`${server.api}/accounts/reset_password/nope/`)).json).toEqual({ detail: 'Link wygasł' });
  });

  it('answers Django\'s 500 page for a server error', async () => {
    await call(`${server.root}/__dev/faults`, { method: 'POST', json: { errorRate: { '/api/v1/products/product_count/': 1 } } });
    try {
      const res = await call(`${server.api}/products/product_count/`);
      expect(res.status).toBe(500);
      isDjangoPage(res, 'Server Error (500)');
    } finally {
      await call(`${server.root}/__dev/faults`, { method: 'DELETE' });
    }
  });
});

describe('CAPTCHA_HEADER, GLOBAL_LOOKUP_PATH and GLOBAL_NOT_FOUND_CODE', () => {
  it('reads the captcha token from the configured header only', async () => {
    const path = `${server.api}/products/get_products/${toGtin14(DEMO.gtins.active)}/`;
    expect((await call(path, { headers: captcha })).status).toBe(200);
    expect((await call(path, { headers: { 'x-captcha-token': captcha['x-recaptcha-token']! } })).status).toBe(406);
    expect((await call(`${server.api}/products/get_products/`, { headers: captcha })).status).toBe(200);
  });

  it('mounts the global-registry lookup at the configured path, captcha first for anonymous callers', async () => {
    const at = (path: string, headers: Record<string, string> = {}) => call(`${server.api}${path}${toGtin14(DEMO.gtins.global)}/`, { headers });
    expect((await at('/gepir/v2/', bearer(company))).json).toMatchObject({ name: 'STABILO point 88 fineliner', isGlobal: true });
    expect((await at('/gepir/v2/')).status).toBe(406);
    expect((await at('/gepir/v2/', captcha)).json).toBe('User not logged');
    expect((await at('/global_registry/get_product/', bearer(company))).status).toBe(404);
  });

  it('answers an unknown global GTIN with GLOBAL_NOT_FOUND_CODE', async () => {
    expect((await member(`/gepir/v2/${toGtin14(DEMO.gtins.globalUnknown)}/`)).json).toBe('NOT_FOUND');
  });
});

describe('SUGGESTIONS_SHAPE=suggester (django-elasticsearch-dsl-drf)', () => {
  it('answers the completion entry keyed by the suggester’s name, never in the list envelope', async () => {
    const keyed = await startTestServer({ SUGGESTIONS_SHAPE: 'suggester', LIST_ENVELOPE: 'paginated' });
    try {
      const access = (await login(keyed.api, DEMO.users.company)).access;
      const brands = await call(`${keyed.api}${demoProducts}suggest/?field=brand&text=mlek`, { headers: bearer(access) });
      expect(Object.keys(brands.json)).toEqual(['brand_suggest__completion']);
      const [entry] = brands.json.brand_suggest__completion;
      expect(entry).toMatchObject({ text: 'mlek', offset: 0, length: 4 });
      for (const option of entry.options) expect(option.text.toLowerCase()).toContain('mlek');
      const companies = await call(`${keyed.api}/companies/${DEMO.companyIds.demo}/get_companies/suggest/?text=przyk`, { headers: bearer(access) });
      expect(companies.json.name_suggest__completion[0].options[0]).toMatchObject({ text: DEMO.demoCompanyName, id: DEMO.companyIds.demo });
    } finally {
      await keyed.close();
    }
  });
});

describe('SUGGEST_PARAMS=suggester (django-elasticsearch-dsl-drf’s ?<suggester>=)', () => {
  it('takes the text in the suggester’s parameter, and answers nothing to ?field=&text=', async () => {
    const keyed = await startTestServer({ SUGGEST_PARAMS: 'suggester', SUGGESTIONS_SHAPE: 'suggester' });
    try {
      const headers = bearer((await login(keyed.api, DEMO.users.company)).access);
      const products = `${keyed.api}${demoProducts}suggest/`;
      const brands = await call(`${products}?brand_suggest__completion=mlek`, { headers });
      expect(brands.json.brand_suggest__completion[0].options.length).toBeGreaterThan(0);
      for (const option of brands.json.brand_suggest__completion[0].options) expect(option.text.toLowerCase()).toContain('mlek');
      const names = await call(`${products}?name_suggest__completion=pier`, { headers });
      expect(names.json.name_suggest__completion[0].options.length).toBeGreaterThan(0);
      const companies = await call(`${keyed.api}/companies/${DEMO.companyIds.demo}/get_companies/suggest/?name_suggest__completion=przyk`, { headers });
      expect(companies.json.name_suggest__completion[0].options[0]).toMatchObject({ text: DEMO.demoCompanyName });
      const unknown = await call(`${products}?field=name&text=pier`, { headers });
      expect(unknown.status).toBe(200);
      expect(unknown.json.name_suggest__completion[0].options).toEqual([]);
    } finally {
      await keyed.close();
    }
  });
});
