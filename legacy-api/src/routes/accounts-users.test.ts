import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';
import { lastMail, tokenOf } from './accounts-test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Session {
  access: string;
  id: number;
  membershipId: number;
  companyId: number;
  headers: Record<string, string>;
}

/** Logs in and picks the membership in `companyId` (default: the first). */
async function session(email: string, password: string = DEMO.password, companyId?: number): Promise<Session> {
  const { access } = await login(server.api, email, password);
  const me = (await call(`${server.api}/accounts/me/`, { headers: bearer(access) })).json;
  const m = me.memberships.find((x: { company: { id: number } }) => companyId === undefined || x.company.id === companyId);
  return { access, id: me.id, membershipId: m.id, companyId: m.company.id, headers: bearer(access) };
}

/** A seeded company whose representative is `biuro@…` (one user): fresh ground for destructive tests. */
function biuroCompany(offset: number): { email: string; companyId: number } {
  const row = server.db.get<{ email: string; company_id: number }>(
    "SELECT u.email, m.company_id FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email LIKE 'biuro@%' ORDER BY u.id LIMIT 1 OFFSET ?",
    [offset],
  )!;
  return { email: row.email, companyId: row.company_id };
}

const invite = (s: Session, json: unknown, companyId = s.companyId) =>
  call(`${server.api}/accounts/${s.id}/invite_user/${companyId}/`, { method: 'POST', headers: s.headers, json });
const list = (s: Session, query = '', companyId = s.companyId) => call(`${server.api}/accounts/${s.id}/get_company_memberships/${companyId}/${query}`, { headers: s.headers });
const setPermission = (s: Session, membershipId: number, permissionGroup: unknown) =>
  call(`${server.api}/accounts/${s.id}/set_permission/${membershipId}/`, { method: 'PATCH', headers: s.headers, json: { permissionGroup } });
const deleteMembership = (s: Session, membershipId: number) => call(`${server.api}/accounts/${s.id}/delete_membership/${membershipId}/`, { method: 'DELETE', headers: s.headers });

/** Invites a new e-mail and activates it through the mailed link (full form). */
async function inviteAndActivate(admin: Session, email: string, permissionGroup: 'location_admin' | 'location_user'): Promise<Session> {
  const res = await invite(admin, { email, permissionGroup });
  expect(res.status).toBe(201);
  const token = tokenOf((await lastMail(server, email))!.link);
  const done = await call(`${server.api}/accounts/confirm/email/${token}/`, {
    method: 'POST',
    json: {
      activationId: token, firstName: 'Drugi', lastName: 'Admin', phoneNumber: '+48600000001', password: 'Nowe123!x', passwordRepeat: 'Nowe123!x', confirmedStatute: true,
      agreeToSellingEmails: false, agreeToSellingPhones: false, agreeToSharingData: false, agreeToMarketingEmails: false, agreeToMarketingPhones: false,
    },
  });
  expect(done.status).toBe(200);
  return session(email, 'Nowe123!x', admin.companyId);
}

describe('permissions of the company-user calls', () => {
  it('answer 401 anonymously, 403 for another userId in the path and 403 without users_manage', async () => {
    const jan = await session(DEMO.users.company);
    const ewa = await session(DEMO.users.employee, DEMO.password, DEMO.companyIds.demo);
    expect((await call(`${server.api}/accounts/${jan.id}/get_company_memberships/${jan.companyId}/`)).status).toBe(401);
    const other = await call(`${server.api}/accounts/${ewa.id}/get_company_memberships/${jan.companyId}/`, { headers: jan.headers });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ detail: 'Nie masz uprawnień do tej czynności' });
    expect((await list(ewa)).status).toBe(403); // location_user
    expect((await invite(ewa, { email: 'x@y.test', permissionGroup: 'location_user' })).status).toBe(403);
    expect((await list(jan, '', DEMO.companyIds.free)).status).toBe(403); // not his company
    expect((await setPermission(ewa, jan.membershipId, 'location_user')).status).toBe(403);
    expect((await deleteMembership(ewa, jan.membershipId)).status).toBe(403);
    expect((await deleteMembership(jan, 999_999)).status).toBe(404);
  });
});

