import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_DEMO } from '../seed/company-registry.js';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';
import { CONSENTS, freshCompanyNumbers, lastMail, register, registrationBody, tokenOf } from './accounts-test-helpers.js';

let server: TestServer;
let demoCompany: { regon: string; nip: string };
beforeAll(async () => {
  server = await startTestServer({ WEB_APP_URL: 'http://web.test:4000/' });
  demoCompany = server.db.get<{ regon: string; nip: string }>('SELECT regon, nip FROM companies WHERE id = ?', [DEMO.companyIds.demo])!;
});
afterAll(() => server.close());

const [piekarnia, tlocznia] = REGISTRY_DEMO.registry;

describe('company lookups', () => {
  it('GET /companies/get_by_regon/ answers a registry company, a platform company, 404 and 400', async () => {
    const found = await call(`${server.api}/companies/get_by_regon/?regon=${piekarnia.regon}`);
    expect(found.status).toBe(200);
    expect(found.json).toEqual({
      name: piekarnia.name, nip: piekarnia.nip, regon: piekarnia.regon, street: piekarnia.street, city: piekarnia.city,
      postalCode: piekarnia.postalCode, district: piekarnia.district, country: 'Polska', isRegistered: false,
    });
    const own = await call(`${server.api}/companies/get_by_regon/?regon=${demoCompany.regon}`);
    expect(own.json).toMatchObject({ name: DEMO.demoCompanyName, nip: demoCompany.nip, isRegistered: true });
    const unknown = await call(`${server.api}/companies/get_by_regon/?regon=${REGISTRY_DEMO.unknownRegon}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: 'Nie znaleziono' });
    const bad = await call(`${server.api}/companies/get_by_regon/?regon=527123454`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ regon: ['Niepoprawny numer REGON'] });
    const missing = await call(`${server.api}/companies/get_by_regon/`);
    expect(missing.json).toEqual({ regon: ['To pole jest wymagane.'] });
  });

  it('holds ~30 registry entries with valid numbers that are not platform members', () => {
    const rows = server.db.all<{ regon: string; nip: string }>('SELECT regon, nip FROM company_registry');
    expect(rows).toHaveLength(REGISTRY_DEMO.registrySize);
    for (const row of rows) expect(server.db.get('SELECT id FROM companies WHERE regon = ? OR nip = ?', [row.regon, row.nip])).toBeUndefined();
  });

  it('GET /companies/get_by_nip/ takes dashes, answers 404 and 400', async () => {
    const nip = `${tlocznia.nip.slice(0, 3)}-${tlocznia.nip.slice(3, 6)}-${tlocznia.nip.slice(6, 8)}-${tlocznia.nip.slice(8)}`;
    const found = await call(`${server.api}/companies/get_by_nip/?nip=${nip}`);
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ name: tlocznia.name, regon: tlocznia.regon, isRegistered: false });
    expect((await call(`${server.api}/companies/get_by_nip/?nip=${REGISTRY_DEMO.unknownNip}`)).status).toBe(404);
    const bad = await call(`${server.api}/companies/get_by_nip/?nip=5271234564`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ nip: ['Niepoprawny numer NIP'] });
  });

  it('GET /companies/have_user_registered/ tells registered, unfinished and unknown apart', async () => {
    const registered = await call(`${server.api}/companies/have_user_registered/?regon=${demoCompany.regon}`);
    expect(registered.json).toEqual({ haveUserRegistered: true, unfinishedRegistration: false });
    const registry = await call(`${server.api}/companies/have_user_registered/?regon=${piekarnia.regon}`);
    expect(registry.json).toEqual({ haveUserRegistered: false, unfinishedRegistration: false });
    const { res, body } = await register(server);
    expect(res.status).toBe(201);
    const unfinished = await call(`${server.api}/companies/have_user_registered/?regon=${body.company.regon}`);
    expect(unfinished.json).toEqual({ haveUserRegistered: false, unfinishedRegistration: true });
    expect((await call(`${server.api}/companies/have_user_registered/?regon=123`)).status).toBe(400);
  });
});

describe('user lookups', () => {
  it('GET /accounts/by_email/{email}/ finds an existing user (case-insensitive), else 404; bad e-mail 400', async () => {
    const found = await call(`${server.api}/accounts/by_email/${encodeURIComponent('Firma@Demo.test')}/`);
    expect(found.status).toBe(200);
    expect(found.json).toEqual({ exists: true, email: DEMO.users.company, firstName: 'Jan', lastName: 'Kowalski', phoneNumber: expect.stringMatching(/^\+48\d{9}$/) });
    const unknown = await call(`${server.api}/accounts/by_email/nikt%40demo.test/`);
    expect(unknown.status).toBe(404);
    const bad = await call(`${server.api}/accounts/by_email/not-an-email/`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ email: ['Błędny format e-mail'] });
  });

  it('GET /accounts/assign_to_company/ confirms an assignment and names both failures', async () => {
    const ok = await call(`${server.api}/accounts/assign_to_company/?regon=${demoCompany.regon}&email=${DEMO.users.employee}`);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ assigned: true, companyId: DEMO.companyIds.demo, membershipId: expect.any(Number), activated: true, activationSent: false });
    const notMember = await call(`${server.api}/accounts/assign_to_company/?regon=${demoCompany.regon}&email=nikt@demo.test`);
    expect(notMember.status).toBe(400);
    expect(notMember.json).toMatchObject({ code: 'email_not_in_member_base', detail: expect.stringContaining('nie występuje w bazie członków') });
    const notAssigned = await call(`${server.api}/accounts/assign_to_company/?regon=${demoCompany.regon}&email=${DEMO.users.admin}`);
    expect(notAssigned.status).toBe(400);
    expect(notAssigned.json).toEqual({ detail: 'Użytkownik nie jest przypisany do tej firmy', code: 'user_not_assigned' });
    const noCompany = await call(`${server.api}/accounts/assign_to_company/?regon=${piekarnia.regon}&email=${DEMO.users.admin}`);
    expect(noCompany.status).toBe(404);
    const missing = await call(`${server.api}/accounts/assign_to_company/?regon=${demoCompany.regon}`);
    expect(missing.json).toEqual({ email: ['To pole jest wymagane.'] });
  });

  it('GET /accounts/assign_to_company/ sends a person a colleague added a fresh link to join with', async () => {
    const { access } = await login(server.api, DEMO.users.company, DEMO.password);
    const me = (await call(`${server.api}/accounts/me/`, { headers: bearer(access) })).json;
    const email = 'dolaczam@demo.test';
    const invited = await call(`${server.api}/accounts/${me.id}/invite_user/${DEMO.companyIds.demo}/`, { method: 'POST', headers: bearer(access), json: { email, permissionGroup: 'location_user' } });
    expect(invited.status).toBe(201);
    const before = (await lastMail(server, email))?.link;
    const assigned = await call(`${server.api}/accounts/assign_to_company/?regon=${demoCompany.regon}&email=${email}`);
    expect(assigned.json).toEqual({ assigned: true, companyId: DEMO.companyIds.demo, membershipId: invited.json.membershipId, activated: false, activationSent: true });
    const mail = await lastMail(server, email);
    expect(mail?.kind).toBe('invitation');
    expect(mail?.link).toMatch(/\/confirm\/email\//);
    expect(mail?.link).not.toBe(before);
  });
});

describe('POST /accounts/register/', () => {
  it('registers company + first user, mails the link, activates with the password-only form, then login works', async () => {
    const body = registrationBody({ regon: piekarnia.regon, nip: piekarnia.nip });
    const { res, mail, token } = await register(server, body);
    expect(res.status).toBe(201);
    const year = new Date().getUTCFullYear();
    expect(res.json).toEqual({
      membershipId: expect.any(Number), companyId: expect.any(Number), userId: expect.any(Number),
      subscription: { name: 'free', beginSubscriptionDt: `${year}-01-01`, endSubscriptionDt: `${year}-12-31` },
    });
    expect(mail).toMatchObject({ kind: 'activation', to: body.user.email });
    expect(mail!.link).toMatch(/^http:\/\/web\.test:4000\/confirm\/email\/[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(mail!.link);

    // not active yet: no login
    expect((await call(`${server.api}/token/`, { method: 'POST', json: { email: body.user.email, password: 'Nowe123!x' } })).status).toBe(401);

    const status = await call(`${server.api}/accounts/confirm/email/${token}/`);
    expect(status.status).toBe(200);
    expect(status.json).toEqual({
      activationId: token, email: body.user.email, firstName: 'Zenon', lastName: 'Rejestrowy', phoneNumber: '+48601234567',
      companyName: body.company.name, isAdmin: true, isFirstAdmin: true, isFullRegistration: true, hasUserActivatedMembership: false,
      variant: 'password', confirmedStatute: true,
      consents: { agreeToSellingEmails: true, agreeToSellingPhones: false, agreeToSharingData: true, agreeToMarketingEmails: false, agreeToMarketingPhones: true },
    });

    const weak = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: token, password: 'short', passwordRepeat: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({ password: ['Hasło nie spełnia wymagań'] });
    const differ = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: token, password: 'Nowe123!x', passwordRepeat: 'Nowe123!y' } });
    expect(differ.json).toEqual({ passwordRepeat: ['Hasła muszą być takie same'] });
    const done = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: token, password: 'Nowe123!x', passwordRepeat: 'Nowe123!x' } });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ detail: 'Konto zostało aktywowane', email: body.user.email, variant: 'password' });

    const { access } = await login(server.api, body.user.email, 'Nowe123!x');
    const me = await call(`${server.api}/accounts/me/`, { headers: bearer(access) });
    expect(me.json.memberships).toEqual([
      expect.objectContaining({ id: res.json.membershipId, activated: true, permissionGroup: 'location_admin', isCompanyRepresentative: true, company: { id: res.json.companyId, name: body.company.name, nip: piekarnia.nip } }),
    ]);
    expect(me.json.memberships[0].permissions).toContain('users_manage');
    expect(me.json.memberships[0].permissions).not.toContain('advanced_search'); // free package

    // the link is spent: 'Konto jest już aktywne'
    const again = await call(`${server.api}/accounts/confirm/email/${token}/`);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ detail: 'Konto jest już aktywne' });
    const againPost = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: token } });
    expect(againPost.json).toEqual({ detail: 'Konto jest już aktywne' });
    // now the company counts as registered
    expect((await call(`${server.api}/companies/have_user_registered/?regon=${piekarnia.regon}`)).json.haveUserRegistered).toBe(true);
    expect((await call(`${server.api}/companies/get_by_regon/?regon=${piekarnia.regon}`)).json.isRegistered).toBe(true);
  });

  it('reports every bad field, nested per part, with the spec messages', async () => {
    const body = registrationBody();
    const res = await call(`${server.api}/accounts/register/`, {
      method: 'POST',
      json: {
        company: { ...body.company, regon: '123456789', nip: '1234567890', postalCode: '60100', district: 'bawaria', name: 'x'.repeat(131), registrationPurposes: {} },
        user: { ...body.user, email: 'zly', firstName: 'A', lastName: '12345', phoneNumber: '601234567', confirmedStatute: false, agreeToSharingData: undefined },
        isCompanyRepresentative: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      company: {
        regon: ['Niepoprawny numer REGON'], nip: ['Niepoprawny numer NIP'], name: ['Maksymalna długość to 130 znaków'], postalCode: ['Niepoprawny format'],
        district: ['"bawaria" nie jest poprawnym wyborem.'], registrationPurposes: ['Zaznacz co najmniej jeden cel rejestracji'],
      },
      user: {
        email: ['Błędny format e-mail'], firstName: ['Wprowadź od 2 do 50 znaków'], lastName: ['Pole nie może składać się wyłącznie z cyfr i znaków specjalnych'],
        phoneNumber: ['Zły format telefonu komórkowego (+48XXXXXXXXX)'], confirmedStatute: ['Wymagane potwierdzenie warunków'], agreeToSharingData: ['To pole jest wymagane.'],
      },
      isCompanyRepresentative: ['Pierwszy administrator musi być reprezentantem firmy'],
    });
    const empty = await call(`${server.api}/accounts/register/`, { method: 'POST', json: {} });
    expect(empty.json.isCompanyRepresentative).toEqual(['To pole jest wymagane.']);
    expect(empty.json.company.regon).toEqual(['To pole jest wymagane.']);
  });

  it('refuses a registered company, an unfinished registration and a NIP already on the platform', async () => {
    const existing = await call(`${server.api}/accounts/register/`, { method: 'POST', json: registrationBody({ regon: demoCompany.regon, nip: demoCompany.nip }) });
    expect(existing.status).toBe(400);
    expect(existing.json).toEqual({ detail: 'Podmiot jest już zarejestrowany na platformie', code: 'company_exists' });

    const first = await register(server);
    expect(first.res.status).toBe(201);
    const second = await call(`${server.api}/accounts/register/`, { method: 'POST', json: registrationBody({ regon: first.body.company.regon, nip: first.body.company.nip }) });
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({ code: 'registration_unfinished' });

    const nipTaken = await call(`${server.api}/accounts/register/`, { method: 'POST', json: registrationBody({ regon: freshCompanyNumbers().regon, nip: demoCompany.nip }) });
    expect(nipTaken.status).toBe(400);
    expect(nipTaken.json).toEqual({ company: { nip: ['NIP występuje już w naszej bazie'] } });
  });

  it('an existing user registering another company keeps their data and activates with the only-button form', async () => {
    const body = registrationBody(freshCompanyNumbers(), DEMO.users.employee);
    const { res, token } = await register(server, { ...body, user: { email: DEMO.users.employee } as typeof body.user });
    expect(res.status).toBe(201);
    const status = await call(`${server.api}/accounts/confirm/email/${token}/`);
    expect(status.json).toMatchObject({ variant: 'button', isFullRegistration: true, hasUserActivatedMembership: true, firstName: 'Ewa' });
    const mismatch = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: 'other' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ activationId: ['Niezgodny identyfikator aktywacji'] });
    const done = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: token } });
    expect(done.json).toMatchObject({ variant: 'button' });
    const { access } = await login(server.api, DEMO.users.employee); // password unchanged
    const me = await call(`${server.api}/accounts/me/`, { headers: bearer(access) });
    expect(me.json.memberships.find((m: { id: number }) => m.id === res.json.membershipId)).toMatchObject({ activated: true, isCompanyRepresentative: true });
  });
});

describe('PUT /accounts/register/{membershipId}/{filename}/', () => {
  const upload = (membershipId: number | string, filename: string, content: Buffer | null) => {
    const form = new FormData();
    if (content) form.append('file', new Blob([new Uint8Array(content)]), filename);
    return call(`${server.api}/accounts/register/${membershipId}/${encodeURIComponent(filename)}/`, { method: 'PUT', body: form });
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  it('stores a PDF or an image under the data dir; refuses other types, missing and too large files', async () => {
    const { res } = await register(server);
    const membershipId = res.json.membershipId as number;
    const ok = await upload(membershipId, 'pelnomocnictwo.pdf', pdf);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ membershipId, fileName: 'pelnomocnictwo.pdf', size: pdf.length });
    const stored = path.join(server.dataDir, 'attachments', String(membershipId), 'pelnomocnictwo.pdf');
    expect(readFileSync(stored)).toEqual(pdf);
    expect(server.db.get('SELECT attachment_name FROM company_registrations WHERE membership_id = ?', [membershipId])).toEqual({ attachment_name: 'pelnomocnictwo.pdf' });
    expect((await upload(membershipId, 'skan.png', png)).status).toBe(200);

    const text = await upload(membershipId, 'notatka.txt', Buffer.from('hello'));
    expect(text.status).toBe(400);
    expect(text.json).toEqual({ file: ['Niewłaściwy format pliku'] });
    const fake = await upload(membershipId, 'fake.pdf', Buffer.from('not a pdf'));
    expect(fake.json).toEqual({ file: ['Niewłaściwy format pliku'] });
    const none = await upload(membershipId, 'x.pdf', null);
    expect(none.json).toEqual({ file: ['Nie przesłano pliku.'] });
    const big = await upload(membershipId, 'big.pdf', Buffer.concat([pdf, Buffer.alloc(10_000_001)]));
    expect(big.status).toBe(400);
    expect(big.json).toEqual({ file: ['Plik jest zbyt duży – limit 10MB'] });
    expect(existsSync(path.join(server.dataDir, 'attachments', String(membershipId), 'big.pdf'))).toBe(false);
    expect((await upload(999_999, 'a.pdf', pdf)).status).toBe(404);
    // a seeded membership is no registration
    expect((await upload(1, 'a.pdf', pdf)).status).toBe(404);
  });

  it('is closed once the membership is activated', async () => {
    const { res, token } = await register(server);
    await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { password: 'Nowe123!x', passwordRepeat: 'Nowe123!x' } });
    const late = await upload(res.json.membershipId, 'a.pdf', pdf);
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ detail: 'Rejestracja została już zakończona' });
  });
});

describe('persistence', () => {
  it('keeps a registration and its activation link across a restart', async () => {
    const first = await startTestServer();
    const body = registrationBody();
    const { res, token } = await register(first, body);
    expect(res.status).toBe(201);
    await first.stop();

    const second = await startTestServer({}, { dataDir: first.dataDir });
    try {
      expect((await call(`${second.api}/companies/have_user_registered/?regon=${body.company.regon}`)).json).toEqual({ haveUserRegistered: false, unfinishedRegistration: true });
      const status = await call(`${second.api}/accounts/confirm/email/${token}/`);
      expect(status.status).toBe(200);
      expect(status.json).toMatchObject({ email: body.user.email, consents: { agreeToSellingEmails: CONSENTS.agreeToSellingEmails } });
      expect(tokenOf((await lastMail(second, body.user.email))?.link)).toBe(token);
      const done = await call(`${second.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { password: 'Nowe123!x', passwordRepeat: 'Nowe123!x' } });
      expect(done.status).toBe(200);
      await login(second.api, body.user.email, 'Nowe123!x');
    } finally {
      await second.close();
    }
  });
});
