import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './seed/demo.js';
import { bearer, call, login, startTestServer, type TestServer } from './test-support.js';
import { toGtin14 } from './lib/checksums.js';

describe('persistence', () => {
  it('keeps writes across a restart, and reseed restores the seed', async () => {
    const first = await startTestServer();
    const { access } = await login(first.api, DEMO.users.company);
    const lastLogin = (await call(`${first.api}/accounts/me/`, { headers: bearer(access) })).json.lastLogin;
    expect(lastLogin).toBeTruthy();
    await first.stop();

    const second = await startTestServer({}, { dataDir: first.dataDir });
    try {
      // the access token is still valid and the user's lastLogin survived the restart
      const me = await call(`${second.api}/accounts/me/`, { headers: bearer(access) });
      expect(me.status).toBe(200);
      expect(me.json.lastLogin).toBe(lastLogin);

      const reseed = await call(`${second.root}/__dev/reseed`, { method: 'POST' });
      expect(reseed.status).toBe(200);
      const { access: fresh } = await login(second.api, DEMO.users.admin);
      const company = await call(`${second.api}/accounts/me/`, { headers: bearer(fresh) });
      expect(company.status).toBe(200);
      const user = second.db.get<{ last_login: string | null }>('SELECT last_login FROM users WHERE email = ?', [DEMO.users.company]);
      expect(user?.last_login).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('debounces writes to the file (written within ~100 ms)', async () => {
    const server = await startTestServer();
    try {
      const { statSync } = await import('node:fs');
      const before = statSync(server.db.file).mtimeMs;
      await login(server.api, DEMO.users.admin);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(statSync(server.db.file).mtimeMs).toBeGreaterThan(before);
    } finally {
      await server.close();
    }
  });

  it('RESEED=1 ignores the stored file', async () => {
    const first = await startTestServer();
    await login(first.api, DEMO.users.company);
    await first.stop();
    const second = await startTestServer({ RESEED: '1' }, { dataDir: first.dataDir });
    try {
      const user = second.db.get<{ last_login: string | null }>('SELECT last_login FROM users WHERE email = ?', [DEMO.users.company]);
      expect(user?.last_login).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('errors and dev endpoints', () => {
  let server: TestServer;
  const logged: unknown[] = [];
  beforeAll(async () => {
    server = await startTestServer({}, { log: (_m, err) => void logged.push(err) });
  });
  afterAll(() => server.close());

  it('answers {"detail":"Not found."} for unknown routes', async () => {
    for (const path of ['/api/v1/nope/', '/elsewhere']) {
      const res = await call(`${server.root}${path}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: 'Not found.' });
    }
  });

  it('turns an unexpected exception into a 500 without a stack, and logs it', async () => {
    const original = server.db.get.bind(server.db);
    server.db.get = () => {
      throw new Error('boom in the database');
    };
    try {
      const res = await call(`${server.api}/products/product_count/`);
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ detail: 'A server error occurred.' });
      expect(res.text).not.toContain('boom');
      expect(logged.some((e) => e instanceof Error && e.message === 'boom in the database')).toBe(true);
    } finally {
      server.db.get = original;
    }
  });

  it('counts requests per route in /__dev/stats and resets them', async () => {
    await call(`${server.root}/__dev/stats/reset`, { method: 'POST' });
    await call(`${server.api}/products/product_count/`);
    await call(`${server.api}/products/product_count/`);
    await call(`${server.api}/products/get_products/${toGtin14(DEMO.gtins.active)}/`);
    const stats = await call(`${server.root}/__dev/stats`);
    expect(stats.json).toEqual({
      refreshCalls: 0,
      requests: { 'GET /api/v1/products/product_count/': 2, 'GET /api/v1/products/get_products/:gtin/': 1 },
    });
  });

  it('injects errors per route prefix and latency, and clears them', async () => {
    const set = await call(`${server.root}/__dev/faults`, { method: 'POST', json: { errorRate: { '/api/v1/products/product_count': 1 }, latencyMs: 150 } });
    expect(set.status).toBe(200);
    const started = performance.now();
    const failed = await call(`${server.api}/products/product_count/`);
    expect(failed.status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect((await call(`${server.api}/captcha/challenge/`)).status).toBe(200);
    expect((await call(`${server.root}/__dev/faults`, { method: 'POST', json: { errorRate: { x: 2 } } })).status).toBe(400);
    expect((await call(`${server.root}/__dev/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`${server.api}/products/product_count/`)).status).toBe(200);
  });

  it('drops connections at dropRate 1', async () => {
    await call(`${server.root}/__dev/faults`, { method: 'POST', json: { dropRate: 1 } });
    try {
      await expect(fetch(`${server.api}/products/product_count/`)).rejects.toThrow();
    } finally {
      await call(`${server.root}/__dev/faults`, { method: 'DELETE' });
    }
  });

  it('does not mount /__dev when DEV_ENDPOINTS is off', async () => {
    const prod = await startTestServer({ DEV_ENDPOINTS: 'false' });
    try {
      expect((await call(`${prod.root}/__dev/stats`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
