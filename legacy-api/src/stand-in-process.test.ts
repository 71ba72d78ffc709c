import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO, solveCaptchaForTests, startStandInProcess } from './testing.js';

describe('legacy-api/testing: startStandInProcess', () => {
  it('starts the stand-in as its own process on a free port, with the given switches, and stops it', async () => {
    const standIn = await startStandInProcess({ ANON_LOOKUP_LIMIT: '1' });
    try {
      expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
      const token = await solveCaptchaForTests(standIn.url);
      const lookup = () => fetch(`${standIn.url}/products/get_products/0${DEMO.gtins.active}/`, { headers: { 'x-captcha-token': token } });
      expect((await lookup()).status).toBe(200);
      expect((await lookup()).status).toBe(429); // ANON_LOOKUP_LIMIT=1 reached the process
      expect((await standIn.stats()).requests['GET /api/v1/products/get_products/:gtin/']).toBe(2);
      expect(standIn.output()).toContain('listening on');
    } finally {
      await standIn.stop();
    }
    await expect(fetch(standIn.url)).rejects.toThrow();
    const dataFile = /database (\S+legacy\.sqlite)/.exec(standIn.output())?.[1];
    expect(dataFile && existsSync(dataFile)).toBe(false);
  });

  it('rejects with the configuration error when a switch is invalid', async () => {
    await expect(startStandInProcess({ ANON_LOOKUP_LIMIT: 'many' })).rejects.toThrow(/ANON_LOOKUP_LIMIT/);
  });
});
