import type { Request, RequestHandler } from 'express';
import { provenBearer } from '../access/token-trust';
import { paramsOf, rereadParams, searchOf, type GraphQLParams } from './request-params';

/**
 * Whether a request without a bearer token may run a document of its own (`off`, development) or only one of the web
 * app's, by id (`enforce`, production). Bearer tokens always may, within the document limits (decision 030).
 */
export type TrustedDocumentsMode = 'enforce' | 'off';

/** The web app's operations by id: codegen's manifest (`gateway/src/__generated__/trusted-documents.json`). */
export type TrustedManifest = Readonly<Record<string, string>>;

/** The id Apollo's persisted-query link sends (`extensions.persistedQuery.sha256Hash`), if any. */
function idOf(extensions: unknown): string | null {
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

/**
 * The request's parameters with `query` the document and the id's extension gone, for Apollo (APQ stays off). Apollo
 * reads a GET's parameters from the URL, so that is where the document goes.
 */
function useDocument(req: Request, params: GraphQLParams, extensions: Record<string, unknown>, document: string): void {
  const { persistedQuery: _id, ...rest } = extensions;
  if (req.method === 'GET') {
    const search = searchOf(req);
    search.set('query', document);
    if (Object.keys(rest).length) search.set('extensions', JSON.stringify(rest));
    else search.delete('extensions');
    req.url = `${req.path}?${search}`;
    rereadParams(req);
  } else {
    params.query = document;
    params.extensions = rest;
  }
}

/**
 * The refusal of text without a token. Only the gateway says it (the web app sends ids), so it is kept here rather
 * than in `schema/validation`'s messages, which the web app's chunks carry.
 */
const TRUSTED_DOCUMENT_REQUIRED = {
  errors: [
    {
      message:
        'Bez tokenu bramka wykonuje tylko operacje aplikacji katalogu, wskazane identyfikatorem (extensions.persistedQuery). Aplikacja w przeglądarce: odśwież stronę, jest nowa wersja. Programy wysyłają własne zapytania z nagłówkiem "Authorization: Bearer <access token>".',
      extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' },
    },
  ],
};

/** The manifest id of the document each request runs, when it runs one of the web app's. */
const documentIds = new WeakMap<Request, string>();

/** The manifest id of the document `req` runs (set by `trustedDocuments`), if it runs one of the web app's. */
export const trustedDocumentOf = (req: Request): string | undefined => documentIds.get(req);

/**
 * Trusted documents at `/graphql` (decision 030): an id from the manifest runs its document, for every caller. Text
 * runs for proven bearer tokens always and for everyone in `off` mode; in `enforce` mode a request without a bearer token (a
 * browser, signed in or not) that sends text is refused with `PERSISTED_QUERY_ID_REQUIRED`. Any other id goes on to
 * Apollo, which answers `PERSISTED_QUERY_NOT_SUPPORTED` as before: nobody registers documents.
 */
export function trustedDocuments(manifest: TrustedManifest, mode: TrustedDocumentsMode): RequestHandler {
  return (req, res, next) => {
    const params = paramsOf(req);
    const hasText = typeof params.query === 'string' && params.query !== '';
    if (hasText) {
      // Only a token the provider accepted sends text (decision 038): a token-shaped string proves nothing.
      if (mode === 'off' || provenBearer(req)) return next();
      res.status(400).setHeader('cache-control', 'no-store').json(TRUSTED_DOCUMENT_REQUIRED);
      return;
    }
    const { extensions } = params;
    const id = idOf(extensions);
    const document = id !== null && Object.hasOwn(manifest, id) ? manifest[id] : undefined;
    if (document !== undefined) {
      useDocument(req, params, extensions as Record<string, unknown>, document);
      documentIds.set(req, id!);
    }
    next();
  };
}
