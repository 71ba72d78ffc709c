import { createServer, type Server } from 'node:http';
import { gtinCheckDigit } from 'schema/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from 'legacy-api/testing';
import { solvedCaptcha } from '../test/captcha';
import { Browser, bearerToken, madeUpToken, stackForTests, startGateway, webDistFixture, type GatewayUnderTest, type GqlResponse, type Legacy } from '../test/harness';

/**
 * Issue 13, tried as an attacker would, over real HTTP against the stand-in: one named test per item of the
 * review (1, 2, 3, 5, 10, 13) and the schema's exposure. Every test here failed on the gateway before the fix.
 */

const LOOKUP = /* GraphQL */ `
  query Lookup($gtin: String!) {
    product(gtin: $gtin) {
      __typename
      ... on Product { gtin imageUrls productPage productCardPage company { webPage } externalSources { name url } }
      ... on RateLimited { member resetsAt }
      ... on Problem { code message }
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($token: String!) {
    submitCaptcha(token: $token) {
      __typename
      ... on CaptchaState { solved expiresAt }
      ... on Problem { code message }
    }
  }
`;
const SOLVED = `{ captcha { solved } }`;
const ERROR_CODE = (r: GqlResponse) => r.body.errors?.[0]?.extensions?.code;

type Member = { __typename: string; [key: string]: unknown };

/** A raw POST /graphql with the given body text, as an attacker's script sends it. */
async function post(url: string, body: string) {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as GqlResponse['body'] };
}

/** Upstream calls counted by the stand-in since its last reset, over the routes whose pattern includes `part`. */
async function upstreamCalls(legacy: Legacy, part = ''): Promise<number> {
  const { requests } = await legacy.stats();
  return Object.entries(requests)
    .filter(([route]) => route.includes(part))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** `count` distinct valid GTIN-13 outside prefix 590 (the global registry's). */
function globalGtins(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const body = `400638${String(100_000 + i).padStart(6, '0')}`;
    return `${body}${gtinCheckDigit(body)}`;
  });
}

