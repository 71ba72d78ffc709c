import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMail } from '../mail/outbox.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
beforeAll(async () => {
  // Long enough that "one generation at a time" is observable even on a loaded machine.
  server = await startTestServer({ DATABASE_EXPORT_DELAY_MS: '1500' });
});
afterAll(() => server.close());

/** The representative (location_admin) of a company. */
const repOf = (companyId: number) =>
  server.db.get<{ email: string }>('SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.company_id = ? AND m.is_company_representative = 1', [companyId])!.email;
const tokenOf = async (companyId: number) => (await login(server.api, repOf(companyId))).access;
const generate = (companyId: number, access: string, json: unknown = {}) => call(`${server.api}/products/${companyId}/database/`, { method: 'POST', headers: bearer(access), json });
const setCounters = (companyId: number, api: number, csv: number) => server.db.run('UPDATE company_subscriptions SET counter_api = ?, counter_csv = ? WHERE company_id = ?', [api, csv, companyId]);
const countOwnPublic = () => Number(server.db.get<{ n: number }>('SELECT count(*) AS n FROM products WHERE is_global = 0 AND is_public = 1')!.n);

/** Entries of a zip (central directory), inflated. */
function unzip(data: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const eocd = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let p = data.readUInt32LE(eocd + 16);
  const total = data.readUInt16LE(eocd + 10);
  for (let i = 0; i < total; i++) {
    const method = data.readUInt16LE(p + 10);
    const size = data.readUInt32LE(p + 20);
    const nameLength = data.readUInt16LE(p + 28);
    const extra = data.readUInt16LE(p + 30);
    const comment = data.readUInt16LE(p + 32);
    const local = data.readUInt32LE(p + 42);
    const name = data.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    p += 46 + nameLength + extra + comment;
  }
  return entries;
}