describe('GET /accounts/{userId}/get_company_memberships/{companyId}/', () => {
  it('pages (page from 0, page_size default 10) and sorts', async () => {
    const jan = await session(DEMO.users.company);
    const all = await list(jan);
    expect(all.status).toBe(200);
    expect(all.json.numAllRecords).toBe(2);
    expect(all.json.records).toEqual([
      {
        id: jan.membershipId, userId: jan.id, email: DEMO.users.company, firstName: 'Jan', lastName: 'Kowalski', dateJoined: expect.any(String), lastLogin: expect.any(String),
        permissionGroup: 'location_admin', isCompanyRepresentative: true, activated: true, activationDate: expect.any(String),
      },
      expect.objectContaining({ email: DEMO.users.employee, permissionGroup: 'location_user', isCompanyRepresentative: false, activated: true }),
    ]);
    const second = await list(jan, '?page=1&page_size=1');
    expect(second.json).toMatchObject({ numAllRecords: 2, records: [{ email: DEMO.users.employee }] });
    expect((await list(jan, '?page=5')).json.records).toEqual([]);
    const desc = await list(jan, '?sort_column=email&direction=desc');
    expect(desc.json.records.map((r: { email: string }) => r.email)).toEqual([DEMO.users.employee, DEMO.users.company]);
    const bad = await list(jan, '?sort_column=password');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ sort_column: ['"password" nie jest poprawnym wyborem.'] });
  });
});

describe('POST /accounts/{userId}/invite_user/{companyId}/', () => {
  it('refuses a member and an invitee, invites a new e-mail and an existing user of another company', async () => {
    const { email, companyId } = biuroCompany(0);
    const admin = await session(email);
    expect(admin.companyId).toBe(companyId);

    const invalid = await invite(admin, { email: 'zly', permissionGroup: 'boss' });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ email: ['Błędny format e-mail'], permissionGroup: ['"boss" nie jest poprawnym wyborem.'] });

    const self = await invite(admin, { email, permissionGroup: 'location_user' });
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ detail: 'Taki użytkownik istnieje już w firmie' });

    const fresh = await invite(admin, { email: 'nowy.pracownik@example.test', permissionGroup: 'location_user' });
    expect(fresh.status).toBe(201);
    expect(fresh.json).toEqual({ membershipId: expect.any(Number), userId: expect.any(Number), email: 'nowy.pracownik@example.test', permissionGroup: 'location_user', activated: false });
    const mail = await lastMail(server, 'nowy.pracownik@example.test');
    expect(mail).toMatchObject({ kind: 'invitation', link: expect.stringMatching(/^http:\/\/localhost:4000\/confirm\/email\/[A-Za-z0-9_-]{43}$/) });
    // not activated: no login yet, listed as not activated
    expect((await call(`${server.api}/token/`, { method: 'POST', json: { email: 'nowy.pracownik@example.test', password: '' } })).status).toBe(400);
    expect((await list(admin)).json.records).toContainEqual(expect.objectContaining({ email: 'nowy.pracownik@example.test', activated: false, firstName: '' }));

    const again = await invite(admin, { email: 'Nowy.Pracownik@example.test', permissionGroup: 'location_admin' });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'user already invited' });

    const outsider = await invite(admin, { email: DEMO.users.company, permissionGroup: 'location_admin' });
    expect(outsider.status).toBe(201);
    const token = tokenOf((await lastMail(server, DEMO.users.company))!.link);
    const status = await call(`${server.api}/accounts/confirm/email/${token}/`);
    expect(status.json).toMatchObject({ variant: 'button', isAdmin: true, isFirstAdmin: false, hasUserActivatedMembership: true, isFullRegistration: true });
    expect((await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: {} })).status).toBe(200);
    const jan = (await call(`${server.api}/accounts/me/`, { headers: (await session(DEMO.users.company)).headers })).json;
    expect(jan.memberships.find((m: { company: { id: number } }) => m.company.id === companyId)).toMatchObject({ activated: true, permissionGroup: 'location_admin' });
  });
});

