import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';
import { lastMail, register, tokenOf } from './accounts-test-helpers.js';

let server: TestServer;
let biuro: string[];
beforeAll(async () => {
  server = await startTestServer();
  biuro = server.db.all<{ email: string }>("SELECT email FROM users WHERE email LIKE 'biuro@%' ORDER BY id LIMIT 5").map((r) => r.email);
});
afterAll(() => server.close());

const backdate = (table: 'activations' | 'password_resets', id: string, ms: number) =>
  server.db.run(`UPDATE ${table} SET created_at = ? WHERE id = ?`, [new Date(Date.now() - ms).toISOString(), id]);
const DAY = 86_400_000;

describe('activation links', () => {
  it('expire after ACTIVATION_LINK_TTL_DAYS (7): 6 days old works, 7 days old answers 404 "Link wygasł"', async () => {
    const { token } = await register(server);
    backdate('activations', token, 6 * DAY);
    expect((await call(`${server.api}/accounts/confirm/email/${token}/`)).status).toBe(200);
    backdate('activations', token, 7 * DAY + 1000);
    const expired = await call(`${server.api}/accounts/confirm/email/${token}/`);
    expect(expired.status).toBe(404);
    expect(expired.json).toEqual({ detail: 'Link wygasł' });
    const post = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { password: 'Nowe123!x', passwordRepeat: 'Nowe123!x' } });
    expect(post.status).toBe(404);
    expect(post.json).toEqual({ detail: 'Link wygasł' });
  });

  it('an unknown id answers 404 "Link wygasł"; ids are random, not sequential', async () => {
    const unknown = await call(`${server.api}/accounts/confirm/email/1/`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: 'Link wygasł' });
    const a = (await register(server)).token;
    const b = (await register(server)).token;
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('full form for an invited new user: names, phone, password and consents are required, then login works', async () => {
    const { access } = await login(server.api, biuro[0]!);
    const me = (await call(`${server.api}/accounts/me/`, { headers: bearer(access) })).json;
    const invite = await call(`${server.api}/accounts/${me.id}/invite_user/${me.memberships[0].company.id}/`, {
      method: 'POST', headers: bearer(access), json: { email: 'Nowa.Osoba@Example.test', permissionGroup: 'location_user' },
    });
    expect(invite.status).toBe(201);
    const mail = await lastMail(server, 'nowa.osoba@example.test');
    expect(mail).toMatchObject({ kind: 'invitation', subject: expect.stringContaining(me.memberships[0].company.name) });
    const token = tokenOf(mail!.link);
    expect(mail!.link).toBe(`http://localhost:4000/confirm/email/${token}`);

    const status = await call(`${server.api}/accounts/confirm/email/${token}/`);
    expect(status.json).toMatchObject({
      email: 'nowa.osoba@example.test', variant: 'full', isFullRegistration: false, hasUserActivatedMembership: false, isAdmin: false, isFirstAdmin: false,
      firstName: '', phoneNumber: null,
    });

    const incomplete = await call(`${server.api}/accounts/confirm/email/${token}/`, { method: 'POST', json: { activationId: token, password: 'Nowe123!x', passwordRepeat: 'Nowe123!x' } });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.json).sort()).toEqual([
      'agreeToMarketingEmails', 'agreeToMarketingPhones', 'agreeToSellingEmails', 'agreeToSellingPhones', 'agreeToSharingData', 'confirmedStatute', 'firstName', 'lastName', 'phoneNumber',
    ]);
    expect(incomplete.json.firstName).toEqual(['To pole jest wymagane.']);

    const consents = { agreeToSellingEmails: false, agreeToSellingPhones: true, agreeToSharingData: false, agreeToMarketingEmails: true, agreeToMarketingPhones: false };
    const badStatute = await call(`${server.api}/accounts/confirm/email/${token}/`, {
      method: 'POST', json: { activationId: token, firstName: 'Ola', lastName: 'Nowa', phoneNumber: '+48600100200', password: 'Nowe123!x', passwordRepeat: 'Nowe123!x', confirmedStatute: false, ...consents },
    });
    expect(badStatute.json).toEqual({ confirmedStatute: ['Wymagane potwierdzenie warunków'] });
    const done = await call(`${server.api}/accounts/confirm/email/${token}/`, {
      method: 'POST', json: { activationId: token, firstName: 'Ola', lastName: 'Nowa', phoneNumber: '+48600100200', password: 'Nowe123!x', passwordRepeat: 'Nowe123!x', confirmedStatute: true, ...consents },
    });
    expect(done.status).toBe(200);
    expect(done.json.variant).toBe('full');

    const session = await login(server.api, 'nowa.osoba@example.test', 'Nowe123!x');
    const user = (await call(`${server.api}/accounts/me/`, { headers: bearer(session.access) })).json;
    expect(user).toMatchObject({ firstName: 'Ola', lastName: 'Nowa', phoneNumber: '+48600100200' });
    expect(user.memberships[0]).toMatchObject({ activated: true, permissionGroup: 'location_user', isCompanyRepresentative: false });
    const data = await call(`${server.api}/accounts/${user.id}/user/${user.memberships[0].id}/`, { headers: bearer(session.access) });
    expect(data.json).toMatchObject({ confirmedStatute: true, ...consents });
    expect((await call(`${server.api}/accounts/confirm/email/${token}/`)).json).toEqual({ detail: 'Konto jest już aktywne' });
  });
});

