import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from '../auth/solve-captcha.js';
import { toGtin14 } from '../lib/checksums.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let captcha: string;
beforeAll(async () => {
  server = await startTestServer();
  captcha = await solveCaptchaForTests(server.root);
});
afterAll(() => server.close());

const lookup = (gtin: string, headers: Record<string, string> = {}, query = '') =>
  call(`${server.api}/products/get_products/${gtin}/${query}`, { headers });
const anon = (gtin: string, ip: string) => lookup(gtin, { 'x-captcha-token': captcha, 'x-forwarded-for': `${ip}, 10.0.0.1` });

describe('GET /api/v1/products/get_products/{gtin14}/ (anonymous)', () => {
  it('answers 406 without a captcha token and with a forged one', async () => {
    const none = await lookup(toGtin14(DEMO.gtins.active));
    expect(none.status).toBe(406);
    expect(none.json).toEqual({ detail: 'ReCAPTCHA not verified' });
    const forged = JSON.parse(Buffer.from(captcha, 'base64').toString());
    forged.solution.derivedKey = '00'.repeat(32);
    const bad = await lookup(toGtin14(DEMO.gtins.active), { 'x-captcha-token': Buffer.from(JSON.stringify(forged)).toString('base64') });
    expect(bad.status).toBe(406);
    const tampered = JSON.parse(Buffer.from(captcha, 'base64').toString());
    tampered.challenge.parameters.expiresAt += 86_400;
    expect((await lookup(toGtin14(DEMO.gtins.active), { 'x-captcha-token': Buffer.from(JSON.stringify(tampered)).toString('base64') })).status).toBe(406);
    expect((await lookup(toGtin14(DEMO.gtins.active), { 'x-captcha-token': 'garbage' })).status).toBe(406);
  });

  it('answers the full product with a solved captcha (and accepts the token again)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await anon(toGtin14(DEMO.gtins.active), '198.51.100.1');
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        gtinNumber: '05901234123457',
        gtinStatus: 'active',
        isVerified: true,
        isGlobal: false,
        isPartial: false,
        isPublic: true,
        targetMarket: ['PL'],
        company: { name: DEMO.demoCompanyName },
      });
      expect(res.json.categoryDetails.map((c: { code: string }) => c.code)).toEqual(['50000000', '50190000', '50192300', '10000177']);
      expect(res.json.imageUrls).toEqual([`${server.root}/api/v1/media/products/05901234123457.svg`]);
    }
  });

  it('answers the demo withdrawn, inactive, photo-less and partial products', async () => {
    const ip = '198.51.100.2';
    expect((await anon(toGtin14(DEMO.gtins.withdrawn), ip)).json.gtinStatus).toBe('withdrawn');
    expect((await anon(toGtin14(DEMO.gtins.inactive), ip)).json.gtinStatus).toBe('inactive');
    const noPhoto = (await anon(toGtin14(DEMO.gtins.withoutPhoto), ip)).json;
    expect(noPhoto).toMatchObject({ imageUrls: [], isVerified: false, gtinStatus: 'active' });
    const partial = (await anon(toGtin14(DEMO.gtins.partial), ip)).json;
    expect(partial).toMatchObject({ name: null, isPartial: true, isVerified: false });
    expect((await anon(toGtin14(DEMO.gtins.notPublic), ip)).json.isPublic).toBe(false);
  });

  it('answers 404 for an unknown valid GTIN and 400 for a bad one', async () => {
    const unknown = await anon(toGtin14(DEMO.gtins.unknown), '198.51.100.3');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: 'Nie znaleziono' });
    // global-registry products are not in the own database
    expect((await anon(toGtin14(DEMO.gtins.global), '198.51.100.3')).status).toBe(404);
    for (const bad of ['05901234123458', '5901234123457', '0590123412345a']) {
      const res = await anon(bad, '198.51.100.3');
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ detail: 'Niepoprawny numer GTIN' });
    }
  });

  it('limits an IP to 30 counted lookups per 24 h (rejected captchas do not count), others still pass', async () => {
    const ip = '203.0.113.7';
    expect((await lookup(toGtin14(DEMO.gtins.active), { 'x-forwarded-for': ip })).status).toBe(406);
    for (let i = 0; i < 30; i++) {
      const res = await anon(toGtin14(i % 2 ? DEMO.gtins.active : DEMO.gtins.unknown), ip);
      expect(res.status).toBe(i % 2 ? 200 : 404);
    }
    const over = await anon(toGtin14(DEMO.gtins.active), ip);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ detail: 'too_many_requests_not_auth_user' });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await anon(toGtin14(DEMO.gtins.active), '203.0.113.8')).status).toBe(200);
  });
});

