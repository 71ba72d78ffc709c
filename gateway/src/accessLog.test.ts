import { describe, expect, it } from 'vitest';
import { Browser, stackForTests } from './test/harness';

type Line = { level: number; msg: string; reqId?: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };

describe('the access log', () => {
  const stack = stackForTests();
  const linesOf = (id: string) => stack.gateway.logs.map((line) => JSON.parse(line) as Line).filter((line) => line.reqId === id);

  it('gives every answer an id that finds all of its request’s lines, and one line for the answer', async () => {
    const browser = new Browser(stack.gateway.url);
    await browser.login('firma@demo.test');
    const res = await browser.gql(`query($gtin: String!) { product(gtin: $gtin) { __typename } }`, { gtin: '5901234123457' });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const lines = linesOf(id);
    // The REST call the lookup made is logged under the same id as the answer.
    expect(lines.map((line) => line.msg)).toEqual(['legacy call', 'request completed']);
    expect(lines[1]).toMatchObject({ level: 30, req: { method: 'POST', url: '/graphql' }, res: { statusCode: 200 } });
    expect(lines[1]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps a proxy’s request id and replaces one that is not a plain token', async () => {
    const kept = await fetch(`${stack.gateway.url}/graphql/schema.graphql`, { headers: { 'x-request-id': 'edge-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a_b');
    expect(linesOf('edge-42.a_b')).toHaveLength(1);

    const replaced = await fetch(`${stack.gateway.url}/graphql/schema.graphql`, { headers: { 'x-request-id': 'two words<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the path without its query string, and no header, cookie or token', async () => {
    const res = await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent('{ __typename }')}&secret=1`, {
      headers: { cookie: '__Host-sid=s%3Asecret-session-id', authorization: 'Bearer secret-token' },
    });
    const [line] = linesOf(res.headers.get('x-request-id')!);
    expect(line).toMatchObject({ req: { method: 'GET', url: '/graphql' } });
    expect(JSON.stringify(line)).not.toMatch(/secret|cookie|authorization/i);
  });

  it('leaves the probes out', async () => {
    const res = await fetch(`${stack.gateway.url}/healthz`);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(linesOf(res.headers.get('x-request-id')!)).toEqual([]);
  });
});
