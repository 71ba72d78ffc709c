import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4010, accessTokenTtlSeconds: 300, refreshTokenTtlSeconds: 2_592_000, anonLookupLimit: 30, reseed: false, devEndpoints: true });
    expect(config.dataDir).toMatch(/legacy-api[/\\]\.data$/);
  });

  it('names every bad key', () => {
    try {
      loadConfig({ LEGACY_API_PORT: 'x', ANON_LOOKUP_LIMIT: '-1', RESEED: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).keys.sort()).toEqual(['ANON_LOOKUP_LIMIT', 'LEGACY_API_PORT', 'RESEED']);
      expect((err as Error).message).toContain('LEGACY_API_PORT');
    }
  });

  it('switches dev endpoints off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(loadConfig({ RESEED: '1' }).reseed).toBe(true);
  });
});
