import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../lib/fold.js';
import { ADMIN_DEMO } from '../seed/admin.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
let admin: string;
let company: string;
let adminMembership: number;
let companyMembership: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server.api, DEMO.users.admin)).access;
  company = (await login(server.api, DEMO.users.company)).access;
  adminMembership = membershipOf(DEMO.users.admin, DEMO.companyIds.operator);
  companyMembership = membershipOf(DEMO.users.company, DEMO.companyIds.demo);
});
afterAll(() => server.close());

function membershipOf(email: string, companyId: number): number {
  return server.db.get<{ id: number }>('SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.company_id = ?', [email, companyId])!.id;
}
const get = (path: string, access?: string) => call(`${server.api}${path}`, { headers: access ? bearer(access) : {} });
const list = (query: string, access = admin, membership = adminMembership) => get(`/companies/${membership}/get_companies/?${query}`, access);
type Row = { id: number; name: string; nip: string; registrationDate: string; isAuthorized: boolean; accessToDownload: boolean; accessToVerify: boolean; subscription: string };

describe('GET /companies/{membershipId}/get_companies/', () => {
  it('answers 401 without a token and 403 without registered_company or for another user’s membership', async () => {
    expect((await list('', '')).status).toBe(401);
    const denied = await list('', company, companyMembership);
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
    expect((await list('', company, adminMembership)).status).toBe(403);
    expect((await list('', admin, 999_999)).status).toBe(403);
  });

  it('lists ≥ 50 registered companies, 10 per page by default, in the admin view shape', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.json.count).toBeGreaterThanOrEqual(50);
    expect(res.json.results).toHaveLength(10);
    expect(Object.keys(res.json.results[0]).sort()).toEqual(['accessToDownload', 'accessToVerify', 'id', 'isAuthorized', 'name', 'nip', 'registrationDate', 'subscription']);
    const page2 = await list('limit=10&offset=10');
    const ids = new Set([...res.json.results, ...page2.json.results].map((r: Row) => r.id));
    expect(ids.size).toBe(20);
    expect((await list('limit=1000')).json.results.length).toBe(Math.min(100, res.json.count));
  });

  it('searches name (case-folded), NIP and REGON with search_multi_match', async () => {
    const byName = await list('search_multi_match=SMAKI%20babci');
    expect(byName.json.results.map((r: Row) => r.name)).toContain('Smaki Babci Sp. z o.o.');
    const demo = server.db.get<{ nip: string; regon: string }>('SELECT nip, regon FROM companies WHERE id = 2')!;
    expect((await list(`search_multi_match=${demo.nip}`)).json.results.map((r: Row) => r.id)).toEqual([2]);
    expect((await list(`search_multi_match=${demo.regon}`)).json.results.map((r: Row) => r.id)).toContain(2);
    expect((await list('search_multi_match=zzzz-nothing')).json).toEqual({ results: [], count: 0 });
  });

  it('orders by each documented column, `-` descending; unknown fields are ignored', async () => {
    const all = (ordering: string) => list(`ordering=${ordering}&limit=100`).then((r) => r.json.results as Row[]);
    const names = (await all('name')).map((r) => fold(r.name));
    expect(names).toEqual([...names].sort());
    const desc = (await all('-name')).map((r) => fold(r.name));
    expect(desc).toEqual([...names].reverse());
    const dates = (await all('-registration_date')).map((r) => r.registrationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const nips = (await all('nip')).map((r) => r.nip);
    expect(nips).toEqual([...nips].sort());
    for (const field of ['is_authorized', 'access_to_download', 'access_to_verify'] as const) {
      const key = { is_authorized: 'isAuthorized', access_to_download: 'accessToDownload', access_to_verify: 'accessToVerify' }[field] as keyof Row;
      const values = (await all(`-${field}`)).map((r) => (r[key] ? 1 : 0));
      expect(values, field).toEqual([...values].sort().reverse());
    }
    expect((await list('ordering=bogus')).status).toBe(200);
  });
});

