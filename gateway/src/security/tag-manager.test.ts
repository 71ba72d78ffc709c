import { afterAll, expect, it } from 'vitest';
import { stackForTests, webDistFixture } from '../test/harness';

/**
 * Issue 36, item 6, over real HTTP: with a tag manager configured, the CSP allows its script by its exact address and a
 * nonce fresh for each page, only on the pages of a visitor who consented (the `cookieConsent` cookie the web app
 * sets), never its whole origin for everyone.
 */
const TAG_MANAGER = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST';

const dist = webDistFixture();
afterAll(() => dist.remove());
const stack = stackForTests({ gatewayEnv: { WEB_DIST: dist.dir, TAG_MANAGER_SCRIPT_URL: TAG_MANAGER } });

async function page(path: string, consent?: string) {
  const res = await fetch(`${stack.gateway.url}${path}`, { headers: { accept: 'text/html', ...(consent ? { cookie: `cookieConsent=${consent}` } : {}) } });
  const policy = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  return { status: res.status, policy, scriptSrc, html: await res.text(), cacheControl: res.headers.get('cache-control') };
}

it('a visitor without consent (or with the necessary cookies only) is allowed no tag manager at all', async () => {
  for (const consent of [undefined, 'necessary']) {
    for (const path of ['/', '/pricing']) {
      const answer = await page(path, consent);
      expect(answer.status).toBe(200);
      expect(answer.policy).not.toContain('googletagmanager');
      expect(answer.html).not.toContain('csp-nonce');
    }
  }
});

it("a consenting visitor's page allows the script's exact address with a nonce that page carries, fresh each time", async () => {
  const nonces = new Set<string>();
  for (const path of ['/', '/pricing', '/']) {
    const answer = await page(path, 'true');
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(answer.html)?.[1];
    expect(nonce).toBeDefined();
    expect(answer.scriptSrc.split(' ')).toEqual(["'self'", "'wasm-unsafe-eval'", `'nonce-${nonce}'`, 'https://www.googletagmanager.com/gtm.js']);
    expect(answer.cacheControl).toBe('private, no-store');
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(3);
});
