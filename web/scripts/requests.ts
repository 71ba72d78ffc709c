/**
 * The GraphQL requests the web app sends, byte for byte: each generated document run through the app's own Apollo
 * client (`web/src/app/apollo.ts`: its cache's transforms, its links, its `HttpLink`) with a `fetch` that keeps the
 * request instead of sending it. So the bench measures what a browser sends, and follows the app when a fragment
 * changes.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { appLink, createClient } from '../src/app/apollo';
import { ProductCardDocument } from '../src/features/catalog/ProductCard.generated';
import { CatalogSearchDocument } from '../src/features/catalog/CatalogSearch.generated';
import { AppViewerDocument } from '../src/shared/viewer/Viewer.generated';

export interface WebRequest {
  /** The request's headers as the app sets them (content type, accept). */
  headers: Record<string, string>;
  body: string;
}

/** The request the app sends for `document` with `variables`. */
export async function webRequest<V extends Record<string, unknown>>(document: TypedDocumentNode<unknown, V>, variables: V): Promise<WebRequest> {
  let sent: WebRequest | undefined;
  const keep: typeof fetch = async (_url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    sent = { headers, body: String(init?.body) };
    return new Response(JSON.stringify({ errors: [{ message: 'kept, not sent' }] }), { headers: { 'content-type': 'application/json' } });
  };
  const client = createClient(appLink(keep));
  await client.query({ query: document, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  if (!sent) throw new Error('the app sent no request');
  return sent;
}

/** The card of one GTIN (`/catalog/{gtin}` opened in the app, or after a lookup). */
export const productCardRequest = (gtin: string) => webRequest(ProductCardDocument, { gtin });

/** A catalogue page as `/catalog?…` asks for it (`useCatalogSearch`: the URL's filters, a page of `limit`). */
export const catalogSearchRequest = (filter: Record<string, string | string[]>, offset: number, limit: number) =>
  webRequest(CatalogSearchDocument, { filter, offset, limit });

/** The app's first query on arrival: who is signed in, and the captcha's state. */
export const appViewerRequest = () => webRequest(AppViewerDocument, {});
