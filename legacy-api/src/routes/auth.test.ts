import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/v1/token/', () => {
  it('answers an HS256 access/refresh pair for the demo password, with email compared lower-cased', async () => {
    const res = await call(`${server.api}/token/`, { method: 'POST', json: { email: '  FIRMA@Demo.Test ', password: DEMO.password } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['access', 'refresh']);
    const access = decodeJwt(res.json.access);
    const refresh = decodeJwt(res.json.refresh);
    expect(access).toMatchObject({ token_type: 'access', sub: '2' });
    expect(refresh).toMatchObject({ token_type: 'refresh', sub: '2' });
    expect(access.jti).toBeTruthy();
    expect(access.exp! - access.iat!).toBe(300);
    expect(refresh.exp! - refresh.iat!).toBe(86_400 * 30);
    expect(server.db.get('SELECT jti FROM refresh_tokens WHERE jti = ?', [String(refresh.jti)])).toBeTruthy();
  });

  it('also takes a form-encoded body', async () => {
    const res = await call(`${server.api}/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: DEMO.users.admin, password: DEMO.password }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it('sets lastLogin', async () => {
    const before = Date.now();
    const { access } = await login(server.api, DEMO.users.employee);
    const me = await call(`${server.api}/accounts/me/`, { headers: bearer(access) });
    expect(Date.parse(me.json.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a wrong password and an unknown e-mail with the simplejwt message', async () => {
    for (const json of [{ email: DEMO.users.company, password: 'Demo123?' }, { email: 'nikt@demo.test', password: DEMO.password }]) {
      const res = await call(`${server.api}/token/`, { method: 'POST', json });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ detail: 'No active account found with the given credentials' });
    }
  });

  it('reports missing and blank fields DRF-style', async () => {
    const missing = await call(`${server.api}/token/`, { method: 'POST', json: { password: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ email: ['To pole jest wymagane.'] });
    const blank = await call(`${server.api}/token/`, { method: 'POST', json: { email: DEMO.users.company, password: '' } });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ password: ['To pole nie może być puste.'] });
  });

  it('answers 400 "JSON parse error" for malformed JSON and 405 for a wrong method', async () => {
    const bad = await call(`${server.api}/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ detail: 'JSON parse error' });
    const get = await call(`${server.api}/token/`);
    expect(get.status).toBe(405);
    expect(get.json).toEqual({ detail: 'Method "GET" not allowed.' });
  });
});

describe('POST /api/v1/token/refresh/', () => {
  it('rotates: answers a new pair and blacklists the old refresh token', async () => {
    await call(`${server.root}/__dev/stats/reset`, { method: 'POST' });
    const first = await login(server.api, DEMO.users.company);
    const rotated = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh: first.refresh } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.refresh).not.toBe(first.refresh);
    expect(decodeJwt(rotated.json.access).token_type).toBe('access');
    const me = await call(`${server.api}/accounts/me/`, { headers: bearer(rotated.json.access) });
    expect(me.status).toBe(200);

    const reused = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh: first.refresh } });
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });

    const again = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh: rotated.json.refresh } });
    expect(again.status).toBe(200);

    const stats = await call(`${server.root}/__dev/stats`);
    expect(stats.json.refreshCalls).toBe(3);
    expect(stats.json.requests['POST /api/v1/token/refresh/']).toBe(3);
  });

  it('refuses garbage, a foreign signature and an access token', async () => {
    const { access } = await login(server.api, DEMO.users.company);
    const garbage = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh: 'not.a.token' } });
    expect(garbage.status).toBe(401);
    expect(garbage.json).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    const wrongType = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh: access } });
    expect(wrongType.status).toBe(401);
    expect(wrongType.json.code).toBe('token_not_valid');
    const missing = await call(`${server.api}/token/refresh/`, { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ refresh: ['To pole jest wymagane.'] });
  });

  it('refuses a refresh token signed with another secret', async () => {
    const other = await startTestServer({ JWT_SECRET: 'another-secret-of-enough-length' });
    try {
      const { refresh } = await login(other.api, DEMO.users.company);
      const res = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh } });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    } finally {
      await other.close();
    }
  });
});

describe('POST /__dev/tokens/revoke-access', () => {
  it('refuses every access token issued so far, while refresh tokens keep working', async () => {
    const pair = await login(server.api, DEMO.users.company);
    expect((await call(`${server.root}/__dev/tokens/revoke-access`, { method: 'POST' })).status).toBe(204);
    const refused = await call(`${server.api}/accounts/me/`, { headers: bearer(pair.access) });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: 'token_not_valid' });
    const renewed = await call(`${server.api}/token/refresh/`, { method: 'POST', json: { refresh: pair.refresh } });
    expect((await call(`${server.api}/accounts/me/`, { headers: bearer(renewed.json.access) })).status).toBe(200);
  });
});

describe('expiry, on the tokens\' clock (POST /__dev/clock)', () => {
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(() => own.close());
  const advance = (seconds: unknown) => call(`${own.root}/__dev/clock`, { method: 'POST', json: { seconds } });

  it('refuses an access token past its 300 s, then a refresh token past its 30 days', async () => {
    const { access, refresh } = await login(own.api, DEMO.users.company);
    expect((await call(`${own.api}/accounts/me/`, { headers: bearer(access) })).status).toBe(200);
    const moved = await advance(301);
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.json.now) - Date.now()).toBeGreaterThanOrEqual(300_000);
    const me = await call(`${own.api}/accounts/me/`, { headers: bearer(access) });
    expect(me.status).toBe(401);
    expect(me.json).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
    // The refresh token still lives: its new access token is issued on the moved clock, and works.
    const renewed = await call(`${own.api}/token/refresh/`, { method: 'POST', json: { refresh } });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.json.access).iat! * 1000).toBeGreaterThanOrEqual(Date.now() + 300_000);
    expect((await call(`${own.api}/accounts/me/`, { headers: bearer(renewed.json.access) })).status).toBe(200);

    await advance(30 * 86_400);
    const res = await call(`${own.api}/token/refresh/`, { method: 'POST', json: { refresh: renewed.json.refresh } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
  });

  it('moves only forward, by a number of seconds', async () => {
    for (const seconds of [0, -5, 'soon', 400 * 86_400]) expect((await advance(seconds)).status).toBe(400);
    expect((await advance(undefined)).json).toMatchObject({ seconds: [expect.any(String)] });
  });
});
