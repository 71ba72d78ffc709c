import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from '../test-support.js';

describe('CSRF check when enabled', () => {
  let server: TestServer;
  let access: string;

  beforeAll(async () => {
    server = await startTestServer({ CSRF_CHECK: 'true' });
    access = (await login(server.api, DEMO.users.company)).access;
  });
  afterAll(() => server?.stop());

  const order = (headers: Record<string, string>) =>
    call(`${server.api}/companies/order_subscription/?subscription=basic`, { method: 'GET', headers });
  const invite = (headers: Record<string, string>) =>
    call(`${server.api}/accounts/1/invite_user/1/`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it('leaves anonymous and read-only calls alone', async () => {
    expect((await call(`${server.api}/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO.users.company, password: DEMO.password }) })).status).toBe(200);
    expect((await order(bearer(access))).status).not.toBe(403);
  });

  it('refuses a private state-changing call without the header or with a mismatch', async () => {
    expect((await invite(bearer(access))).json).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    const mismatch = await invite({ ...bearer(access), 'x-csrftoken': 'a', cookie: 'csrftoken=b' });
    expect(mismatch.status).toBe(403);
    expect(mismatch.json).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
  });

  it('lets a matching double submit through to the route', async () => {
    const res = await invite({ ...bearer(access), 'x-csrftoken': 'token123', cookie: 'csrftoken=token123' });
    expect(res.json).not.toMatchObject({ detail: expect.stringMatching(/^CSRF/) });
  });
});
