import { afterEach, expect, it, vi } from 'vitest';
import { createClient } from './apollo';
import { HomeDocument } from '../features/home/Home.generated';
import { LoginDocument } from '../features/session/Login.generated';
import { publicRead } from '../shared/content/publicRead';

/** The gateway, at the edge: records what the app sends and answers empty data. */
function gatewayAnswering(data: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const idOf = (document: object) => (document as { __meta__: { hash: string } }).__meta__.hash;

it('sends an operation as its trusted-document id, without its text', async () => {
  const sent = gatewayAnswering({ login: null });
  await createClient().mutate({ mutation: LoginDocument, variables: { input: { email: 'a@b.pl', password: 'x', rememberMe: false } } });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.init.method).toBe('POST');
  const body = JSON.parse(sent[0]!.init.body as string) as Record<string, unknown>;
  expect(body).toEqual({
    operationName: 'Login',
    variables: { input: { email: 'a@b.pl', password: 'x', rememberMe: false } },
    extensions: { persistedQuery: { version: 1, sha256Hash: idOf(LoginDocument) } },
  });
  expect(idOf(LoginDocument)).toMatch(/^[0-9a-f]{16}$/);
});

it('sends a public read as GET with the id in the URL and the CSRF header', async () => {
  const sent = gatewayAnswering({ productCounters: null, pageContent: null });
  await createClient().query({ query: HomeDocument, context: publicRead });
  expect(sent).toHaveLength(1);
  const url = new URL(sent[0]!.url, 'https://katalog.example');
  expect(sent[0]!.init.method).toBe('GET');
  expect(url.searchParams.get('query')).toBeNull();
  expect(JSON.parse(url.searchParams.get('extensions')!)).toEqual({ persistedQuery: { version: 1, sha256Hash: idOf(HomeDocument) } });
  expect(new Headers(sent[0]!.init.headers).get('apollo-require-preflight')).toBe('true');
});
