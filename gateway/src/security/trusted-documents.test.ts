import { get } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import manifest from '../__generated__/trusted-documents.json' with { type: 'json' };
import { parseConfig } from '../config';
import { Browser, appOperation, bearerToken, stackForTests, type GatewayUnderTest, type Legacy } from '../test/harness';

/** The id of the web app's operation `name` in the build's manifest. */
const idOf = (name: string) => appOperation(name).extensions.persistedQuery.sha256Hash;
const byId = appOperation;

/** A document the web app never sends. */
const ARBITRARY = '{ viewer { user { email } } }';
const LOGIN = { input: { email: 'firma@demo.test', password: 'Demo123!', rememberMe: false } };

/** A signed-in browser session, opened the way the web app opens it: the Login operation by its id. */
async function signedInBrowser(gateway: GatewayUnderTest): Promise<Browser> {
  const browser = new Browser(gateway.url);
  const login = await browser.send(byId('Login', LOGIN));
  expect(login.body.data).toMatchObject({ login: { __typename: 'Viewer', user: { email: 'firma@demo.test' } } });
  expect(browser.cookie).not.toBeNull();
  return browser;
}

describe('trusted documents (decision 030), over real HTTP', () => {
  const stack = stackForTests({ gatewayEnv: [{ TRUSTED_DOCUMENTS: 'enforce' }, { TRUSTED_DOCUMENTS: 'off' }] });
  let legacy: Legacy;
  let enforcing: GatewayUnderTest;
  let development: GatewayUnderTest;
  beforeAll(() => {
    ({ legacy } = stack);
    [enforcing, development] = stack.gateways as [GatewayUnderTest, GatewayUnderTest];
  });

  it('is enforced in production and off in development unless configured', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), CAPTCHA_HMAC_SECRET: 'c'.repeat(40) };
    expect(parseConfig(production).trustedDocuments).toBe('enforce');
    expect(parseConfig({ ...production, TRUSTED_DOCUMENTS: 'off' }).trustedDocuments).toBe('off');
    expect(parseConfig({ NODE_ENV: 'development' }).trustedDocuments).toBe('off');
    expect(() => parseConfig({ TRUSTED_DOCUMENTS: 'sometimes' })).toThrow(/TRUSTED_DOCUMENTS/);
  });

  it("enforcing: a browser session's own document is refused, the app's by id answers", async () => {
    const browser = await signedInBrowser(enforcing);
    const refused = await browser.gql(ARBITRARY);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: [{ message: expect.stringContaining('Authorization: Bearer <access token>'), extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } }],
    });
    // Also the app's own operation, sent as text: in production a browser sends ids only.
    expect((await browser.gql(manifest[idOf('AppViewer') as keyof typeof manifest])).status).toBe(400);

    const viewer = await browser.send(byId('AppViewer'));
    expect(viewer.status).toBe(200);
    expect(viewer.body.data).toMatchObject({ viewer: { __typename: 'Viewer', user: { email: 'firma@demo.test' } } });
  });

  it('enforcing: a visitor without a cookie is a browser too', async () => {
    const visitor = new Browser(enforcing.url);
    const refused = await visitor.gql('{ rateLimit { remaining } }');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_ID_REQUIRED' });
    expect(visitor.cookie).toBeNull();
  });

  it("enforcing: a bearer token's own document answers, within the limits", async () => {
    const token = await bearerToken(legacy, 'firma@demo.test');
    const integrator = new Browser(enforcing.url);
    const answer = await integrator.gql(ARBITRARY, undefined, { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ viewer: { user: { email: 'firma@demo.test' } } });
    // The document limits still hold for tokens.
    const deep = await integrator.gql(`{ viewer { ${'user { '.repeat(9)}id${' }'.repeat(9)} } }`, undefined, { authorization: `Bearer ${token}` });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.[0]?.extensions?.code).toMatch(/DEPTH_LIMIT_EXCEEDED|GRAPHQL_VALIDATION_FAILED/);
  });

  it('development: the same browser session may send any document', async () => {
    const browser = await signedInBrowser(development);
    const answer = await browser.gql(ARBITRARY);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ viewer: { user: { email: 'firma@demo.test' } } });
  });

  it('any other id answers PERSISTED_QUERY_NOT_SUPPORTED, as before: nobody registers documents', async () => {
    const unknown = { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } };
    for (const gateway of [enforcing, development]) {
      const answer = await new Browser(gateway.url).send(unknown);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    }
    // An automatic persisted query's registration (text and id) from a browser: production refuses the text.
    const registration = { ...unknown, query: '{ rateLimit { cost } }' };
    expect((await new Browser(enforcing.url).send(registration)).body.errors?.[0]?.extensions).toEqual({ code: 'PERSISTED_QUERY_ID_REQUIRED' });
  });

  it('a public read goes as GET with its id and the CSRF header; the browser revalidates it with its ETag', async () => {
    const params = new URLSearchParams({
      operationName: 'HowItWorksContent',
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: idOf('HowItWorksContent') } }),
    });
    const url = `${enforcing.url}/graphql?${params}`;
    const answer = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(await answer.json()).toMatchObject({ data: { pageContent: { __typename: 'PageContent', content: expect.any(String) } } });
    const etag = answer.headers.get('etag');
    expect(etag).toBeTruthy();
    // As the browser asks again (fetch() would add `cache-control: no-cache` to a conditional request).
    const again = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(url, { headers: { 'apollo-require-preflight': 'true', 'if-none-match': etag! } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      }).on('error', reject);
    });
    expect(again).toEqual({ status: 304, body: '' });

    // Without the header (what an <img> or a link on another site sends) Apollo's CSRF rule refuses it, id or not.
    const simple = await fetch(url);
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/CSRF/);
    // A mutation never runs over GET.
    const mutation = new URLSearchParams({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: idOf('Logout') } }) });
    const refused = await fetch(`${enforcing.url}/graphql?${mutation}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(refused.status).toBe(405);
  });

  it("private answers stay uncacheable, the app's operations by id included", async () => {
    const browser = await signedInBrowser(enforcing);
    const viewer = await browser.send(byId('AppViewer'));
    expect(viewer.headers.get('cache-control')).toBe('no-store');
  });
});