describe('password reset', () => {
  it('PUT answers 400 for an unknown e-mail and for a malformed one', async () => {
    const unknown = await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email: 'nikt@demo.test' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ email: ['Podany adres e-mail nie pasuje do żadnego konta na platformie'] });
    const bad = await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email: 'zly' } });
    expect(bad.json).toEqual({ email: ['Błędny format e-mail'] });
    const missing = await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: {} });
    expect(missing.json).toEqual({ email: ['To pole jest wymagane.'] });
    // a registered but never activated user has no account to reset yet
    const { body } = await register(server);
    const inactive = await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email: body.user.email } });
    expect(inactive.json).toEqual({ email: ['Podany adres e-mail nie pasuje do żadnego konta na platformie'] });
  });

  it('mails a single-use link; GET checks it; PATCH validates and sets the password', async () => {
    const email = biuro[1]!;
    const put = await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email: email.toUpperCase() } });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ detail: 'Link do zmiany hasła został wysłany' });
    const mail = await lastMail(server, email);
    expect(mail).toMatchObject({ kind: 'password_reset' });
    expect(mail!.link).toMatch(/^http:\/\/localhost:4000\/reset_password\/[A-Za-z0-9_-]{43}$/);
    const id = tokenOf(mail!.link);

    const check = await call(`${server.api}/accounts/reset_password/${id}/`);
    expect(check.status).toBe(200);
    expect(check.json).toEqual({ valid: true, email });

    const weak = await call(`${server.api}/accounts/reset_password/${id}/`, { method: 'PATCH', json: { password: 'alllowercase1', passwordRepeat: 'alllowercase1' } });
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({ password: ['Hasło nie spełnia wymagań'] });
    const noDigit = await call(`${server.api}/accounts/reset_password/${id}/`, { method: 'PATCH', json: { password: 'OnlyLetters', passwordRepeat: 'OnlyLetters' } });
    expect(noDigit.json).toEqual({ password: ['Hasło nie spełnia wymagań'] });
    const differ = await call(`${server.api}/accounts/reset_password/${id}/`, { method: 'PATCH', json: { password: 'Reset123x', passwordRepeat: 'Reset123y' } });
    expect(differ.json).toEqual({ passwordRepeat: ['Hasła muszą być takie same'] });

    const ok = await call(`${server.api}/accounts/reset_password/${id}/`, { method: 'PATCH', json: { password: 'Reset123x', passwordRepeat: 'Reset123x' } });
    expect(ok.status).toBe(200);
    await login(server.api, email, 'Reset123x');
    expect((await call(`${server.api}/token/`, { method: 'POST', json: { email, password: DEMO.password } })).status).toBe(401);

    // used: 404 'Link wygasł'
    const used = await call(`${server.api}/accounts/reset_password/${id}/`);
    expect(used.status).toBe(404);
    expect(used.json).toEqual({ detail: 'Link wygasł' });
    const reuse = await call(`${server.api}/accounts/reset_password/${id}/`, { method: 'PATCH', json: { password: 'Other123x', passwordRepeat: 'Other123x' } });
    expect(reuse.status).toBe(404);
    await login(server.api, email, 'Reset123x');
  });

  it('expires after RESET_LINK_TTL_HOURS (24), and a newer link replaces an older one', async () => {
    const email = biuro[2]!;
    await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email } });
    const first = tokenOf((await lastMail(server, email))!.link);
    backdate('password_resets', first, 23 * 3_600_000);
    expect((await call(`${server.api}/accounts/reset_password/${first}/`)).status).toBe(200);
    backdate('password_resets', first, 24 * 3_600_000 + 1000);
    const expired = await call(`${server.api}/accounts/reset_password/${first}/`);
    expect(expired.status).toBe(404);
    expect(expired.json).toEqual({ detail: 'Link wygasł' });

    await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email } });
    const second = tokenOf((await lastMail(server, email))!.link);
    await call(`${server.api}/accounts/reset_password/`, { method: 'PUT', json: { email } });
    const third = tokenOf((await lastMail(server, email))!.link);
    expect((await call(`${server.api}/accounts/reset_password/${second}/`)).status).toBe(404);
    expect((await call(`${server.api}/accounts/reset_password/${third}/`)).status).toBe(200);
    expect((await call(`${server.api}/accounts/reset_password/unknown/`)).status).toBe(404);
  });
});

describe("the anonymous accounts operations' per-address budget (DRF's AnonRateThrottle)", () => {
  it('answers 429 with Retry-After once an address has used its operations for the hour; another address goes on', async () => {
    const throttled = await startTestServer({ ACCOUNTS_THROTTLE_PER_HOUR: '2' });
    try {
      const reset = (ip: string) =>
        call(`${throttled.api}/accounts/reset_password/`, { method: 'PUT', headers: { 'x-forwarded-for': ip }, json: { email: DEMO.users.company } });
      expect((await reset('198.51.100.1')).status).toBe(200);
      // Registration, activation and reset share the budget.
      expect((await call(`${throttled.api}/accounts/register/`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.1' }, json: {} })).status).toBe(400);
      const refused = await reset('198.51.100.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(refused.json).toEqual({ detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/) });
      expect((await reset('198.51.100.2')).status).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
