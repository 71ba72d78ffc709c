import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackForTests } from '../test/harness';

const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const guide = readFileSync(path.join(DOCS, 'integrators.md'), 'utf8');
/** The guide's code blocks in order: the commands an integrator copies (`sh`) and the answers it promises. */
const blocks = [...guide.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang: lang!, body: body! }));
const commands = blocks.filter((b) => b.lang === 'sh').map((b) => b.body.trim());
const answers = blocks.filter((b) => b.lang !== 'sh').map((b) => b.body);

/** Times change from run to run: every ISO instant and every count of seconds left reads the same. */
const timeless = (text: string) =>
  text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/\bt=\d+/g, 't=<s>')
    .replace(/^(retry-after: )\d+$/gim, '$1<s>');

/** An answer as `curl -s -i` prints it: the status line, the headers (names in lower case) and the body. */
function httpAnswer(text: string) {
  const unix = text.replace(/\r\n/g, '\n');
  const at = unix.indexOf('\n\n');
  const [head, body] = at < 0 ? [unix, ''] : [unix.slice(0, at), unix.slice(at + 2)];
  const [status = '', ...lines] = timeless(head).trim().split('\n');
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: status.trim(), headers, body: body.trim() ? (JSON.parse(timeless(body)) as unknown) : null };
}

/** The promised `http` answer is the actual one: its status, each header it lists, its body. */
function expectHttp(actual: string, promised: string) {
  const got = httpAnswer(actual);
  const want = httpAnswer(promised);
  expect(got.status).toBe(want.status);
  for (const [name, value] of want.headers) expect({ [name]: got.headers.get(name) }).toEqual({ [name]: value });
  expect(got.body).toEqual(want.body);
}

const json = (text: string) => JSON.parse(timeless(text)) as unknown;

/**
 * docs/integrators.md, followed literally: its shell commands run as written (curl, with `PROVIDER`, `API`, `GATEWAY`,
 * `ACCESS`, `REFRESH` and `API_KEY` set as the guide says) against the stand-in and a gateway with the guide's
 * settings (CORS for `https://app.example.com`), and their answers are the guide's, times aside.
 */
