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

  it('defaults the upstream variants to the stand-in\'s own behaviour and parses the others', () => {
    expect(loadConfig({})).toMatchObject({
      refreshRotation: true,
      gtinAnswerDigits: 14,
      listEnvelope: 'bare',
      suggestionsShape: 'flat',
      suggestParams: 'field-text',
      errorPages: 'json',
      captchaHeader: 'X-Captcha-Token',
      globalLookupPath: '/global_registry/get_product/{gtin}/',
      globalNotFoundCode: 'not_found',
    });
    const variant = {
      REFRESH_ROTATION: 'false',
      GTIN_ANSWER_DIGITS: '13',
      LIST_ENVELOPE: 'paginated',
      SUGGESTIONS_SHAPE: 'suggester',
      SUGGEST_PARAMS: 'suggester',
      ERROR_PAGES: 'html',
      CAPTCHA_HEADER: 'X-Recaptcha-Token',
      GLOBAL_LOOKUP_PATH: '/gepir/{gtin}.json',
      GLOBAL_NOT_FOUND_CODE: 'NOT_FOUND',
    };
    expect(loadConfig(variant)).toMatchObject({
      refreshRotation: false,
      gtinAnswerDigits: 13,
      listEnvelope: 'paginated',
      suggestionsShape: 'suggester',
      suggestParams: 'suggester',
      errorPages: 'html',
      captchaHeader: 'X-Recaptcha-Token',
      globalLookupPath: '/gepir/{gtin}.json',
      globalNotFoundCode: 'NOT_FOUND',
    });
  });

  it('names bad upstream variants', () => {
    const bad = { GTIN_ANSWER_DIGITS: '12', LIST_ENVELOPE: 'cursor', CAPTCHA_HEADER: 'X Captcha', GLOBAL_LOOKUP_PATH: '/global_registry/get_product/:gtin/' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (err) {
      expect((err as ConfigError).keys.sort()).toEqual(Object.keys(bad).sort());
    }
    for (const path of ['global/{gtin}/', '/a/{gtin}/{gtin}/', '/a/(x)/{gtin}/']) {
      expect(() => loadConfig({ GLOBAL_LOOKUP_PATH: path }), path).toThrow(/GLOBAL_LOOKUP_PATH/);
    }
  });

  it('switches dev endpoints off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(loadConfig({ RESEED: '1' }).reseed).toBe(true);
  });
});
