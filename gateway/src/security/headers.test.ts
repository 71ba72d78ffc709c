import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { securityHeaders } from './headers';

/** The Content-Security-Policy the gateway sends with a configuration made of `env`. */
async function policyOf(env: Record<string, string>): Promise<Record<string, string>> {
  const app = express().use(securityHeaders(parseConfig(env)));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0);
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const header = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(header.split(';').map((directive) => directive.trim().split(/\s+(.*)/s).slice(0, 2) as [string, string]));
  } finally {
    server.close();
  }
}

describe('the Content-Security-Policy and the error reporter', () => {
  it('lets the page send to the error reporter’s host only when one is configured (SENTRY_DSN)', async () => {
    expect((await policyOf({}))['connect-src']).toBe("'self'");
    const policy = await policyOf({ SENTRY_DSN: 'https://public-key@o123.ingest.sentry.example/4567' });
    expect(policy['connect-src']).toBe("'self' https://o123.ingest.sentry.example");
    expect(policy['script-src']).toBe("'self' 'wasm-unsafe-eval'");
  });

  it('refuses a DSN that is not an address, naming the variable', () => {
    expect(() => parseConfig({ SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/);
  });
});

describe('the Content-Security-Policy and analytics', () => {
  it('allows no analytics host without configuration, and only the configured hosts with it', async () => {
    const none = await policyOf({});
    expect([none['script-src'], none['img-src'], none['connect-src']]).toEqual(["'self' 'wasm-unsafe-eval'", "'self' data: blob:", "'self'"]);
    // The tag manager is allowed only on a consented visitor's pages (`tag-manager.test.ts`), never to every answer.
    const policy = await policyOf({ ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js', TAG_MANAGER_SCRIPT_URL: 'https://tags.example.org/gtm.js?id=GTM-X' });
    expect(policy['script-src']).toBe("'self' 'wasm-unsafe-eval' https://stats.example.org");
    expect(policy['connect-src']).toBe("'self' https://stats.example.org");
    expect(policy['img-src']).toBe("'self' data: blob: https://stats.example.org");
    expect(policy['default-src']).toBe("'self'");
  });

  it('refuses a script address that is not http(s), naming the variable', () => {
    expect(() => parseConfig({ TAG_MANAGER_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/TAG_MANAGER_SCRIPT_URL/);
  });
});