describe('set_permission and delete_membership', () => {
  it('refuse self, same value and the last representative; change and delete others', async () => {
    const { email } = biuroCompany(1);
    const rep = await session(email);
    const second = await inviteAndActivate(rep, 'drugi.admin@example.test', 'location_admin');
    const worker = await inviteAndActivate(rep, 'pracownik2@example.test', 'location_user');

    const self = await setPermission(rep, rep.membershipId, 'location_user');
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ detail: 'Nie możesz zmienić własnych uprawnień' });
    const same = await setPermission(rep, worker.membershipId, 'location_user');
    expect(same.status).toBe(400);
    expect(same.json).toEqual({ detail: 'not changed' });
    const missing = await call(`${server.api}/accounts/${rep.id}/set_permission/${worker.membershipId}/`, { method: 'PATCH', headers: rep.headers, json: {} });
    expect(missing.json).toEqual({ permissionGroup: ['To pole jest wymagane.'] });

    // the second admin may not demote or delete the only representative
    const demote = await setPermission(second, rep.membershipId, 'location_user');
    expect(demote.status).toBe(400);
    expect(demote.json).toEqual({ detail: 'Nie można odebrać uprawnień administratora ostatniemu reprezentantowi firmy', code: 'last_representative' });
    const removeRep = await deleteMembership(second, rep.membershipId);
    expect(removeRep.status).toBe(400);
    expect(removeRep.json).toEqual({ detail: 'Nie można usunąć ostatniego reprezentanta firmy', code: 'last_representative' });

    const selfDelete = await deleteMembership(rep, rep.membershipId);
    expect(selfDelete.status).toBe(400);
    expect(selfDelete.json).toEqual({ detail: 'Nie możesz usunąć własnego członkostwa' });

    const promote = await setPermission(rep, worker.membershipId, 'location_admin');
    expect(promote.status).toBe(200);
    expect(promote.json).toMatchObject({ id: worker.membershipId, permissionGroup: 'location_admin', email: 'pracownik2@example.test' });
    const me = (await call(`${server.api}/accounts/me/`, { headers: worker.headers })).json;
    expect(me.memberships[0].permissions).toContain('users_manage');

    const before = (await list(rep)).json.numAllRecords;
    const removed = await deleteMembership(rep, second.membershipId);
    expect(removed.status).toBe(204);
    expect((await list(rep)).json.numAllRecords).toBe(before - 1);
    expect((await deleteMembership(rep, second.membershipId)).status).toBe(404);
  });

  it('deleting a pending invitation removes the never-activated user too', async () => {
    const { email } = biuroCompany(2);
    const rep = await session(email);
    const res = await invite(rep, { email: 'zaproszony@example.test', permissionGroup: 'location_user' });
    const token = tokenOf((await lastMail(server, 'zaproszony@example.test'))!.link);
    expect((await deleteMembership(rep, res.json.membershipId)).status).toBe(204);
    expect((await call(`${server.api}/accounts/by_email/zaproszony@example.test/`)).status).toBe(404);
    expect((await call(`${server.api}/accounts/confirm/email/${token}/`)).json).toEqual({ detail: 'Link wygasł' });
  });
});

describe('GET, PUT /accounts/{userId}/user/{id}/', () => {
  const consentsOff = { agreeToSellingEmails: false, agreeToSellingPhones: false, agreeToSharingData: false, agreeToMarketingEmails: false, agreeToMarketingPhones: false };
  const consentsMixed = { agreeToSellingEmails: true, agreeToSellingPhones: false, agreeToSharingData: true, agreeToMarketingEmails: true, agreeToMarketingPhones: false };

  it('answers the user data with consents as booleans; PUT round-trips them', async () => {
    const { email } = biuroCompany(3);
    const s = await session(email);
    const url = `${server.api}/accounts/${s.id}/user/${s.membershipId}/`;
    const got = await call(url, { headers: s.headers });
    expect(got.status).toBe(200);
    expect(got.json).toEqual({
      id: s.id, membershipId: s.membershipId, email, firstName: expect.any(String), lastName: expect.any(String), phoneNumber: expect.stringMatching(/^\+48\d{9}$/),
      dateJoined: expect.any(String), lastLogin: expect.any(String), permissionGroup: 'location_admin', isCompanyRepresentative: true, confirmedStatute: true, ...consentsOff,
    });
    const put = await call(url, { method: 'PUT', headers: s.headers, json: { firstName: 'Teresa', lastName: 'Zmieniona', phoneNumber: '+48 512 345 678', confirmedStatute: true, ...consentsMixed } });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ firstName: 'Teresa', lastName: 'Zmieniona', phoneNumber: '+48512345678', ...consentsMixed, isCompanyRepresentative: true });
    expect((await call(url, { headers: s.headers })).json).toMatchObject({ firstName: 'Teresa', ...consentsMixed });
    const put2 = await call(url, { method: 'PUT', headers: s.headers, json: { firstName: 'Teresa', lastName: 'Zmieniona', phoneNumber: '+48512345678', confirmedStatute: true, ...consentsOff } });
    expect(put2.json).toMatchObject(consentsOff);
  });

  it('validates names, phone and consents (spec §5)', async () => {
    const jan = await session(DEMO.users.company);
    const res = await call(`${server.api}/accounts/${jan.id}/user/${jan.membershipId}/`, {
      method: 'PUT', headers: jan.headers, json: { firstName: 'J', lastName: '!!!', phoneNumber: '+49123456789', confirmedStatute: true, agreeToSellingEmails: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      firstName: ['Wprowadź od 2 do 50 znaków'], lastName: ['Pole nie może składać się wyłącznie z cyfr i znaków specjalnych'],
      phoneNumber: ['Zły format telefonu komórkowego (+48XXXXXXXXX)'], agreeToSellingEmails: ['Wymagana wartość logiczna (true/false).'],
      agreeToSellingPhones: ['To pole jest wymagane.'], agreeToSharingData: ['To pole jest wymagane.'], agreeToMarketingEmails: ['To pole jest wymagane.'],
      agreeToMarketingPhones: ['To pole jest wymagane.'],
    });
  });

  it('refuses to drop the last representative flag, lets an admin move it, refuses the flag to a location_user', async () => {
    const { email } = biuroCompany(4);
    const rep = await session(email);
    const body = { firstName: 'Rafał', lastName: 'Reprezentant', phoneNumber: '+48600000002', confirmedStatute: true, ...consentsOff };
    const url = `${server.api}/accounts/${rep.id}/user/${rep.membershipId}/`;
    const last = await call(url, { method: 'PUT', headers: rep.headers, json: { ...body, isCompanyRepresentative: false } });
    expect(last.status).toBe(400);
    expect(last.json).toEqual({ isCompanyRepresentative: ['Nie można odebrać oznaczenia ostatniemu reprezentantowi firmy'] });

    const other = await inviteAndActivate(rep, 'drugi.rep@example.test', 'location_admin');
    const flag = await call(`${server.api}/accounts/${other.id}/user/${other.membershipId}/`, { method: 'PUT', headers: other.headers, json: { ...body, isCompanyRepresentative: true } });
    expect(flag.json.isCompanyRepresentative).toBe(true);
    const drop = await call(url, { method: 'PUT', headers: rep.headers, json: { ...body, isCompanyRepresentative: false } });
    expect(drop.status).toBe(200);
    expect(drop.json.isCompanyRepresentative).toBe(false);

    const user = await inviteAndActivate(other, 'zwykly@example.test', 'location_user');
    const denied = await call(`${server.api}/accounts/${user.id}/user/${user.membershipId}/`, { method: 'PUT', headers: user.headers, json: { ...body, isCompanyRepresentative: true } });
    expect(denied.json).toEqual({ isCompanyRepresentative: ['Oznaczenie reprezentanta może zmienić tylko Administrator podmiotu'] });
  });

  it('is only for the user themself and their own membership', async () => {
    const jan = await session(DEMO.users.company);
    const ewa = await session(DEMO.users.employee, DEMO.password, DEMO.companyIds.demo);
    expect((await call(`${server.api}/accounts/${ewa.id}/user/${ewa.membershipId}/`, { headers: jan.headers })).status).toBe(403);
    expect((await call(`${server.api}/accounts/${jan.id}/user/${ewa.membershipId}/`, { headers: jan.headers })).status).toBe(403);
    // Ewa's membership in the not-activated company holds no permissions
    const pending = await session(DEMO.users.employee, DEMO.password, DEMO.companyIds.notActivated);
    expect((await call(`${server.api}/accounts/${ewa.id}/user/${pending.membershipId}/`, { headers: ewa.headers })).status).toBe(403);
    expect((await call(`${server.api}/accounts/${jan.id}/user/${jan.membershipId}/`)).status).toBe(401);
  });
});