describe('the integrator guide', () => {
  // As in production: without a token, only the web app's documents (decision 030).
  const stack = stackForTests({ gatewayEnv: { CORS_ORIGINS: 'https://app.example.com', TRUSTED_DOCUMENTS: 'enforce', PUBLIC_ORIGIN: 'https://katalog.example.pl' } });
  const env: Record<string, string> = {};
  const sh = async (command: string) => (await promisify(execFile)('bash', ['-c', command], { env: { ...process.env, ...env } })).stdout;
  const gql = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACCESS}`, ...headers },
      body: JSON.stringify({ query }),
    });
  /** Section 1's command: a new pair into `ACCESS` and `REFRESH`. */
  async function signIn() {
    const pair = JSON.parse(await sh(commands[0]!)) as { access: string; refresh: string };
    Object.assign(env, { ACCESS: pair.access, REFRESH: pair.refresh });
    return pair;
  }

  beforeAll(() => {
    Object.assign(env, { PROVIDER: stack.legacy.origin, API: stack.legacy.url, GATEWAY: stack.gateway.url });
  });

  it('has the commands and answers this test follows', () => {
    expect(commands).toHaveLength(21);
    expect(answers).toHaveLength(20);
  });

  it('1. gets a token pair, and a refresh rotates it: the refresh token just used is refused', async () => {
    const first = await signIn();
    expect(first.access).toMatch(/^eyJ/);
    expect(first.refresh).toMatch(/^eyJ/);
    const rotated = JSON.parse(await sh(commands[1]!)) as { access: string; refresh: string };
    expect(rotated.access).toMatch(/^eyJ/);
    expect(rotated.refresh).not.toBe(first.refresh);
    // The same command again, with the refresh token just used.
    expect(json(await sh(commands[1]!))).toEqual(json(answers[0]!));
    Object.assign(env, { ACCESS: rotated.access, REFRESH: rotated.refresh });
    expect(JSON.parse(await sh(commands[1]!))).toMatchObject({ access: expect.stringMatching(/^eyJ/) });
  });

  it('2. calls /graphql with the token: the viewer and a product lookup; another header form is refused', async () => {
    expect(json(await sh(commands[2]!))).toEqual(json(answers[1]!));
    expect(json(await sh(commands[3]!))).toEqual(json(answers[2]!));
    expect(json(await sh(commands[4]!))).toEqual(json(answers[3]!));
  });

  it('3. searches page by page: the page size used beside the one asked for, and where the next page starts', async () => {
    expect(json(await sh(commands[5]!))).toEqual(json(answers[4]!));
    expect(json(await sh(commands[6]!))).toEqual(json(answers[5]!));
  });

  it('4. reports the budget in headers, extensions and rateLimit; over it, RateLimited with resetsAt and Retry-After', async () => {
    expectHttp(await sh(commands[7]!), answers[6]!);
    // Spend what is left of the token's 600 points, up to ten root fields an operation.
    const burn = (points: number) => `{ ${Array.from({ length: points }, (_, i) => `a${i}: captcha { solved }`).join(' ')} }`;
    for (let left = 596; left > 0; left -= 10) {
      const answer = (await (await gql(burn(Math.min(left, 10)))).json()) as { errors?: unknown };
      expect(answer.errors).toBeUndefined();
    }
    expectHttp(await sh(commands[8]!), answers[7]!);
  });

  it('5. answers bad input as ValidationFailed with a problem per field', async () => {
    await signIn();
    expect(json(await sh(commands[9]!))).toEqual(json(answers[8]!));
  });

  it('6. refuses a document over a limit before anything runs', async () => {
    const overAliases = `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: viewer { permissions }`).join(' ')} }`;
    const res = await gql(overAliases);
    expect(res.status).toBe(400);
    // The refused document took its point (issue 29: documents that run no field count too).
    expect(res.headers.get('ratelimit')).toMatch(/^"token";r=598;t=\d+, "address";r=\d+;t=\d+$/);
    expect(await res.json()).toEqual(json(answers[9]!));
  });

  it('7. answers GET with the preflight header, refuses a form-typed POST (CSRF), a batch, persisted queries and tokenless text', async () => {
    expect(json(await sh(commands[10]!))).toEqual(json(answers[10]!));
    expect(json(await sh(commands[11]!))).toEqual(json(answers[11]!));
    const batch = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACCESS}` },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(batch.status).toBe(400);
    expect(json(await sh(commands[12]!))).toEqual(json(answers[12]!));
    // Without a token the gateway runs only the web app's documents; the same text with the token answers.
    expect(json(await sh(commands[13]!))).toEqual(json(answers[13]!));
    const withToken = await gql('{ rateLimit { remaining } }');
    expect(withToken.status).toBe(200);
    expect(await withToken.json()).toMatchObject({ data: { rateLimit: { remaining: expect.any(Number) } } });
  });

  it("8. answers a listed origin's preflight, without credentials", async () => {
    const answer = await sh(commands[14]!);
    expectHttp(answer, answers[14]!);
    expect(answer.toLowerCase()).not.toContain('access-control-allow-credentials');
  });

  it('9. the API key is for the REST external API, not for /graphql', async () => {
    const company = (await (await gql('{ myCompany { ... on CompanyDetails { apiKey } } }')).json()) as { data: { myCompany: { apiKey: string } } };
    env.API_KEY = company.data.myCompany.apiKey;
    expect(JSON.parse(await sh(commands[15]!))).toMatchObject({ gtinNumber: '05901234123457' });
    expect(json(await sh(commands[16]!))).toEqual(json(answers[15]!));
  });

  it('10. publishes the schema with its version where the guide says', async () => {
    expect(await sh(commands[17]!)).toBe(answers[16]);
    const changelog = await fetch(`${stack.gateway.url}/graphql/changelog`);
    expect(changelog.status).toBe(200);
    expect(await changelog.text()).toMatch(/^# Changes to the GraphQL contract/);
  });

  it('the guide is a page for a browser: the Polish guide first, the English reference below; curl gets the Markdown', async () => {
    const browser = await fetch(`${stack.gateway.url}/graphql/guide`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await browser.text();
    expect(html).toMatch(/<section lang="pl"><h1 id="przewodnik-integratora-graphql-api-katalogu">Przewodnik integratora: GraphQL API katalogu<\/h1>/);
    expect(html.indexOf('<section lang="pl">')).toBeLessThan(html.indexOf('<section lang="en">'));
    // The reference's own links find their sections; a link to a repository file stays as text.
    expect(html).toContain('<a href="#4-rate-limits-you-can-plan-for">section 4</a>');
    expect(html).toContain('<h2 id="4-rate-limits-you-can-plan-for">');
    expect(html).not.toContain('href="decisions/');
    const curl = await fetch(`${stack.gateway.url}/graphql/guide`, { headers: { accept: '*/*' } });
    expect(curl.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await curl.text()).toBe(guide);
  });

  it('the Polish guide’s commands are the reference’s, which this test runs', () => {
    const polish = readFileSync(path.join(DOCS, 'przewodnik-integratora.md'), 'utf8');
    const blocks = [...polish.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) expect(guide).toContain(block);
  });

  it('11. looks up many GTINs in one request, each answered and charged as one lookup', async () => {
    await signIn();
    expect(json(await sh(commands[18]!))).toEqual(json(answers[17]!));
  });

  it('12. resolves a GS1 Digital Link without a token: the card, or the linkset', async () => {
    expectHttp(await sh(commands[19]!), answers[18]!);
    expect(json(await sh(commands[20]!))).toEqual(json(answers[19]!));
  });
});
