import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const gatewayDir = path.resolve(import.meta.dirname, '..');

describe('gateway configuration', () => {
  it('has working defaults, with the stand-in’s choices for what the spec leaves open', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 4000,
      legacyApiUrl: 'http://localhost:4010/api/v1',
      legacyCaptchaHeader: 'x-captcha-token',
      legacyGlobalLookupPath: '/global_registry/get_product/{gtin}/',
      legacyGeneratorCall: 'text',
      legacySuggestParams: 'field-text',
    });
    expect(parseConfig({ LEGACY_GENERATOR_CALL: 'form' }).legacyGeneratorCall).toBe('form');
    expect(parseConfig({ LEGACY_SUGGEST_PARAMS: 'suggester' }).legacySuggestParams).toBe('suggester');
  });

  it('names every bad key', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'x', LEGACY_API_URL: 'not a url', LEGACY_GLOBAL_LOOKUP_PATH: '/no-placeholder/', LEGACY_CAPTCHA_HEADER: 'X Captcha', LEGACY_GENERATOR_CALL: 'post', LEGACY_SUGGEST_PARAMS: 'q' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).keys.sort()).toEqual(['LEGACY_API_URL', 'LEGACY_CAPTCHA_HEADER', 'LEGACY_GENERATOR_CALL', 'LEGACY_GLOBAL_LOOKUP_PATH', 'LEGACY_SUGGEST_PARAMS', 'PORT']);
  });

  it('refuses insecure production settings', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SESSION_COOKIE_SECURE: 'false' })).toThrow(/SESSION_COOKIE_SECURE[\s\S]*SESSION_SECRET/);
  });

  it('reads the limits as counts and rates, and wants the captcha provider’s key in production', () => {
    const config = parseConfig({ RATE_LIMIT_LOGIN_ACCOUNT: '5/90s', GRAPHQL_MAX_DEPTH: '12' });
    expect(config.loginDefence.accountBeforeCaptcha).toEqual({ points: 5, seconds: 90 });
    expect(config.rateLimits.anonymous).toEqual({ points: 300, seconds: 300 });
    expect(config.operationLimits).toMatchObject({ depth: 12, tokens: 1000, bodyBytes: 16_384 });
    expect(() => parseConfig({ RATE_LIMIT_ANONYMOUS: '100 per minute' })).toThrow(/RATE_LIMIT_ANONYMOUS: a rate such as 10\/15m/);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-0123456789abcdef' };
    expect(() => parseConfig(production)).toThrow(/CAPTCHA_HMAC_SECRET/);
    expect(parseConfig({ ...production, CAPTCHA_HMAC_SECRET: 'the-providers-own-key-0123456789' }).schemaExposure).toEqual({
      introspection: false,
      fieldSuggestions: false,
      playground: false,
    });
    expect(() => parseConfig({ ...production, CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site-key' })).not.toThrow();
  });

  it("gives an address four bearer tokens' worth by default, and reads the CORS origins as origins", () => {
    expect(parseConfig({ RATE_LIMIT_BEARER: '100/1m' }).rateLimits.bearerAddress).toEqual({ points: 400, seconds: 60 });
    expect(parseConfig({ RATE_LIMIT_BEARER_ADDRESS: '1000/5m' }).rateLimits.bearerAddress).toEqual({ points: 1000, seconds: 300 });
    expect(parseConfig({}).corsOrigins).toEqual([]);
    expect(parseConfig({ CORS_ORIGINS: 'https://app.example.com/, http://localhost:5174' }).corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5174']);
    expect(() => parseConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it("reads the provider's token key (at most one), the GET parameter cap and the trusted trace parents", () => {
    expect(parseConfig({}).bearerKey).toBeNull();
    expect(parseConfig({ BEARER_HMAC_SECRET: 's'.repeat(32) }).bearerKey).toEqual({ kind: 'hmac', secret: 's'.repeat(32) });
    expect(parseConfig({ BEARER_JWKS_URL: 'https://id.example.org/jwks.json' }).bearerKey).toEqual({ kind: 'jwks', url: 'https://id.example.org/jwks.json' });
    expect(() => parseConfig({ BEARER_JWKS_URL: 'https://id.example.org/jwks.json', BEARER_HMAC_SECRET: 's'.repeat(32) })).toThrow(/BEARER_HMAC_SECRET: only one of/);
    expect(() => parseConfig({ BEARER_PUBLIC_KEY: 'not a key' })).toThrow(/BEARER_PUBLIC_KEY/);
    expect(parseConfig({ GRAPHQL_MAX_GET_PARAMETERS: '8' }).operationLimits.getParameters).toBe(8);
    const tracing = parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRUSTED_PARENTS: 'loopback, 10.0.0.0/8' }).tracing;
    expect(tracing?.trustedParents).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseConfig({ OTEL_TRUSTED_PARENTS: 'everyone' })).toThrow(/OTEL_TRUSTED_PARENTS/);
  });

  it('stops the process naming the key, without a stack trace', () => {
    const run = spawnSync(path.join(gatewayDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: gatewayDir,
      env: { ...process.env, PORT: 'not-a-port', LEGACY_TIMEOUT_MS: '-5' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid gateway configuration/);
    expect(run.stderr).toMatch(/PORT/);
    expect(run.stderr).toMatch(/LEGACY_TIMEOUT_MS/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