describe('PUT /accounts/{userId}/change_password/{id}/', () => {
  it('needs the right old password and a valid repeated new one', async () => {
    const { email } = biuroCompany(5);
    const s = await session(email);
    const url = `${server.api}/accounts/${s.id}/change_password/${s.membershipId}/`;
    const wrong = await call(url, { method: 'PUT', headers: s.headers, json: { oldPassword: 'Wrong123!', newPassword: 'Zmiana123!', newPasswordRepeat: 'Zmiana123!' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ oldPassword: ['Nieprawidłowe bieżące hasło'] });
    const weak = await call(url, { method: 'PUT', headers: s.headers, json: { oldPassword: DEMO.password, newPassword: 'zmiana', newPasswordRepeat: 'zmiana' } });
    expect(weak.json).toEqual({ newPassword: ['Hasło nie spełnia wymagań'] });
    const differ = await call(url, { method: 'PUT', headers: s.headers, json: { oldPassword: DEMO.password, newPassword: 'Zmiana123!', newPasswordRepeat: 'Zmiana123?' } });
    expect(differ.json).toEqual({ newPasswordRepeat: ['Hasła muszą być takie same'] });
    const missing = await call(url, { method: 'PUT', headers: s.headers, json: {} });
    expect(Object.keys(missing.json).sort()).toEqual(['newPassword', 'newPasswordRepeat', 'oldPassword']);
    const other = await call(`${server.api}/accounts/${s.id + 1}/change_password/${s.membershipId}/`, { method: 'PUT', headers: s.headers, json: {} });
    expect(other.status).toBe(403);

    const ok = await call(url, { method: 'PUT', headers: s.headers, json: { oldPassword: DEMO.password, newPassword: 'Zmiana123!', newPasswordRepeat: 'Zmiana123!' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ detail: 'Hasło zostało zmienione' });
    await login(server.api, email, 'Zmiana123!');
    expect((await call(`${server.api}/token/`, { method: 'POST', json: { email, password: DEMO.password } })).status).toBe(401);
  });
});
