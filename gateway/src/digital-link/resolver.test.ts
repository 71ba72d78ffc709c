import { beforeAll, describe, expect, it } from 'vitest';
import { stackForTests } from '../test/harness';

const ORIGIN = 'https://katalog.example.pl';
const CARD = `${ORIGIN}/catalog/05901234123457`;
const LINKSET_LINK = `<${ORIGIN}/01/05901234123457?linkType=linkset>; rel="linkset"; type="application/linkset+json"`;
const TITLE = 'Karta produktu w katalogu GS1 Polska / Product page in the GS1 Poland catalogue';
/** Each test asks from its own address, so one test's requests never spend another's budget. */
let nextAddress = 1;

/** Decision 043: the catalogue as a GS1-Conformant resolver, over real HTTP; one stand-in and one gateway for all of it. */
describe('GS1 Digital Link resolver', () => {
  const stack = stackForTests({ gatewayEnv: { PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_ANONYMOUS: '20/1m' } });
  let upstreamBefore: number;
  const answers: Response[] = [];

  const upstreamRequests = async () => Object.values((await stack.legacy.stats()).requests).reduce((sum, n) => sum + n, 0);

  /** A client at a fresh address: `ask(path, init)` answers without following a redirect. */
  const client = () => {
    const address = `192.0.2.${nextAddress++}`;
    return async (path: string, init: RequestInit = {}) => {
      const answer = await fetch(`${stack.gateway.url}${path}`, { redirect: 'manual', ...init, headers: { 'x-forwarded-for': address, ...init.headers } });
      answers.push(answer);
      return answer;
    };
  };

  beforeAll(async () => {
    upstreamBefore = await upstreamRequests();
  });

  it('redirects (307) a GTIN of prefix 590 to its card: GTIN-13 or -14, a trailing slash, qualifiers, data attributes, HEAD', async () => {
    const ask = client();
    for (const path of ['/01/05901234123457', '/01/5901234123457', '/01/05901234123457/']) {
      const answer = await ask(path);
      expect([answer.status, answer.headers.get('location'), answer.headers.get('link')]).toEqual([307, CARD, LINKSET_LINK]);
      expect(answer.headers.get('vary')).toMatch(/accept/i);
    }
    // The query goes on to the card, as the standard wants by default.
    const full = await ask('/01/05901234123457/22/V1/10/ABC/21/S1?17=271231&foo=bar');
    expect([full.status, full.headers.get('location')]).toEqual([307, `${CARD}?17=271231&foo=bar`]);
    const head = await ask('/01/05901234123457/10/ABC?17=271231', { method: 'HEAD' });
    expect([head.status, head.headers.get('location'), head.headers.get('link')]).toEqual([307, `${CARD}?17=271231`, LINKSET_LINK]);
  });

  it('redirects to the link type asked for, by CURIE or URI, and answers 404 for a type it has no link of', async () => {
    const ask = client();
    for (const linkType of ['gs1:pip', 'https://gs1.org/voc/pip', 'gs1%3Apip', 'gs1:defaultLink']) {
      const answer = await ask(`/01/05901234123457?linkType=${linkType}`);
      expect([answer.status, answer.headers.get('location')]).toEqual([307, `${CARD}?linkType=${linkType}`]);
    }
    const missing = await ask('/01/05901234123457?linkType=gs1:nosuchlt');
    expect([missing.status, missing.headers.get('link')]).toEqual([404, LINKSET_LINK]);
    expect(await missing.json()).toEqual({
      errors: [
        {
          message: 'Ten katalog nie ma dla tego produktu łącza typu gs1:nosuchlt. Są łącza typów gs1:defaultLink, gs1:pip i ich zestaw (linkType=linkset).',
          extensions: { code: 'LINK_TYPE_NOT_FOUND' },
        },
      ],
    });
  });

  it('answers the linkset (RFC 9264) for linkType=linkset or all and for an Accept of JSON, with the Link header and its context', async () => {
    const ask = client();
    const expected = {
      linkset: [
        {
          anchor: `${ORIGIN}/01/05901234123457`,
          itemDescription: 'GTIN 05901234123457',
          'https://gs1.org/voc/defaultLink': [{ href: CARD, title: TITLE }],
          'https://gs1.org/voc/pip': [{ href: CARD, title: TITLE, hreflang: ['pl'], type: 'text/html' }],
        },
      ],
    };
    const asked = [
      await ask('/01/05901234123457?linkType=linkset'),
      await ask('/01/05901234123457/10/ABC?linkType=all'),
      await ask('/01/5901234123457', { headers: { accept: 'application/linkset+json' } }),
    ];
    for (const answer of asked) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/linkset+json; charset=utf-8');
      expect(answer.headers.get('link')).toBe(
        `${LINKSET_LINK}, <https://ref.gs1.org/standards/resolver/linkset-context>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`,
      );
      expect(await answer.json()).toEqual(expected);
    }
    const json = await ask('/01/05901234123457', { headers: { accept: 'application/json' } });
    expect([json.status, json.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    // A browser gets the card.
    const page = await ask('/01/05901234123457', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect([page.status, page.headers.get('location')]).toEqual([307, CARD]);
  });

  it('describes itself at /.well-known/gs1resolver', async () => {
    const answer = await client()('/.well-known/gs1resolver');
    expect([answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    expect(await answer.json()).toEqual({
      name: 'Katalog produktów GS1 Polska',
      resolverRoot: ORIGIN,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: 'https://gs1.org/voc/', prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
      jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
    });
  });

  it('hands a GTIN outside prefix 590 to the global resolver with its path and query, naming it', async () => {
    const ask = client();
    const answer = await ask('/01/04006381333931/10/ABC?17=271231&linkType=gs1:pip');
    expect([answer.status, answer.headers.get('location')]).toEqual([307, 'https://id.gs1.org/01/04006381333931/10/ABC?17=271231&linkType=gs1:pip']);
    expect(answer.headers.get('link')).toBe(
      '<https://id.gs1.org/01/04006381333931?linkType=linkset>; rel="linkset"; type="application/linkset+json", <https://id.gs1.org>; rel="https://gs1.org/voc/handledBy"',
    );
    const gtin8 = await ask('/01/12345670?linkType=linkset', { headers: { accept: 'application/linkset+json' } });
    expect([gtin8.status, gtin8.headers.get('location')]).toEqual([307, 'https://id.gs1.org/01/12345670?linkType=linkset']);
  });

  it('refuses a wrong check digit and a malformed Digital Link with 400 and a message', async () => {
    const ask = client();
    const checkDigit = await ask('/01/05901234123458');
    expect(checkDigit.status).toBe(400);
    expect(await checkDigit.json()).toEqual({
      errors: [{ message: 'To nie jest numer GTIN: ostatnia cyfra, kontrolna, dla tych cyfr powinna być 7', extensions: { code: 'INVALID_GTIN' } }],
    });
    // Not a key qualifier, qualifiers out of the standard's order, an expiry date of four digits, no GTIN, a GTIN too short.
    for (const path of ['/01/05901234123457/foo', '/01/05901234123457/21/S1/10/ABC', '/01/05901234123457?17=2712', '/01/', '/01/59012341234']) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(400);
      const { errors } = (await answer.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(errors[0]!.extensions.code, path).toMatch(/^INVALID_(DIGITAL_LINK|GTIN)$/);
      expect(errors[0]!.message, path).toMatch(/^To nie jest (poprawny adres GS1 Digital Link|numer GTIN)/);
    }
  });

  it('is open to any origin (its root too), answers preflights with the linkset Link, and other methods with 405', async () => {
    const ask = client();
    const answer = await ask('/01/05901234123457', { headers: { origin: 'https://sklep.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe('link,retry-after');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const preflight = await ask('/01/05901234123457', {
      method: 'OPTIONS',
      headers: { origin: 'https://sklep.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'link'].map((name) => [name, preflight.headers.get(name)]))).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,HEAD,OPTIONS',
      'access-control-allow-headers': 'accept,accept-language',
      link: LINKSET_LINK,
    });
    // The suite checks HTTPS by fetching the root from its own page, without CORS.
    expect((await ask('/', { method: 'HEAD' })).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const post = await ask('/01/05901234123457', { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
  });

  it("spends the address's visitor budget: over it, 429 with Retry-After; another address is still answered", async () => {
    const ask = client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(i % 2 ? '/.well-known/gs1resolver' : '/01/05901234123457')).status);
    expect(statuses.slice(0, 20).every((status) => status === 200 || status === 307)).toBe(true);
    const refused = answers.at(-1)!;
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([429, '*']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('RATE_LIMITED');
    expect((await client()('/01/05901234123457')).status).toBe(307);
  });

  it('tells the generator its address (Query.digitalLinkResolver)', async () => {
    const answer = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${nextAddress++}` },
      body: JSON.stringify({ query: '{ digitalLinkResolver }' }),
    });
    expect(await answer.json()).toEqual({ data: { digitalLinkResolver: ORIGIN } });
  });

  // Last: what every answer above did and did not do.
  it('made no session (no cookie), asked the provider nothing for any of it, and counted it in its own area', async () => {
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.flatMap((answer) => answer.headers.getSetCookie())).toEqual([]);
    expect(await upstreamRequests()).toBe(upstreamBefore);
    expect(await (await fetch(`${stack.gateway.url}/metrics`)).text()).toMatch(/gateway_http_requests_total\{area="digital-link",method="GET",status="307"\} \d+/);
  });
});
