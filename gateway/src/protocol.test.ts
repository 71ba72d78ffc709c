import { createServer, type Server } from 'node:http';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, madeUpToken, stackForTests, startGateway, webDistFixture, type GatewayUnderTest } from './test/harness';

const STACK = /at .+\.(ts|js):\d+|node_modules|\/src\//;

describe('GraphQL over HTTP and bad input', () => {
  const stack = stackForTests();

  it('passes the MUST audits of graphql-http', async () => {
    const failures: string[] = [];
    for (const audit of serverAudits({ url: `${stack.gateway.url}/graphql` })) {
      if (!audit.name.startsWith('MUST')) continue;
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.id} ${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });

  it('tells every cache not to keep a GraphQL answer: a member\'s product, a visitor\'s viewer, a refused document', async () => {
    const member = new Browser(stack.gateway.url);
    await member.login('firma@demo.test');
    const answers = [
      await member.gql('query($g: String!) { product(gtin: $g) { __typename ... on Product { name } } }', { g: '5901234123457' }),
      await new Browser(stack.gateway.url).gql('{ viewer { user { email } } }'),
      await new Browser(stack.gateway.url).gql('{ viewer { user { email } '),
    ];
    expect(answers.map((a) => [a.status, a.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [400, 'no-store'],
    ]);
    expect(answers[0]!.text).toContain('"__typename":"Product"');
  });

  it('refuses a cross-site form POST (CSRF)', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: 'https://evil.example' },
        body: contentType.startsWith('multipart') ? '--x--' : 'query=mutation{logout{loggedOut}}',
      });
      expect(res.status).toBe(400);
      expect(await res.text()).not.toMatch(STACK);
    }
  });

  it('answers malformed GraphQL with a parse error and no stack', async () => {
    const res = await new Browser(stack.gateway.url).gql(`{ product(gtin: ) `);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.text).not.toMatch(STACK);
  });

  it('answers wrong variable types with BAD_USER_INPUT', async () => {
    const res = await new Browser(stack.gateway.url).gql(`query($g: String!) { product(gtin: $g) { __typename } }`, { g: 5901234123457 });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.text).not.toMatch(STACK);
  });

  it('answers a malformed JSON body with JSON, not an HTML stack page', async () => {
    const res = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(await res.text()).not.toMatch(STACK);
  });

  it('serves a health check and the captcha challenge', async () => {
    expect(await (await fetch(`${stack.gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const challenge = await fetch(`${stack.gateway.url}/captcha/challenge`);
    expect(challenge.status).toBe(200);
    expect(await challenge.json()).toBeTypeOf('object');
  });
});

describe('an upstream that breaks its contract', () => {
  let fake: Server;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    // The only fake in the suite: an upstream answering bodies that fail their zod schema.
    fake = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ productCount: 'many', gtinNumber: 42 }));
    }).listen(0, '127.0.0.1');
    await new Promise((r) => fake.once('listening', r));
    const address = fake.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    gateway = await startGateway(`http://127.0.0.1:${port}/api/v1`);
  });
  afterAll(async () => {
    await gateway?.stop();
    fake?.close();
  });

  it('turns a bad body into the generic message, logged but not leaked', async () => {
    const browser = new Browser(gateway.url);
    const lookup = await browser.gql(`{ product(gtin: "5901234123457") { __typename } }`, {}, { authorization: `Bearer ${madeUpToken()}` });
    expect(lookup.body.errors).toEqual([{ message: 'Coś poszło nie tak, spróbuj ponownie', path: ['product'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(lookup.text).not.toMatch(/many|zod|gtinNumber/);
    expect(gateway.logs.join('\n')).toMatch(/broke its contract/);

    // The home page's counters have a member for it: the rest of the answer survives.
    const counters = await browser.gql(`{ productCounters { __typename } }`);
    expect(counters.body).toEqual({ data: { productCounters: { __typename: 'ServiceUnavailable' } } });
  });
});

describe('serving the web app and the playground', () => {
  const dist = webDistFixture();
  afterAll(() => dist.remove());
  const stack = stackForTests({ gatewayEnv: { WEB_DIST: dist.dir } });

  it('gives browsers the bundled playground at GET /graphql and API clients GraphQL', async () => {
    const page = await fetch(`${stack.gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>playground</title>');
    const api = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{__typename}')}`, {
      headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' },
    });
    expect(await api.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers every app route with the app shell, prerendered where the build prerendered the page', async () => {
    const shell = '<title>app</title><script';
    const pages = {
      '/': '<h1>Start</h1>',
      '/catalog': '<h1>Katalog</h1>',
      // A query string may change the first screen (a search): the app draws it, from the shell.
      '/catalog?gtin=05901234123457': shell,
      '/?ref=newsletter': shell,
      '/catalog/05901234123457': shell,
      '/no/such/page': shell,
    };
    for (const [route, body] of Object.entries(pages)) {
      const res = await fetch(`${stack.gateway.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toContain(body);
    }
    // Compressed as built, like every other file of the app.
    const compressed = await fetch(`${stack.gateway.url}/catalog`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toContain('<h1>Katalog</h1>');
  });

  it('serves a signed-in visitor the page as built when the web build draws nothing for them (no server entry here)', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    expect(browser.cookie).toBeTruthy();
    const withSession = { accept: 'text/html', cookie: browser.cookie! };
    const catalog = await fetch(`${stack.gateway.url}/catalog`, { headers: withSession });
    expect(catalog.headers.get('cache-control')).toBe('no-cache');
    expect(await catalog.text()).toContain('<h1>Katalog</h1>');
    // A query string: the shell, with a session as without one.
    for (const headers of [withSession, { accept: 'text/html' }]) {
      expect(await (await fetch(`${stack.gateway.url}/catalog?gtin=05901234123457`, { headers })).text()).toContain('<title>app</title><script');
    }
  });

  it('answers unknown API paths and missing files with a JSON 404, not the app', async () => {
    for (const route of ['/api/v1/products/', '/files/no-such-route/1', '/assets/missing-chunk.js', '/favicon-missing.png', '/readyz/x']) {
      const res = await fetch(`${stack.gateway.url}${route}`, { headers: { accept: 'text/html,*/*' } });
      expect(res.status, route).toBe(404);
      expect(res.headers.get('content-type'), route).toMatch(/json/);
      expect(await res.text(), route).not.toContain('<title>app</title>');
    }
  });
});
