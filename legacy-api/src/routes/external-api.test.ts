import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { call, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const keyOf = (companyId: number) => server.db.get<{ api_key: string }>('SELECT api_key FROM companies WHERE id = ?', [companyId])!.api_key;
const apiCounter = (companyId: number) => Number(server.db.get<{ n: number }>('SELECT counter_api AS n FROM company_subscriptions WHERE company_id = ?', [companyId])?.n ?? 0);

describe('the companies’ API documentation (/external_api/v2/schema/…)', () => {
  it('serves the OpenAPI document of the API, for any company_id', async () => {
    const res = await call(`${server.root}/external_api/v2/schema/?company_id=${DEMO.companyIds.demo}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ openapi: '3.0.3', info: { title: 'GS1 Polska – API dla firm' }, servers: [{ url: server.root }] });
    expect(Object.keys(res.json.paths)).toEqual(['/external_api/v2/products/{gtin}/']);
  });

  it('serves a Swagger UI page over that document with its own files (no CDN)', async () => {
    const page = await fetch(`${server.root}/external_api/v2/schema/swagger-ui/?company_id=2"><script>`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('data-schema="/external_api/v2/schema/?company_id=2%22%3E%3Cscript%3E"');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.every((src) => src.startsWith('/external_api/v2/schema/swagger-ui/static/'))).toBe(true);
    for (const src of sources) expect((await fetch(`${server.root}${src}`)).status, src).toBe(200);
  });

  it('answers the documented call with a company key, counting it against the package’s API limit', async () => {
    const before = apiCounter(DEMO.companyIds.demo);
    const res = await call(`${server.root}/external_api/v2/products/5901234123457/`, { headers: { authorization: `Api-Key ${keyOf(DEMO.companyIds.demo)}` } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ gtinNumber: '05901234123457', name: 'Pierogi ruskie 450 g' });
    expect(apiCounter(DEMO.companyIds.demo)).toBe(before + 1);
    const global = await call(`${server.root}/external_api/v2/products/${DEMO.gtins.global}/`, { headers: { authorization: `Api-Key ${keyOf(DEMO.companyIds.demo)}` } });
    expect(global.json).toMatchObject({ isGlobal: true });
  });

  it('401 without or with a wrong key, 403 when the package has no API allowance, 400/404 for GTINs', async () => {
    const product = (authorization?: string, gtin = '5901234123457') => call(`${server.root}/external_api/v2/products/${gtin}/`, { headers: authorization ? { authorization } : {} });
    expect((await product()).status).toBe(401);
    expect((await product('Api-Key wrong')).json).toEqual({ detail: 'Niepoprawny klucz API' });
    const free = keyOf(DEMO.companyIds.free);
    expect(free).toBeTruthy();
    expect((await product(`Api-Key ${free}`)).status).toBe(403);
    const demo = `Api-Key ${keyOf(DEMO.companyIds.demo)}`;
    expect((await product(demo, '123')).status).toBe(400);
    expect((await product(demo, DEMO.gtins.unknown)).status).toBe(404);
  });
});
