import { createServer, type Server } from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegacyClient } from './client';
import { LegacyError } from './errors';
import { bearerCredentials } from '../session/credentials';
import { anonymous, type Credentials } from './http';

/**
 * Every answer the spec lists, and the shapes an independent implementation may send where the spec is silent,
 * against the outcome each call maps it to. The upstream here is scripted (the edge of this unit); the gateway's
 * other tests run the same client against the real stand-in.
 */

interface Scripted {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

let upstream: Server;
let baseUrl = '';
let script: Scripted[] = [];
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const next = script.shift() ?? { status: 500, body: { detail: 'unscripted' } };
    const html = typeof next.body === 'string' && next.body.startsWith('<');
    res.writeHead(next.status, { 'content-type': html ? 'text/html' : 'application/json', ...next.headers });
    res.end(html ? next.body : JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

function client(credentials: Credentials = bearerCredentials('member-token'), captchaToken: string | null = null, suggestParams?: 'field-text' | 'suggester') {
  return new LegacyClient({
    suggestParams,
    baseUrl,
    timeoutMs: 2_000,
    clientIp: '203.0.113.7',
    captchaHeader: 'x-captcha-token',
    captchaToken,
    globalLookupPath: '/global_registry/get_product/{gtin}/',
    credentials,
    logger: pino({ level: 'silent' }),
  });
}

/** What a call came to: its data, its failure, or the kind of unexpected error it threw. */
async function outcome(run: () => Promise<{ ok: boolean; data?: unknown; failure?: unknown }>, ...answers: Scripted[]) {
  script = [...answers];
  try {
    const answer = await run();
    return answer.ok ? { data: answer.data } : { failure: answer.failure };
  } catch (error) {
    if (error instanceof LegacyError) return { unexpected: error.failure.kind };
    throw error;
  } finally {
    expect(script).toEqual([]);
  }
}

const product = { gtinNumber: '05901234123457', name: 'Pierogi ruskie 450 g' };
const HTML_404 = '<!doctype html><html><body><h1>Not Found</h1><p>The requested resource was not found.</p></body></html>';
const GTIN = '05901234123457';

describe('single lookup in the own database', () => {
  const lookup = () => client().catalog.ownProduct(GTIN, '12');
  it.each<[string, Scripted, Record<string, unknown>]>([
    ['406 captcha', { status: 406, body: { detail: 'ReCAPTCHA not verified' } }, { failure: { kind: 'captchaRejected' } }],
    ['captcha string in a 400', { status: 400, body: 'ReCAPTCHA_406_ERROR' }, { failure: { kind: 'captchaRejected' } }],
    ['captcha string as detail of a 403', { status: 403, body: { detail: 'ReCAPTCHA not verified' } }, { failure: { kind: 'captchaRejected' } }],
    [
      '429 member',
      { status: 429, body: { detail: 'too_many_requests_auth_user' }, headers: { 'retry-after': '3600' } },
      { failure: { kind: 'memberLimited', retryAfterSeconds: 3600 } },
    ],
    ['429 anonymous', { status: 429, body: { detail: 'too_many_requests_not_auth_user' } }, { failure: { kind: 'anonymousLimited', retryAfterSeconds: null } }],
    ['429 without a code', { status: 429, body: null }, { failure: { kind: 'limited' } }],
    ['404 with detail', { status: 404, body: { detail: 'Nie znaleziono' } }, { failure: { kind: 'notFound', detail: 'Nie znaleziono' } }],
    ['404 as an HTML page', { status: 404, body: HTML_404 }, { failure: { kind: 'notFound', detail: null } }],
    ['400 the call does not expect', { status: 400, body: { detail: 'Niepoprawny numer GTIN' } }, { unexpected: 'undeclared' }],
    ['403 the call does not expect', { status: 403, body: { detail: 'Nie masz uprawnień do tej czynności' } }, { unexpected: 'undeclared' }],
    ['500', { status: 500, body: { detail: 'A server error occurred.' } }, { unexpected: 'unavailable' }],
    ['502 HTML page', { status: 502, body: '<html><body>Bad Gateway</body></html>' }, { unexpected: 'unavailable' }],
    ['200 breaking the contract', { status: 200, body: { gtinNumber: 'x' } }, { unexpected: 'contract' }],
    ['200 with a 13-digit gtinNumber', { status: 200, body: { ...product, gtinNumber: '5901234123457' } }, { data: { gtinNumber: GTIN } }],
  ])('%s', async (_name, answer, expected) => {
    expect(await outcome(lookup, answer)).toMatchObject(expected);
  });
});

describe('global-registry lookup', () => {
  const lookup = () => client(anonymous, 'solved-payload').catalog.globalProduct('04006381333931', null);
  it.each<[string, Scripted, Record<string, unknown>]>([
    ['a product', { status: 200, body: { ...product, gtinNumber: '4006381333931', isGlobal: true } }, { data: { gtinNumber: '04006381333931', isGlobal: true } }],
    ['"User not logged"', { status: 200, body: 'User not logged' }, { failure: { kind: 'loginRequired' } }],
    ['"not_found"', { status: 200, body: 'not_found' }, { failure: { kind: 'notInRegistry' } }],
    ['"User not logged" in a 401', { status: 401, body: { detail: 'User not logged' } }, { failure: { kind: 'loginRequired' } }],
    ['406 captcha', { status: 406, body: { detail: 'ReCAPTCHA not verified' } }, { failure: { kind: 'captchaRejected' } }],
    ['a string code the spec does not list: not found', { status: 200, body: 'NOT_FOUND' }, { failure: { kind: 'notInRegistry', detail: 'NOT_FOUND' } }],
  ])('%s', async (_name, answer, expected) => {
    expect(await outcome(lookup, answer)).toMatchObject(expected);
  });

  it('sends an anonymous visitor’s captcha token in the configured header, and the client address', async () => {
    seen.length = 0;
    await outcome(() => client(anonymous, 'solved-payload').catalog.globalProduct('04006381333931', null), { status: 200, body: 'User not logged' });
    expect(seen[0]?.headers['x-captcha-token']).toBe('solved-payload');
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('advanced search', () => {
  const search = () => client().catalog.advancedSearch('2', { company_nip: 'x', limit: 15, offset: 0 });
  it.each<[string, Scripted, Record<string, unknown>]>([
    [
      '400 field error on company_nip',
      { status: 400, body: { company_nip: ['Niepoprawny numer NIP'] } },
      { failure: { kind: 'invalid', problems: [{ field: ['filter', 'companyNip'], message: 'Niepoprawny numer NIP' }] } },
    ],
    [
      '400 two fields, the first message of each',
      { status: 400, body: { gpc_number: ['Niepoprawny kod GPC', 'second'], name__contains: 'Za długie' } },
      {
        failure: {
          kind: 'invalid',
          problems: [
            { field: ['filter', 'gpc'], message: 'Niepoprawny kod GPC' },
            { field: ['filter', 'name'], message: 'Za długie' },
          ],
        },
      },
    ],
    ['400 on a field the call does not send', { status: 400, body: { company_regon: ['?'] } }, { unexpected: 'undeclared' }],
    ['400 offset_not_allowed', { status: 400, body: { detail: 'offset_not_allowed' } }, { failure: { kind: 'offsetNotAllowed' } }],
    ['400 too_many_results', { status: 400, body: { detail: 'too_many_results' } }, { failure: { kind: 'tooManyResults' } }],
    ['403 denied', { status: 403, body: { detail: 'Nie masz uprawnień do tej czynności' } }, { failure: { kind: 'denied' } }],
    ['401 token refused (integrator: no renewal)', { status: 401, body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' } }, { failure: { kind: 'sessionExpired' } }],
    [
      'a page keeps its count when a broken product is dropped',
      { status: 200, body: { count: 40, results: [product, { gtinNumber: 'broken' }, { ...product, gtinNumber: '5901234123464' }] } },
      { data: { count: 40, results: [{ gtinNumber: GTIN }, { gtinNumber: '05901234123464' }], tooManyResults: false } },
    ],
  ])('%s', async (_name, answer, expected) => {
    expect(await outcome(search, answer)).toMatchObject(expected);
  });

  it('names the field problem on the input it came from, nothing on the field the upstream used', async () => {
    const result = await outcome(search, { status: 400, body: { company_nip: ['Niepoprawny numer NIP'] } });
    expect(result).toEqual({ failure: { kind: 'invalid', problems: [{ field: ['filter', 'companyNip'], message: 'Niepoprawny numer NIP' }] } });
  });
});

describe('lists the spec leaves open', () => {
  const tree = [{ id: 1, code: '50000000', text: 'Żywność', children: [{ id: 2, code: '50200000', text: 'Napoje', children: [] }] }];
  it.each<[string, Scripted]>([
    ['a bare category tree', { status: 200, body: tree }],
    ['a DRF paginated envelope', { status: 200, body: { count: 1, next: null, previous: null, results: tree } }],
  ])('reads %s', async (_name, answer) => {
    expect(await outcome(() => client().catalog.categories(), answer)).toMatchObject({
      data: [{ id: '1', code: '50000000', children: [{ id: '2', code: '50200000', children: [] }] }],
    });
  });

  it.each<[string, unknown]>([
    ['flat [{text}]', [{ text: 'Pierogi ruskie' }, { text: 'Pierogi z mięsem' }]],
    ['completion suggester', [{ text: 'pie', offset: 0, length: 3, options: [{ text: 'Pierogi ruskie', _score: 2 }, { text: 'Pierogi z mięsem', _score: 1 }] }]],
    ['completion suggester in an envelope', { count: 1, results: [{ text: 'pie', options: [{ text: 'Pierogi ruskie' }, { text: 'Pierogi z mięsem' }] }] }],
    [
      'django-elasticsearch-dsl-drf suggest: entries keyed by the suggester',
      { name_suggest__completion: [{ text: 'pie', offset: 0, length: 3, options: [{ text: 'Pierogi ruskie', _source: { name: 'Pierogi ruskie' } }, { text: 'Pierogi z mięsem' }] }] },
    ],
    ['two suggesters keyed, one text in both', { name_suggest__completion: [{ text: 'pie', options: [{ text: 'Pierogi ruskie' }] }], name_suggest__term: [{ text: 'pie', options: [{ text: 'Pierogi ruskie' }, { text: 'Pierogi z mięsem' }] }] }],
  ])('reads suggestions as %s', async (_name, body) => {
    expect(await outcome(() => client().catalog.suggestions('2', 'NAME', 'pie'), { status: 200, body })).toEqual({
      data: ['Pierogi ruskie', 'Pierogi z mięsem'],
    });
  });

  it.each<[string, unknown]>([
    ['ids', { slug: 'home-page', content: '<p>x</p>', images: [3, '4'] }],
    ['images with their addresses', { slug: 'home-page', content: '<p>x</p>', images: [{ id: 3, url: 'https://api.example/media/3.png' }, { id: '4' }] }],
  ])("reads a page's images as %s", async (_name, body) => {
    expect(await outcome(() => client(anonymous).cms.pageContent('home-page'), { status: 200, body })).toMatchObject({ data: { content: '<p>x</p>', images: ['3', '4'] } });
  });

  it.each<[string, Scripted]>([
    ['the page', { status: 200, body: { id: 1, slug: 'home-page', content: '<p>x</p>', images: [] } }],
    ['nothing (204)', { status: 204, body: '' }],
    ['an empty object', { status: 200, body: {} }],
  ])("takes %s as a page save's answer, which the spec does not show", async (_name, answer) => {
    const body = { contentType: 'text/plain', contentLength: 1, chunks: (async function* () { yield new Uint8Array([120]); })(), signal: new AbortController().signal };
    expect(await outcome(() => client().cms.savePage('home-page', body), answer)).toEqual({ data: null });
  });

  it.each<['field-text' | 'suggester' | undefined, string[]]>([
    [
      undefined,
      [
        '/api/v1/products/2/get_products_advanced/suggest/?field=name&text=ml%C4%99',
        '/api/v1/products/2/get_products_advanced/suggest/?field=brand&text=ml%C4%99',
        '/api/v1/companies/2/get_companies/suggest/?text=ml%C4%99',
      ],
    ],
    [
      'suggester',
      [
        '/api/v1/products/2/get_products_advanced/suggest/?name_suggest__completion=ml%C4%99',
        '/api/v1/products/2/get_products_advanced/suggest/?brand_suggest__completion=ml%C4%99',
        '/api/v1/companies/2/get_companies/suggest/?name_suggest__completion=ml%C4%99',
      ],
    ],
  ])('asks for suggestions with the %s parameters (default: field-text)', async (style, urls) => {
    seen.length = 0;
    for (const field of ['NAME', 'BRAND', 'COMPANY_NAME'] as const) {
      await outcome(() => client(undefined, null, style).catalog.suggestions('2', field, 'mlę'), { status: 200, body: [] });
    }
    expect(seen.map((s) => s.url)).toEqual(urls);
  });
});

describe('2D code generator: the spec’s GET /generator_2d/generate?text=', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>';
  const generate = () => client().generator.generate({ n01: '5901234123457', n17: '271231', n10: 'LOT 42' }, '12');
  it.each<[string, Scripted, Record<string, unknown>]>([
    [
      'an SVG image of each text',
      { status: 200, body: SVG },
      {
        data: {
          gs1datamatrix: { image: SVG, desc: '(01)05901234123457(17)271231(10)LOT 42' },
          qrcode: { image: SVG, desc: '(01)05901234123457(17)271231(10)LOT 42', qr_url: 'https://id.gs1.org/01/05901234123457/10/LOT%2042?17=271231' },
        },
      },
    ],
    ['400 on the GTIN (not licensed)', { status: 400, body: { n01: ['Numer GTIN nie jest aktywny'] } }, { failure: { kind: 'invalid', problems: [{ field: ['input', 'gtin'], message: 'Numer GTIN nie jest aktywny' }] } }],
    ['400 on the text itself', { status: 400, body: { text: ['Nieobsługiwany identyfikator zastosowania (99)'] } }, { failure: { kind: 'invalid', problems: [{ field: ['input'], message: 'Nieobsługiwany identyfikator zastosowania (99)' }] } }],
    ['403', { status: 403, body: { detail: 'Nie masz uprawnień do tej czynności' } }, { failure: { kind: 'denied' } }],
    ['200 that is not an image', { status: 200, body: { image: SVG } }, { unexpected: 'contract' }],
  ])('%s', async (_name, answer, expected) => {
    seen.length = 0;
    expect(await outcome(generate, answer, answer)).toMatchObject(expected);
    expect(seen.map((s) => new URL(s.url, 'http://x').searchParams.get('text')).sort()).toEqual(['(01)05901234123457(17)271231(10)LOT 42', 'https://id.gs1.org/01/05901234123457/10/LOT%2042?17=271231']);
  });
});

describe('2D code generator: the form’s entity (LEGACY_GENERATOR_CALL=form)', () => {
  it('posts the request keys and reads gs1datamatrix and qrcode', async () => {
    const form = new LegacyClient({ baseUrl, timeoutMs: 2_000, clientIp: undefined, captchaHeader: 'x-captcha-token', globalLookupPath: '/g/{gtin}/', generatorCall: 'form', credentials: bearerCredentials('member-token'), logger: pino({ level: 'silent' }) });
    const codes = { gs1datamatrix: { image: '<svg/>', desc: '(01)05901234123457' }, qrcode: { image: '<svg/>', desc: '(01)05901234123457', qr_url: 'https://id.gs1.org/01/05901234123457' } };
    seen.length = 0;
    expect(await outcome(() => form.generator.generate({ n01: '5901234123457' }, '12'), { status: 200, body: codes })).toEqual({ data: codes });
    expect(seen[0]?.url).toBe('/api/v1/generator_2d/generate/');
  });
});

describe('tokens', () => {
  const anonymousClient = () => client(anonymous);
  it.each<[string, () => Promise<{ ok: boolean }>, Scripted, Record<string, unknown>]>([
    ['login refused (401)', () => anonymousClient().session.obtainToken('a@b.pl', 'x'), { status: 401, body: { detail: 'No active account found with the given credentials' } }, { failure: { kind: 'invalidCredentials' } }],
    [
      'login with a missing field (400)',
      () => anonymousClient().session.obtainToken('', 'x'),
      { status: 400, body: { email: ['To pole jest wymagane.'] } },
      { failure: { kind: 'invalid', problems: [{ field: ['email'], message: 'To pole jest wymagane.' }] } },
    ],
    ['refresh refused (401)', () => anonymousClient().session.refreshToken('r1'), { status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } }, { failure: { kind: 'refused' } }],
    ['refresh with rotation', () => anonymousClient().session.refreshToken('r1'), { status: 200, body: { access: 'a2', refresh: 'r2' } }, { data: { access: 'a2', refresh: 'r2' } }],
    ['refresh without rotation keeps the refresh token', () => anonymousClient().session.refreshToken('r1'), { status: 200, body: { access: 'a2' } }, { data: { access: 'a2', refresh: 'r1' } }],
    ['me with a refused token', () => client().session.me(), { status: 401, body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' } }, { failure: { kind: 'sessionExpired' } }],
  ])('%s', async (_name, run, answer, expected) => {
    expect(await outcome(run, answer)).toMatchObject(expected);
  });
});

describe('a token the API refuses although it looked valid', () => {
  it('is renewed once and the call repeated with the new one', async () => {
    let renewals = 0;
    const credentials: Credentials = { accessToken: async () => 'old', renewAfterRejection: async () => (renewals++, 'new') };
    seen.length = 0;
    const result = await outcome(
      () => client(credentials).session.me(),
      { status: 401, body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' } },
      { status: 200, body: { id: 1, email: 'firma@demo.test', firstName: 'Jan', lastName: 'Kowalski', memberships: [] } },
    );
    expect(result).toMatchObject({ data: { email: 'firma@demo.test' } });
    expect(renewals).toBe(1);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('ends in sessionExpired, never a loop, when the renewed token is refused too', async () => {
    const credentials: Credentials = { accessToken: async () => 'old', renewAfterRejection: async () => 'new' };
    const refused = { status: 401, body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' } };
    expect(await outcome(() => client(credentials).session.me(), refused, refused)).toEqual({ failure: { kind: 'sessionExpired' } });
  });
});

describe('verification upload (a streamed body)', () => {
  const body = () => ({
    contentType: 'multipart/form-data; boundary=x',
    contentLength: 6,
    chunks: (async function* () {
      yield new TextEncoder().encode('--x--\n');
    })(),
    signal: new AbortController().signal,
  });
  const upload = (credentials?: Credentials) => () => client(credentials).verification.upload('7', '3', 'produkty żółć.csv', body());
  const record = { id: 9, fileName: 'produkty żółć.csv', createdAt: '2026-11-23T10:00:00Z', userEmail: 'firma@demo.test', processingStatus: 0, comment: '' };
  it.each<[string, Scripted, Record<string, unknown>]>([
    ['201 the record', { status: 201, body: record }, { data: { id: '9', processingStatus: 0 } }],
    ['400 too large', { status: 400, body: { detail: 'Plik jest zbyt duży – limit 50MB' } }, { failure: { kind: 'tooLarge' } }],
    ['400 wrong format', { status: 400, body: { detail: 'Niewłaściwy format pliku' } }, { failure: { kind: 'badFormat' } }],
    ['400 the file field', { status: 400, body: { file: ['Nie udało się odczytać pliku'] } }, { failure: { kind: 'invalid', problems: [{ field: ['file'], message: 'Nie udało się odczytać pliku' }] } }],
    ['403 processing', { status: 403, body: { detail: 'processing' } }, { failure: { kind: 'fileInProcess' } }],
    ['401 limit exhausted', { status: 401, body: { detail: 'Limit weryfikacji w Twoim pakiecie został wyczerpany' } }, { failure: { kind: 'limitExhausted' } }],
    ['403 no active membership', { status: 403, body: { detail: 'Dostęp mają tylko użytkownicy z aktywnym członkostwem w firmie' } }, { failure: { kind: 'noActiveMembership' } }],
    ['403 denied', { status: 403, body: { detail: 'Nie masz uprawnień do tej czynności' } }, { failure: { kind: 'denied' } }],
    ['400 another detail', { status: 400, body: { detail: 'Coś innego' } }, { unexpected: 'undeclared' }],
  ])('%s', async (_name, answer, expected) => {
    expect(await outcome(upload(), answer)).toMatchObject(expected);
  });

  it('sends the stream with its Content-Length and the file name encoded in the path', async () => {
    seen.length = 0;
    await outcome(upload(), { status: 201, body: record });
    expect(seen[0]?.url).toBe('/api/v1/repository/7/verify_file/3/produkty%20%C5%BC%C3%B3%C5%82%C4%87.csv/');
    expect(seen[0]?.headers['content-length']).toBe('6');
    expect(seen[0]?.headers['content-type']).toBe('multipart/form-data; boundary=x');
  });

  it('is never sent twice: a refused token is renewed for the next attempt and this one fails', async () => {
    let renewals = 0;
    const credentials: Credentials = { accessToken: async () => 'old', renewAfterRejection: async () => (renewals++, 'new') };
    const refused = { status: 401, body: { detail: 'Given token not valid for any token type', code: 'token_not_valid' } };
    expect(await outcome(upload(credentials), refused)).toEqual({ unexpected: 'undeclared' });
    expect(renewals).toBe(1);
  });
});

describe('verification result download', () => {
  const result = () => client().verification.result('2', '9');
  it.each<[string, Scripted, Record<string, unknown>]>([
    ['404 expired', { status: 404, body: { detail: 'Link wygasł' } }, { failure: { kind: 'expired' } }],
    ['404 not ready', { status: 404, body: { detail: 'Plik nie jest jeszcze gotowy' } }, { failure: { kind: 'notReady' } }],
    ['404 unknown', { status: 404, body: { detail: 'Nie znaleziono' } }, { failure: { kind: 'notFound' } }],
    ['403 denied', { status: 403, body: { detail: 'Nie masz uprawnień do tej czynności' } }, { failure: { kind: 'denied' } }],
    ['500', { status: 500, body: { detail: 'A server error occurred.' } }, { unexpected: 'unavailable' }],
  ])('%s', async (_name, answer, expected) => {
    expect(await outcome(result, answer)).toMatchObject(expected);
  });

  it('answers a success as the unread response, to be streamed on', async () => {
    const answer = await outcome(result, { status: 200, body: 'PK-not-really' });
    const response = (answer as { data: Response }).data;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('"PK-not-really"');
  });
});

describe('administration and commerce', () => {
  const company = { id: 2, name: 'Przykładowa Firma', accessToDownload: true };
  it.each<[string, () => Promise<{ ok: boolean }>, Scripted, Record<string, unknown>]>([
    ['generation while one runs (403 processing)', () => client().commerce.generateDatabase('2', { categories: [] }), { status: 403, body: { detail: 'processing' } }, { failure: { kind: 'alreadyGenerating' } }],
    // Spec §7: the 401 of a generation is the used-up limit; the token is not renewed for it.
    ['generation without limit (401)', () => client().commerce.generateDatabase('2', { categories: [] }), { status: 401, body: { detail: 'Limit pobrań został wyczerpany. Kup nowy pakiet' } }, { failure: { kind: 'limitExhausted' } }],
    ['generation denied (403)', () => client().commerce.generateDatabase('2', { categories: [] }), { status: 403, body: { detail: 'Nie masz uprawnień do tej czynności' } }, { failure: { kind: 'denied' } }],
    ['generation with a bad GTIN', () => client().commerce.generateDatabase('2', { categories: [] }), { status: 400, body: { gtin: ['Niepoprawny numer GTIN'] } }, { failure: { kind: 'invalid', problems: [{ field: ['selection', 'gtin'] }] } }],
    ['generation with a refusal the spec does not word', () => client().commerce.generateDatabase('2', { categories: [] }), { status: 403, body: { detail: 'Brak dostępu' } }, { failure: { kind: 'denied' } }],
    ['no zip ready (404 Link wygasł)', () => client().commerce.databaseZip('2'), { status: 404, body: { detail: 'Link wygasł' } }, { failure: { kind: 'none' } }],
    ['download access saved, company answered', () => client().admin.setDownloadAccess('2', false), { status: 200, body: company }, { data: { id: '2', name: 'Przykładowa Firma' } }],
    ['download access saved, no company answered (the spec does not show the answer)', () => client().admin.setDownloadAccess('2', false), { status: 204, body: '' }, { data: null }],
    ['removing the last representative', () => client().admin.deleteMembership('1', '2', '5'), { status: 400, body: { detail: 'Nie można usunąć ostatniego reprezentanta firmy', code: 'last_representative' } }, { failure: { kind: 'lastRepresentative' } }],
    ['removing one’s own membership', () => client().admin.deleteMembership('1', '2', '5'), { status: 400, body: { detail: 'Nie można usunąć własnego członkostwa' } }, { failure: { kind: 'ownMembership' } }],
    ['an issue file still generated (HEAD 404)', () => client().admin.issueFileReady('1', '7'), { status: 404, body: '' }, { failure: { kind: 'notReady' } }],
    ['order while not on Starter', () => client().commerce.orderSubscription('monthly', '3'), { status: 400, body: { detail: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter' } }, { failure: { kind: 'notFree' } }],
    ['order of an unknown package', () => client().commerce.orderSubscription('gold', '3'), { status: 400, body: { subscription: ['"gold" nie jest poprawnym wyborem.'] } }, { failure: { kind: 'invalid', problems: [{ field: ['package'] }] } }],
  ])('%s', async (_name, run, answer, expected) => {
    expect(await outcome(run, answer)).toMatchObject(expected);
  });

  it('asks a HEAD without the CSRF pair: it is a safe method', async () => {
    seen.length = 0;
    await outcome(() => client().admin.issueFileReady('1', '7'), { status: 200, body: '' });
    expect(seen[0]!.headers['x-csrftoken']).toBeUndefined();
  });
});

describe('account activation (spec §8)', () => {
  const activate = () => client(anonymous).accounts.activate('abc', { password: 'Haslo123!', passwordRepeat: 'Haslo123!' });
  it.each<[string, Scripted, Record<string, unknown>]>([
    ['an expired link (404)', { status: 404, body: { detail: 'Nie znaleziono.' } }, { failure: { kind: 'linkExpired' } }],
    ['an account already active', { status: 400, body: { detail: 'Konto jest już aktywne' } }, { failure: { kind: 'alreadyActive' } }],
    ['a field error of the form', { status: 400, body: { password: ['Hasło nie spełnia wymagań'] } }, { failure: { kind: 'invalid', problems: [{ field: ['input', 'password'] }] } }],
    ['any other refusal: Błąd podczas aktywacji konta', { status: 400, body: { detail: 'Activation failed' } }, { failure: { kind: 'activationFailed' } }],
    ['a non-field error of DRF', { status: 400, body: { non_field_errors: ['Członkostwo zostało usunięte'] } }, { failure: { kind: 'activationFailed' } }],
    ['a failing API stays unexpected', { status: 503, body: { detail: 'down' } }, { unexpected: 'unavailable' }],
    [
      "the address's budget (DRF's throttle)",
      { status: 429, body: { detail: 'Request was throttled. Expected available in 120 seconds.' }, headers: { 'retry-after': '120' } },
      { failure: { kind: 'throttled', retryAfterSeconds: 120 } },
    ],
  ])('%s', async (_name, answer, expected) => {
    expect(await outcome(activate, answer)).toMatchObject(expected);
  });
});
