import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = async (email: string) => {
  const { access } = await login(server.api, email);
  const res = await call(`${server.api}/accounts/me/`, { headers: bearer(access) });
  expect(res.status).toBe(200);
  return res.json;
};

describe('GET /api/v1/accounts/me/', () => {
  it('answers the user with memberships (the gateway’s real-HTTP tests parse the same answers)', async () => {
    const user = await me(DEMO.users.company);
    expect(Object.keys(user).sort()).toEqual(['dateJoined', 'email', 'firstName', 'id', 'lastLogin', 'lastName', 'memberships', 'phoneNumber']);
    expect(user).toMatchObject({ email: DEMO.users.company, firstName: 'Jan', lastName: 'Kowalski' });
    expect(user.phoneNumber).toMatch(/^\+48\d{9}$/);
    expect(user.memberships).toEqual([
      {
        id: expect.any(Number),
        activated: true,
        activationDate: expect.any(String),
        permissionGroup: 'location_admin',
        isCompanyRepresentative: true,
        permissions: ['user_data', 'change_password', 'users_manage', 'file_sending_to_verification', 'data_verification_page', 'advanced_search', 'database_download'],
        company: { id: DEMO.companyIds.demo, name: DEMO.demoCompanyName, nip: expect.stringMatching(/^\d{10}$/) },
      },
    ]);
  });

  it('gives the platform administrator the operator permissions', async () => {
    const user = await me(DEMO.users.admin);
    expect(user.firstName).toBe('Anna');
    const [membership] = user.memberships;
    expect(membership.company.name).toBe(DEMO.operatorCompanyName);
    expect(membership.permissionGroup).toBe('location_admin');
    expect(membership.permissions).toEqual(expect.arrayContaining(['repository', 'registered_company', 'cms', 'user_data', 'change_password', 'advanced_search']));
  });

  it('lists the employee in two activated companies (Pro and free) and one not activated', async () => {
    const user = await me(DEMO.users.employee);
    const byCompany = Object.fromEntries(user.memberships.map((m: { company: { id: number } }) => [m.company.id, m]));
    expect(user.memberships).toHaveLength(3);
    expect(byCompany[DEMO.companyIds.demo]).toMatchObject({ activated: true, permissionGroup: 'location_user' });
    expect(byCompany[DEMO.companyIds.demo].permissions).toEqual(['user_data', 'change_password', 'file_sending_to_verification', 'data_verification_page', 'advanced_search']);
    // free package: no advanced search
    expect(byCompany[DEMO.companyIds.free]).toMatchObject({ activated: true });
    expect(byCompany[DEMO.companyIds.free].permissions).not.toContain('advanced_search');
    expect(byCompany[DEMO.companyIds.notActivated]).toMatchObject({ activated: false, activationDate: null, permissions: [] });
  });

  it('answers 401 without, with a malformed and with a forged token', async () => {
    const none = await call(`${server.api}/accounts/me/`);
    expect(none.status).toBe(401);
    expect(none.json).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    const bad = await call(`${server.api}/accounts/me/`, { headers: bearer('abc.def.ghi') });
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
    const { refresh } = await login(server.api, DEMO.users.company);
    const refreshAsAccess = await call(`${server.api}/accounts/me/`, { headers: bearer(refresh) });
    expect(refreshAsAccess.status).toBe(401);
  });
});