describe('GET /companies/get_by_id/', () => {
  it('gives a member their own company in the commercial view with subscription details and limits', async () => {
    const res = await get(`/companies/get_by_id/?id=${DEMO.companyIds.demo}`, company);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: 2,
      name: DEMO.demoCompanyName,
      apiKey: expect.stringMatching(/^pk_/),
      accessToDownload: true,
      subscription: 'yearly_limited',
      monetizationSwitch: true,
      subscriptionDetails: {
        name: 'yearly_limited',
        freeSubscriptionYear: new Date().getUTCFullYear(),
        counters: { api: ADMIN_DEMO.demoCounters.api, csv: ADMIN_DEMO.demoCounters.csv },
        packages: { verify: 1_500_000, api: 1_500_000, ui: null },
      },
      limitsLeft: { limitApiCsv: 1_500_000 - ADMIN_DEMO.demoCounters.api - ADMIN_DEMO.demoCounters.csv },
    });
    const d = res.json.subscriptionDetails;
    expect(d.beginSubscriptionDt <= new Date().toISOString().slice(0, 10) && d.endSubscriptionDt >= new Date().toISOString().slice(0, 10)).toBe(true);
    for (const key of ['regon', 'street', 'city', 'postalCode', 'district', 'country', 'webPage', 'companyProfile', 'isAuthorized', 'activationDate']) expect(res.json).toHaveProperty(key);
  });

  it('shows a free company its calendar-year Starter package with no download allowance', async () => {
    const res = await get(`/companies/get_by_id/?id=${DEMO.companyIds.free}`, admin);
    const year = new Date().getUTCFullYear();
    expect(res.json.subscriptionDetails).toMatchObject({ name: 'free', beginSubscriptionDt: `${year}-01-01`, endSubscriptionDt: `${year}-12-31`, packages: { verify: 1000, api: 0 } });
    expect(res.json.limitsLeft.limitApiCsv).toBe(0);
  });

  it('lets a platform administrator read any company; members get 403 for others; 404 unknown; 400 bad id; 401 anonymous', async () => {
    expect((await get('/companies/get_by_id/?id=30', admin)).status).toBe(200);
    expect((await get('/companies/get_by_id/?id=30', company)).status).toBe(403);
    expect((await get('/companies/get_by_id/?id=99999', admin)).status).toBe(404);
    expect((await get('/companies/get_by_id/', admin)).json).toEqual({ id: ['To pole jest wymagane.'] });
    expect((await get('/companies/get_by_id/?id=abc', admin)).status).toBe(400);
    expect((await get('/companies/get_by_id/?id=2')).status).toBe(401);
  });
});

describe('PATCH /companies/company/{id}/', () => {
  const patch = (id: number | string, json: unknown, access = admin) => call(`${server.api}/companies/company/${id}/`, { method: 'PATCH', headers: bearer(access), json });

  it('switches download access and answers the updated company; the list shows it', async () => {
    const off = await patch(5, { accessToDownload: false });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ id: 5, accessToDownload: false });
    const row = (await list('search_multi_match=' + encodeURIComponent(off.json.nip))).json.results[0];
    expect(row.accessToDownload).toBe(false);
    expect((await patch(5, { accessToDownload: true })).json.accessToDownload).toBe(true);
  });

  it('answers 403 without registered_company, 400 for a missing or non-boolean value, 404 for an unknown company', async () => {
    expect((await patch(5, { accessToDownload: true }, company)).status).toBe(403);
    expect((await patch(5, {})).json).toEqual({ accessToDownload: ['To pole jest wymagane.'] });
    expect((await patch(5, { accessToDownload: 'maybe' })).json).toEqual({ accessToDownload: ['Musi być poprawną wartością logiczną.'] });
    expect((await patch(99999, { accessToDownload: true })).status).toBe(404);
  });
});

describe('GET /companies/datapools and /companies/{membershipId}/get_comps/', () => {
  it('lists the data pools for administrators', async () => {
    const res = await get('/companies/datapools', admin);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(5);
    expect(res.json[0]).toEqual({ id: 1, code: 'gs1_pl', name: 'Produktowa Baza Danych GS1 Polska' });
    expect((await get('/companies/datapools/', admin)).status).toBe(200);
    expect((await get('/companies/datapools', company)).status).toBe(403);
    expect((await get('/companies/datapools')).status).toBe(401);
  });

  it('offers companies whose name contains the text as {results: [{id, name}]}', async () => {
    const res = await get(`/companies/${adminMembership}/get_comps/?name__contains=babci`, admin);
    expect(res.status).toBe(200);
    expect(res.json.results).toContainEqual({ id: DEMO.companyIds.free, name: 'Smaki Babci Sp. z o.o.' });
    for (const r of res.json.results) expect(fold(r.name)).toContain('babci');
    expect((await get(`/companies/${adminMembership}/get_comps/`, admin)).json.results).toHaveLength(20);
    expect((await get(`/companies/${companyMembership}/get_comps/?name__contains=a`, company)).status).toBe(403);
  });
});