describe('security (issue 13)', () => {
  const dist = webDistFixture();
  afterAll(() => dist.remove());
  // Development defaults, and production's (HSTS, no introspection, no playground) with the same web app.
  const stack = stackForTests({ gatewayEnv: { WEB_DIST: dist.dir } });
  let production: GatewayUnderTest;
  let ip = 0;
  const visitor = () => new Browser(stack.gateway.url, `192.0.2.${++ip}`);

  beforeAll(async () => {
    production = await startGateway(stack.legacy.url, {
      NODE_ENV: 'production',
      WEB_DIST: dist.dir,
      SESSION_SECRET: 'a-production-session-secret-0123456789abcdef',
      CAPTCHA_HMAC_SECRET: 'a-production-captcha-secret-0123456789',
    });
  });
  afterAll(() => production?.stop());

  it('item 1: a 20 000-field request is refused before it is read, an oversized document before it is validated', async () => {
    const huge = await post(stack.gateway.url, JSON.stringify({ query: `{ ${'__typename '.repeat(20_000)}}` }));
    expect(huge.status).toBe(413);
    expect(huge.body.errors?.[0]?.extensions).toMatchObject({ code: 'BODY_TOO_LARGE' });

    // Under the body limit, over the token limit: the parser stops at the limit instead of reading 1 400 fields.
    const many = await post(stack.gateway.url, JSON.stringify({ query: `{ ${'__typename '.repeat(1_400)}}` }));
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOKEN_LIMIT_EXCEEDED', max: 1000 });
    expect((await fetch(`${stack.gateway.url}/healthz`)).status).toBe(200);
  });

  it('item 1: depth, aliases, directives and cost are limited, each with its own code', async () => {
    const browser = visitor();
    const nest = (levels: number, leaf: string) => `${'children { '.repeat(levels)}${leaf}${' }'.repeat(levels)}`;
    const tree = (inner: string) => `{ categoryTree { __typename ... on CategoryTree { segments { ${inner} } } } }`;
    const cases: [string, string][] = [
      [tree(nest(7, 'id')), 'DEPTH_LIMIT_EXCEEDED'],
      [`{ ${Array.from({ length: 11 }, (_, i) => `a${i}: captcha { solved }`).join(' ')} }`, 'ALIAS_LIMIT_EXCEEDED'],
      [`{ captcha { ${'__typename @include(if: true) '.repeat(11)}} }`, 'DIRECTIVE_LIMIT_EXCEEDED'],
      [tree(nest(5, 'id code text '.repeat(25))), 'COST_LIMIT_EXCEEDED'],
    ];
    await stack.legacy.dev('/stats/reset', {});
    for (const [query, code] of cases) {
      const res = await browser.gql(query);
      expect(res.status, code).toBe(400);
      expect(res.body.errors?.[0]?.extensions, code).toMatchObject({ code, max: expect.any(Number) });
      expect(res.body.data, code).toBeUndefined();
    }
    expect(await upstreamCalls(stack.legacy)).toBe(0);
    // The web app's own operations stay within every limit (checked one by one in operation-limits.test.ts).
    expect((await browser.gql(tree(nest(3, 'id code text')))).body.data).toMatchObject({ categoryTree: { __typename: 'LoginRequired' } });
  });

  it('item 2: one request of 100 aliased lookups is refused before any upstream call', async () => {
    await stack.legacy.dev('/stats/reset', {});
    const aliased = (count: number) => `{ ${globalGtins(count).map((gtin, i) => `p${i}: product(gtin: "${gtin}") { __typename }`).join(' ')} }`;
    // 100 lookups are over the token limit already; 20 fit in it and are over the alias limit.
    for (const [count, code] of [[100, 'TOKEN_LIMIT_EXCEEDED'], [20, 'ALIAS_LIMIT_EXCEEDED']] as const) {
      const res = await post(stack.gateway.url, JSON.stringify({ query: aliased(count) }));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.code, String(count)).toBe(code);
    }
    expect(await upstreamCalls(stack.legacy)).toBe(0);
  });

  it('item 2: identical lookups and identical searches in one operation cost one upstream call each', async () => {
    const member = visitor();
    await member.login('firma@demo.test');
    await stack.legacy.dev('/stats/reset', {});
    const lookups = Array.from({ length: 5 }, (_, i) => `p${i}: product(gtin: "5901234123457") { __typename }`).join(' ');
    const searches = Array.from({ length: 5 }, (_, i) => `s${i}: catalogSearch(filter: { name: "pierogi" }) { __typename }`).join(' ');
    const res = await member.gql<Record<string, Member>>(`{ ${lookups} ${searches} }`);
    expect(Object.values(res.body.data!).map((m) => m.__typename)).toEqual([...Array(5).fill('Product'), ...Array(5).fill('CatalogPage')]);
    expect(await upstreamCalls(stack.legacy, 'get_products/:gtin/')).toBe(1);
    expect(await upstreamCalls(stack.legacy, 'get_products_advanced/')).toBe(1);
  });

  describe('item 2: operations of anonymous visitors and integrators are limited in the gateway', () => {
    let limited: GatewayUnderTest;
    beforeAll(async () => {
      limited = await startGateway(stack.legacy.url, { RATE_LIMIT_ANONYMOUS: '3/1m', RATE_LIMIT_BEARER: '3/1m' });
    });
    afterAll(() => limited?.stop());

    it('item 2: over the anonymous limit of its address a visitor gets RateLimited, and no upstream call is made', async () => {
      const browser = new Browser(limited.url, '198.18.0.1');
      await browser.gql(SUBMIT, { token: await solveCaptchaForTests(stack.legacy.url) });
      await stack.legacy.dev('/stats/reset', {});
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await browser.gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' })).body.data!.product);
      expect(answers.map((a) => a.__typename)).toEqual(['Product', 'Product', 'RateLimited']);
      expect(answers[2]).toMatchObject({ code: 'RATE_LIMITED', member: false });
      expect(Date.parse(String(answers[2]!.resetsAt)) - Date.now()).toBeGreaterThan(0);
      expect(await upstreamCalls(stack.legacy, 'get_products')).toBe(2);

      // An operation without a union member for it: a GraphQL error with the code and the reset time.
      const viewer = await browser.gql(`{ viewer { user { email } } }`);
      expect(viewer.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', resetsAt: expect.any(String) });
      // Another address has its own budget.
      expect((await new Browser(limited.url, '198.18.0.2').gql(SOLVED)).body.data).toEqual({ captcha: { solved: false } });
    });

    it('item 2: the anonymous account pages (registration, activation, password reset) get the limit as their RateLimited member', async () => {
      const visitor = new Browser(limited.url, '198.18.0.4');
      for (let i = 0; i < 3; i++) await visitor.gql(SOLVED);
      await stack.legacy.dev('/stats/reset', {});
      const answers = await Promise.all([
        visitor.gql(`{ registrationCompany(regon: "123456785") { __typename ... on RateLimited { code message member } } }`),
        visitor.gql(`{ activation(activationId: "abc") { __typename ... on RateLimited { code } } }`),
        visitor.gql(`{ passwordResetLink(resetId: "abc") { __typename ... on RateLimited { code } } }`),
        visitor.gql(`mutation { requestPasswordReset(input: { email: "jan@firma.pl" }) { __typename ... on RateLimited { code resetsAt } } }`),
        visitor.gql(`mutation { resetPassword(input: { resetId: "abc", password: "Nowe123!a", passwordRepeat: "Nowe123!a" }) { __typename } }`),
      ]);
      expect(answers.map((a) => a.body.errors)).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(answers.map((a) => Object.values(a.body.data as Record<string, { __typename: string }>)[0]!.__typename)).toEqual(Array(5).fill('RateLimited'));
      expect(answers[0]!.body.data).toEqual({
        registrationCompany: { __typename: 'RateLimited', code: 'RATE_LIMITED', message: 'Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za chwilę.', member: false },
      });
      expect(await upstreamCalls(stack.legacy)).toBe(0);
    });

    it('item 2: a bearer token has its own budget, answered as RateLimited for a member', async () => {
      const token = await bearerToken(stack.legacy, 'firma@demo.test');
      const integrator = new Browser(limited.url, '198.18.0.3');
      const call = () => integrator.gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' }, { authorization: `Bearer ${token}` });
      expect((await call()).body.data?.product.__typename).toBe('Product');
      expect((await call()).body.data?.product.__typename).toBe('Product');
      expect((await call()).body.data?.product.__typename).toBe('Product');
      await stack.legacy.dev('/stats/reset', {});
      expect((await call()).body.data?.product).toMatchObject({ __typename: 'RateLimited', member: true, resetsAt: expect.any(String) });
      expect(await upstreamCalls(stack.legacy)).toBe(0);
    });
  });

  describe('item 3: login attempts', () => {
    let limited: GatewayUnderTest;
    beforeAll(async () => {
      limited = await startGateway(stack.legacy.url, { RATE_LIMIT_LOGIN_PAIR: '3/15m', RATE_LIMIT_LOGIN_ADDRESS: '5/15m' });
    });
    afterAll(() => limited?.stop());
    const login = (browser: Browser, email: string, password: string) =>
      browser.login(email, password).then((r) => (r.body.data as { login: Member }).login);

    it('item 3: password guessing is limited per account and address, and per address, before the password is checked', async () => {
      await stack.legacy.dev('/stats/reset', {});
      const attacker = new Browser(limited.url, '198.19.0.1');
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await login(attacker, 'firma@demo.test', `guess-${i}`));
      expect(answers.map((a) => a.__typename)).toEqual(['InvalidCredentials', 'InvalidCredentials', 'InvalidCredentials', 'RateLimited']);
      expect(answers[3]).toMatchObject({ code: 'RATE_LIMITED', message: 'Zbyt wiele prób logowania. Spróbuj ponownie później.' });
      expect(await upstreamCalls(stack.legacy, 'POST /api/v1/token/')).toBe(3);
      // The account itself is not locked: its owner, from their own address, signs in (issue 29).
      expect((await login(new Browser(limited.url, '198.19.0.2'), 'firma@demo.test', 'Demo123!')).__typename).toBe('Viewer');

      // One address spraying many accounts.
      const sprayer = new Browser(limited.url, '198.19.0.3');
      const sprayed = [];
      for (let i = 0; i < 6; i++) sprayed.push((await login(sprayer, `biuro${i}@nikt.demo.test`, 'Demo123!')).__typename);
      expect(sprayed).toEqual([...Array(5).fill('InvalidCredentials'), 'RateLimited']);

      // 50 aliased logins in one request: refused before any password check.
      await stack.legacy.dev('/stats/reset', {});
      const aliased = Array.from({ length: 50 }, (_, i) => `l${i}: login(input: { email: "pracownik@demo.test", password: "guess-${i}" }) { __typename }`);
      const res = await post(limited.url, JSON.stringify({ query: `mutation { ${aliased.join(' ')} }` }));
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'ALIAS_LIMIT_EXCEEDED' });
      expect(await upstreamCalls(stack.legacy, 'POST /api/v1/token/')).toBe(0);
    });

    it('item 3: a successful login clears the count of its account and address', async () => {
      const person = new Browser(limited.url, '198.19.0.4');
      expect((await login(person, 'pracownik@demo.test', 'typo-1')).__typename).toBe('InvalidCredentials');
      expect((await login(person, 'pracownik@demo.test', 'typo-2')).__typename).toBe('InvalidCredentials');
      expect((await login(person, 'pracownik@demo.test', 'Demo123!')).__typename).toBe('Viewer');
      expect((await login(person, 'pracownik@demo.test', 'typo-3')).__typename).toBe('InvalidCredentials');
      expect((await login(person, 'pracownik@demo.test', 'typo-4')).__typename).toBe('InvalidCredentials');
      expect((await login(person, 'pracownik@demo.test', 'Demo123!')).__typename).toBe('Viewer');
    });
  });

  it('item 5: a captcha solve is verified, belongs to one session, and every anonymous lookup needs it', async () => {
    const first = visitor();
    // Not a solve at all.
    expect((await first.gql<{ submitCaptcha: Member }>(SUBMIT, { token: 'anything' })).body.data?.submitCaptcha).toMatchObject({ __typename: 'CaptchaRejected' });
    expect((await first.gql(SOLVED)).body.data).toEqual({ captcha: { solved: false } });
    // Signed with another key, or expired.
    for (const token of [await solvedCaptcha({ secret: 'not-the-stand-in-key-0123456789' }), await solvedCaptcha({ expiresAt: Math.floor(Date.now() / 1000) - 60 })]) {
      expect((await first.gql<{ submitCaptcha: Member }>(SUBMIT, { token })).body.data?.submitCaptcha.__typename).toBe('CaptchaRejected');
    }

    // A real solve serves the session that submitted it, and no other.
    const payload = await solveCaptchaForTests(stack.legacy.url);
    expect((await first.gql<{ submitCaptcha: Member }>(SUBMIT, { token: payload })).body.data?.submitCaptcha).toMatchObject({ __typename: 'CaptchaState', solved: true });
    expect((await first.gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' })).body.data?.product.__typename).toBe('Product');
    const second = visitor();
    expect((await second.gql<{ submitCaptcha: Member }>(SUBMIT, { token: payload })).body.data?.submitCaptcha).toMatchObject({ __typename: 'CaptchaRejected' });
    expect((await second.gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' })).body.data?.product.__typename).toBe('CaptchaRequired');
    // The same session sending its payload again (a widget firing twice) keeps its solve.
    expect((await first.gql<{ submitCaptcha: Member }>(SUBMIT, { token: payload })).body.data?.submitCaptcha.__typename).toBe('CaptchaState');

    // Global GTINs too: no captcha, no upstream call.
    await stack.legacy.dev('/stats/reset', {});
    expect((await visitor().gql<{ product: Member }>(LOOKUP, { gtin: '4006381333931' })).body.data?.product.__typename).toBe('CaptchaRequired');
    expect(await upstreamCalls(stack.legacy)).toBe(0);
  });

  describe('item 5 with reCAPTCHA', () => {
    let recaptcha: GatewayUnderTest;
    beforeAll(async () => {
      recaptcha = await startGateway(stack.legacy.url, { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site-key' });
    });
    afterAll(() => recaptcha?.stop());

    it('item 5: a reCAPTCHA token serves one session only', async () => {
      const submit = (browser: Browser) => browser.gql<{ submitCaptcha: Member }>(SUBMIT, { token: 'recaptcha-response-token' }).then((r) => r.body.data?.submitCaptcha);
      expect(await submit(new Browser(recaptcha.url, '198.51.100.201'))).toMatchObject({ __typename: 'CaptchaState', solved: true });
      expect(await submit(new Browser(recaptcha.url, '198.51.100.202'))).toMatchObject({ __typename: 'CaptchaRejected' });
    });
  });

  it('item 10: every page has a CSP with no inline script and frame-ancestors none; HSTS in production', async () => {
    for (const route of ['/', '/login', '/graphql', '/healthz', '/assets/app.js']) {
      const res = await fetch(`${stack.gateway.url}${route}`, { headers: { accept: 'text/html' } });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, route).toContain("frame-ancestors 'none'");
      // Scripts from the gateway only; WebAssembly (the barcode reader) may compile, JavaScript may not be eval'd.
      expect(csp, route).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp, route).toContain("object-src 'none'");
      expect(csp, route).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-frame-options'), route).toBe('DENY');
      expect(res.headers.get('strict-transport-security'), route).toBeNull();
    }
    const secure = await fetch(`${production.url}/`, { headers: { accept: 'text/html' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(secure.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('item 13: product pictures come through the gateway, the upstream host never reaches the page', async () => {
    const member = visitor();
    await member.login('firma@demo.test');
    const res = await member.gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' });
    const [picture] = res.body.data?.product.imageUrls as string[];
    expect(picture).toMatch(/^\/media\//);
    expect(res.text).not.toContain(new URL(stack.legacy.url).host);

    const image = await fetch(`${stack.gateway.url}${picture}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    // An SVG opened on its own runs no script on the gateway's origin.
    expect(image.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(await image.text()).toContain('<svg');
    // Only addresses the gateway handed out are fetched.
    expect((await fetch(`${stack.gateway.url}${picture!.replace(/\/media\/[^/]+\//, '/media/forged/')}`)).status).toBe(404);
    expect((await fetch(`${stack.gateway.url}/media/x/api/v1/accounts/me/`)).status).toBe(404);
  });

  describe('item 13: links from an upstream that sends hostile ones', () => {
    let hostile: Server;
    let fronted: GatewayUnderTest;
    beforeAll(async () => {
      // The edge of this test: an upstream whose product carries script, data and foreign addresses.
      hostile = createServer((req, res) => {
        const origin = `http://${req.headers.host}`;
        res.setHeader('content-type', 'application/json');
        if (req.url?.startsWith('/api/v1/accounts/me/')) {
          res.end(JSON.stringify({ id: 1, email: 'a@b.pl', firstName: 'A', lastName: 'B', memberships: [] }));
          return;
        }
        res.end(
          JSON.stringify({
            gtinNumber: '05901234123457',
            name: 'Pierogi',
            imageUrls: ['javascript:alert(1)', 'https://evil.example/x.png', `${origin}/pictures/p.png`],
            productPage: 'javascript:alert(document.cookie)',
            productCardPage: 'data:text/html,<script>alert(1)</script>',
            company: { name: 'Firma', webPage: ' JavaScript:alert(1)' },
            externalSources: [
              { name: 'bad', url: 'vbscript:msgbox(1)' },
              { name: 'good', url: 'https://world.openfoodfacts.org/product/5901234123457' },
            ],
          }),
        );
      }).listen(0, '127.0.0.1');
      await new Promise((r) => hostile.once('listening', r));
      const address = hostile.address();
      fronted = await startGateway(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`);
    });
    afterAll(async () => {
      await fronted?.stop();
      hostile?.close();
    });

    it('item 13: only http(s) links from upstream reach the page', async () => {
      const res = await new Browser(fronted.url).gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' }, { authorization: `Bearer ${madeUpToken()}` });
      const product = res.body.data!.product;
      expect(product.imageUrls).toEqual([expect.stringMatching(/^\/media\/[^/]+\/pictures\/p\.png$/)]);
      expect(product).toMatchObject({
        productPage: null,
        productCardPage: null,
        company: { webPage: null },
        externalSources: [{ name: 'good', url: 'https://world.openfoodfacts.org/product/5901234123457' }],
      });
      expect(res.text).not.toMatch(/javascript:|vbscript:|data:|evil\.example/i);
    });
  });

  it('item 13: a captcha token with CR/LF is refused at submitCaptcha and never forwarded', async () => {
    const browser = visitor();
    const res = await browser.gql<{ submitCaptcha: Member }>(SUBMIT, { token: 'abc\r\nX-Injected: 1' });
    expect(res.body.data?.submitCaptcha.__typename).toBe('CaptchaRejected');
    // Nothing is kept: the next lookup asks for the captcha instead of failing upstream.
    const lookup = await browser.gql<{ product: Member }>(LOOKUP, { gtin: '5901234123457' });
    expect(lookup.body.errors).toBeUndefined();
    expect(lookup.body.data?.product.__typename).toBe('CaptchaRequired');
  });

  it('item 13: a failing productCounters is a typed member, the rest of the answer survives', async () => {
    await stack.legacy.dev('/faults', { errorRate: { '/api/v1/products/product_count/': 1 } });
    try {
      const res = await visitor().gql(`{ productCounters { __typename ... on Problem { code message } } captcha { solved } }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({
        productCounters: { __typename: 'ServiceUnavailable', code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/niedostępne/) },
        captcha: { solved: false },
      });
    } finally {
      await stack.legacy.dev('/faults', undefined, 'DELETE');
    }
  });

  it('item 13: deeply nested input answers a clean limit error, never a stack overflow', async () => {
    for (const query of [`{ product(gtin: ${'['.repeat(4000)}${']'.repeat(4000)}) { __typename } }`, `{ ${'a { '.repeat(2500)}b${' }'.repeat(2500)} }`]) {
      const res = await post(stack.gateway.url, JSON.stringify({ query }));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('TOKEN_LIMIT_EXCEEDED');
      expect(res.text).not.toMatch(/call stack/i);
    }
  });

  it('item 13: a missing /assets file answers a JSON 404, not the app page', async () => {
    const res = await fetch(`${stack.gateway.url}/assets/missing-chunk-1234.js`, { headers: { accept: 'text/html,*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('schema exposure (decision 014): production hides introspection, field suggestions and the playground by default and publishes the SDL', async () => {
    // With a token: in production only tokens the provider accepted send documents of their own (decisions 030, 038).
    const integrator = { authorization: `Bearer ${await bearerToken(stack.legacy, 'firma@demo.test')}` };
    const introspection = await new Browser(production.url).gql(`{ __schema { types { name } } }`, undefined, integrator);
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const typo = await new Browser(production.url).gql(`{ produc(gtin: "1") { __typename } }`, undefined, integrator);
    expect(typo.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const playground = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await playground.text()).not.toContain('<title>playground</title>');
    const sdl = await fetch(`${production.url}/graphql/schema.graphql`);
    expect(sdl.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await sdl.text()).toMatch(/type Query \{[\s\S]*product\(/);

    // Development keeps all three.
    expect(ERROR_CODE(await new Browser(stack.gateway.url).gql(`{ __schema { types { name } } }`))).toBeUndefined();
    expect((await new Browser(stack.gateway.url).gql(`{ produc(gtin: "1") { __typename } }`)).body.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});