describe('GET /api/v1/products/get_products/{gtin14}/ (members)', () => {
  it('needs no captcha', async () => {
    const { access } = await login(server.api, DEMO.users.company);
    const res = await lookup(toGtin14(DEMO.gtins.active), bearer(access));
    expect(res.status).toBe(200);
    expect(res.json.gtinNumber).toBe('05901234123457');
  });

  it('answers 401 for an invalid bearer token instead of treating the call as anonymous', async () => {
    const res = await lookup(toGtin14(DEMO.gtins.active), { ...bearer('x.y.z'), 'x-captcha-token': captcha });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('token_not_valid');
  });

  it('limits a member acting for a free-package company to 30 per 24 h; a Pro membership is unlimited', async () => {
    const { access } = await login(server.api, DEMO.users.employee);
    const meRes = await call(`${server.api}/accounts/me/`, { headers: bearer(access) });
    const membershipOf = (companyId: number) => meRes.json.memberships.find((m: { company: { id: number } }) => m.company.id === companyId).id;
    const free = `?activeMembershipId=${membershipOf(DEMO.companyIds.free)}`;
    const pro = `?activeMembershipId=${membershipOf(DEMO.companyIds.demo)}`;
    for (let i = 0; i < 30; i++) expect((await lookup(toGtin14(DEMO.gtins.active), bearer(access), free)).status).toBe(200);
    const over = await lookup(toGtin14(DEMO.gtins.active), bearer(access), free);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ detail: 'too_many_requests_auth_user' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await lookup(toGtin14(DEMO.gtins.active), bearer(access), pro)).status).toBe(200);
    // a membership that is not activated (or not the user's) is refused
    const notActivated = `?activeMembershipId=${membershipOf(DEMO.companyIds.notActivated)}`;
    expect((await lookup(toGtin14(DEMO.gtins.active), bearer(access), notActivated)).status).toBe(403);
  });
});

describe('global registry GET /api/v1/global_registry/get_product/{gtin14}/', () => {
  const global = (gtin: string, headers: Record<string, string> = {}) =>
    call(`${server.api}/global_registry/get_product/${gtin}/?company=${DEMO.companyIds.demo}`, { headers });

  it('asks anonymous callers for a solved captcha (406), then answers the JSON string "User not logged"', async () => {
    for (const headers of [{}, { 'x-captcha-token': 'garbage' }] as Record<string, string>[]) {
      const refused = await global(toGtin14(DEMO.gtins.global), headers);
      expect(refused.status).toBe(406);
      expect(refused.json).toEqual({ detail: 'ReCAPTCHA not verified' });
    }
    const res = await global(toGtin14(DEMO.gtins.global), { 'x-captcha-token': captcha });
    expect(res.status).toBe(200);
    expect(res.json).toBe('User not logged');
  });

  it('answers a member the product, or the string "not_found"', async () => {
    const { access } = await login(server.api, DEMO.users.company);
    const found = await global(toGtin14(DEMO.gtins.global), bearer(access));
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ gtinNumber: '04006381333931', name: 'STABILO point 88 fineliner', brand: 'STABILO', isGlobal: true });
    const missing = await global(toGtin14(DEMO.gtins.globalUnknown), bearer(access));
    expect(missing.status).toBe(200);
    expect(missing.json).toBe('not_found');
    expect((await global('04006381333932', bearer(access))).status).toBe(400);
  });
});

describe('GET /api/v1/products/product_count/', () => {
  it('counts own-database products and those changed in the last 7 days', async () => {
    const res = await call(`${server.api}/products/product_count/`);
    expect(res.status).toBe(200);
    expect(res.json.productCount).toBe(DEMO.ownProductCount);
    expect(res.json.productCountFrom7Days).toBeGreaterThan(0);
    expect(res.json.productCountFrom7Days).toBeLessThan(res.json.productCount);
    server.db.run('UPDATE products SET last_modified = ? WHERE gtin = ?', ['2000-01-01T00:00:00.000Z', toGtin14(DEMO.gtins.active)]);
    const after = await call(`${server.api}/products/product_count/`);
    expect(after.json.productCountFrom7Days).toBe(res.json.productCountFrom7Days - 1);
  });
});

describe('GET /api/v1/media/products/{gtin14}.svg', () => {
  it('serves a cacheable SVG picture for products with a photo, 404 otherwise', async () => {
    const res = await call(`${server.api}/media/products/${toGtin14(DEMO.gtins.active)}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    expect(res.text).toContain('<svg');
    expect(res.text).toContain('PR');
    const etag = res.headers.get('etag') ?? '';
    expect((await call(`${server.api}/media/products/${toGtin14(DEMO.gtins.active)}.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await call(`${server.api}/media/products/${toGtin14(DEMO.gtins.withoutPhoto)}.svg`)).status).toBe(404);
  });
});