describe('company users (GET and DELETE /companies/{membershipId}/company_users/{companyId}/…)', () => {
  const users = (companyId: number, query = '') => get(`/companies/${adminMembership}/company_users/${companyId}/?${query}`, admin);

  it('pages and sorts the members of a company as {records, numAllRecords}', async () => {
    const res = await users(DEMO.companyIds.demo, 'sort_column=email&direction=asc');
    expect(res.status).toBe(200);
    expect(res.json.numAllRecords).toBe(2);
    expect(res.json.records.map((r: { user: { email: string } }) => r.user.email)).toEqual([DEMO.users.company, DEMO.users.employee]);
    expect(res.json.records[0]).toMatchObject({ permissionGroup: 'location_admin', isCompanyRepresentative: true, activated: true, company: { id: 2 }, user: { firstName: 'Jan', lastName: 'Kowalski' } });
    const desc = await users(DEMO.companyIds.demo, 'sort_column=email&direction=desc');
    expect(desc.json.records.map((r: { user: { email: string } }) => r.user.email)).toEqual([DEMO.users.employee, DEMO.users.company]);
    const second = await users(DEMO.companyIds.demo, 'sort_column=email&page_size=1&page=1');
    expect(second.json).toMatchObject({ numAllRecords: 2, records: [{ user: { email: DEMO.users.employee } }] });
    expect((await users(DEMO.companyIds.demo, 'page=5')).json.records).toEqual([]);
    expect((await users(99999)).status).toBe(404);
    expect((await get(`/companies/${companyMembership}/company_users/2/`, company)).status).toBe(403);
  });

  it('answers one user by membership id (the admin "user by id"), as the list has them; 404 for another company', async () => {
    const [first] = (await users(DEMO.companyIds.demo, 'sort_column=email')).json.records;
    const one = await get(`/companies/${adminMembership}/company_users/${DEMO.companyIds.demo}/${first.id}/`, admin);
    expect(one.status).toBe(200);
    expect(one.json).toEqual(first);
    expect((await get(`/companies/${adminMembership}/company_users/${DEMO.companyIds.free}/${first.id}/`, admin)).status).toBe(404);
    expect((await get(`/companies/${adminMembership}/company_users/${DEMO.companyIds.demo}/abc/`, admin)).status).toBe(404);
    expect((await get(`/companies/${companyMembership}/company_users/${DEMO.companyIds.demo}/${first.id}/`, company)).status).toBe(403);
  });

  it('deletes a membership; refuses the last representative and the caller’s own membership (400)', async () => {
    const del = (companyId: number, membershipId: number) =>
      call(`${server.api}/companies/${adminMembership}/company_users/${companyId}/${membershipId}/`, { method: 'DELETE', headers: bearer(admin) });
    const last = await del(DEMO.companyIds.demo, companyMembership);
    expect(last.status).toBe(400);
    expect(last.json).toEqual({ detail: 'Nie można usunąć ostatniego reprezentanta firmy' });
    expect((await del(DEMO.companyIds.operator, adminMembership)).json).toEqual({ detail: 'Nie można usunąć własnego członkostwa' });
    expect((await del(DEMO.companyIds.free, companyMembership)).status).toBe(404); // not a member of that company
    const ewa = membershipOf(DEMO.users.employee, DEMO.companyIds.demo);
    expect((await call(`${server.api}/companies/${companyMembership}/company_users/2/${ewa}/`, { method: 'DELETE', headers: bearer(company) })).status).toBe(403);
    expect((await del(DEMO.companyIds.demo, ewa)).status).toBe(204);
    expect((await users(DEMO.companyIds.demo)).json.numAllRecords).toBe(1);
  });
});