async function waitForZip(companyId: number, access: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${server.api}/products/${companyId}/zip_database/`, { headers: bearer(access) });
    if (res.status === 200) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('zip never became ready');
}

describe('POST /products/{companyId}/database/', () => {
  it('refuses anonymous (401), non-members (403), the free package (403 with a clear detail) and location users (403)', async () => {
    expect((await call(`${server.api}/products/2/database/`, { method: 'POST', json: {} })).status).toBe(401);
    const jan = (await login(server.api, DEMO.users.company)).access;
    expect((await generate(DEMO.companyIds.free, jan)).status).toBe(403);
    const free = await generate(DEMO.companyIds.free, await tokenOf(DEMO.companyIds.free));
    expect(free.status).toBe(403);
    expect(free.json).toEqual({ detail: 'Pakiet Starter nie obejmuje pobierania bazy danych. Zamów dostęp w zakładce Cennik' });
    const ewa = (await login(server.api, DEMO.users.employee)).access;
    expect((await generate(DEMO.companyIds.demo, ewa)).json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
  });

  it('refuses a company whose download access an administrator switched off', async () => {
    const access = await tokenOf(DEMO.companyIds.notActivated);
    server.db.run('UPDATE companies SET access_to_download = 0 WHERE id = ?', [DEMO.companyIds.notActivated]);
    const res = await generate(DEMO.companyIds.notActivated, access);
    server.db.run('UPDATE companies SET access_to_download = 1 WHERE id = ?', [DEMO.companyIds.notActivated]);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: 'Firma nie ma dostępu do pobierania bazy danych' });
  });

  it('remaining = api limit − (csv + api): 401 when nothing is left, 400 when the selection exceeds it', async () => {
    const basic = DEMO.companyIds.notActivated; // Garmażernia Pyszne Danie, basic (5 000)
    const access = await tokenOf(basic);
    setCounters(basic, 3_000, 2_000);
    const none = await generate(basic, access);
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ detail: 'Limit pobrań został wyczerpany. Kup nowy pakiet' });
    setCounters(basic, 2_000, 2_990); // 10 left
    const over = await generate(basic, access);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ detail: 'selected count exceeds package limit', selected: countOwnPublic(), remaining: 10 });
    const one = await generate(basic, access, { gtin: DEMO.gtins.active });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: basic, subscriptionDetails: { counters: { csv: 2_991, api: 2_000 } }, limitsLeft: { limitApiCsv: 9 } });
    await waitForZip(basic, access);
  });

  it('validates the payload and refuses an empty selection', async () => {
    const access = (await login(server.api, DEMO.users.company)).access;
    expect((await generate(DEMO.companyIds.demo, access, { gtin: '123' })).json).toEqual({ gtin: ['Niepoprawny numer GTIN'] });
    expect((await generate(DEMO.companyIds.demo, access, { categories: ['abc'] })).json).toEqual({ categories: ['Niepoprawny kod GPC'] });
    expect((await generate(DEMO.companyIds.demo, access, { productName: 'zzzz-nic' })).json).toEqual({ detail: 'Brak produktów dla wybranych parametrów' });
  });

  it('has no limit on yearly_unlimited; one generation at a time (403 processing); zip and CSV downloads; mail when ready', async () => {
    const unlimited = server.db.get<{ id: number }>("SELECT id FROM companies WHERE subscription = 'yearly_unlimited' AND is_operator = 0 ORDER BY id LIMIT 1")!.id;
    const access = await tokenOf(unlimited);
    setCounters(unlimited, 90_000_000, 90_000_000);
    const res = await generate(unlimited, access, { categories: [] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: unlimited, limitsLeft: { limitApiCsv: null }, subscriptionDetails: { counters: { csv: 90_000_000 + countOwnPublic() } } });
    const busy = await generate(unlimited, access);
    expect(busy.status).toBe(403);
    expect(busy.json).toEqual({ detail: 'processing' });
    const early = await call(`${server.api}/products/${unlimited}/zip_database/`, { headers: bearer(access) });
    expect(early.status).toBe(404);
    expect(early.json).toEqual({ detail: 'Link wygasł' });

    const zip = await waitForZip(unlimited, access);
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="${new Date().toISOString().slice(0, 10)}_database.zip"`);
    const data = Buffer.from(await zip.arrayBuffer());
    expect(data.subarray(0, 2).toString('latin1')).toBe('PK');
    const entries = unzip(data);
    expect([...entries.keys()][0]).toBe('products_001.csv');
    const csv = [...entries.values()].map((b) => b.toString('utf8').replace(/^\uFEFF/, ''));
    expect(csv[0]!.split('\r\n')[0]).toBe('gtin;nazwa;marka;opis;status;zawartosc_netto;rynek_docelowy;kod_gpc;kategoria_gpc;firma;nip;strona_produktu;ostatnia_zmiana');
    const rows = csv.reduce((n, text) => n + text.trim().split('\r\n').length - 1, 0);
    expect(rows).toBe(countOwnPublic());

    const file = await call(`${server.api}/products/${unlimited}/database/1/`, { headers: bearer(access) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="products_001.csv"');
    expect((await call(`${server.api}/products/${unlimited}/database/products_002.csv/`, { headers: bearer(access) })).status).toBe(200);
    expect((await call(`${server.api}/products/${unlimited}/database/999/`, { headers: bearer(access) })).status).toBe(404);
    expect(listMail(server.ctx, repOf(unlimited)).some((m) => m.kind === 'database_ready' && m.link?.endsWith(`/products/database/${unlimited}`))).toBe(true);

    // a new generation is allowed again once the first is ready
    expect((await generate(unlimited, access, { brand: 'a' })).status).toBe(200);
  });

  it('answers 404 "Link wygasł" when no export exists or the last one expired', async () => {
    const jan = (await login(server.api, DEMO.users.company)).access;
    expect((await call(`${server.api}/products/2/zip_database/`, { headers: bearer(jan) })).json).toEqual({ detail: 'Link wygasł' });
    const basic = DEMO.companyIds.notActivated;
    const access = await tokenOf(basic);
    expect((await call(`${server.api}/products/${basic}/zip_database/`, { headers: bearer(access) })).status).toBe(200);
    server.db.run("UPDATE database_exports SET expires_at = '2000-01-01T00:00:00.000Z' WHERE company_id = ?", [basic]);
    const expired = await call(`${server.api}/products/${basic}/zip_database/`, { headers: bearer(access) });
    expect(expired.status).toBe(404);
    expect(expired.json).toEqual({ detail: 'Link wygasł' });
    expect((await call(`${server.api}/products/${basic}/database/1/`, { headers: bearer(access) })).status).toBe(404);
  });
});
