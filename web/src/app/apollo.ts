import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { Observable } from 'rxjs';
import { busyTracker } from './busy';
import { toGtin14 } from 'schema/validation';
import generated from '../gql/possibleTypes';

/**
 * Unions and the Problem interface, generated from the contract, so the cache can match `... on Problem` and
 * union fragments. The fuzzy entry lets a member the gateway adds later still match `... on Problem` when it
 * carries the interface's fields (Apollo checks the result on write), so its message shows (docs/architecture.md, Errors).
 */
export const possibleTypes = {
  ...generated.possibleTypes,
  Problem: [...generated.possibleTypes.Problem, '[A-Za-z_][A-Za-z0-9_]*'],
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          /**
           * Cache redirect: `product(gtin)` answers with the Product a search already put in the cache (keyed by
           * the 14-digit GTIN), so the card opened from the results table needs no second lookup.
           */
          product: {
            read(existing, { args, toReference, canRead }) {
              const gtin = typeof args?.gtin === 'string' ? args.gtin.trim() : '';
              if (/^\d{8,14}$/.test(gtin)) {
                const ref = toReference({ __typename: 'Product', gtin: toGtin14(gtin) });
                if (ref && canRead(ref)) return ref;
              }
              return existing;
            },
          },
        },
      },
      Product: { keyFields: ['gtin'] },
      // One signed-in person per session: login, switchMembership and the viewer query all update the same entry.
      Viewer: { keyFields: [] },
      // One captcha state per session: submitCaptcha updates what `captcha` shows.
      CaptchaState: { keyFields: [] },
      // One count of the day's lookups: every answer that carries it updates the one entry, so an answer shown again
      // from the cache (a GTIN looked up before) shows what is left now, not what was left then (issue 38).
      LookupQuota: { keyFields: [] },
      Membership: { keyFields: ['id'] },
      User: { keyFields: ['id'] },
    },
  });
}

/** Counts mutations in flight so the global spinner can cover app-level actions. */
export const busyLink = new ApolloLink((operation, forward) => {
  const isMutation = operation.query.definitions.some(
    (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
  );
  if (!isMutation) return forward(operation);
  return new Observable((observer) => {
    const done = busyTracker.start();
    const subscription = forward(operation).subscribe({
      next: (value) => observer.next(value),
      error: (error: unknown) => {
        done();
        observer.error(error);
      },
      complete: () => {
        done();
        observer.complete();
      },
    });
    return () => {
      done();
      subscription.unsubscribe();
    };
  });
});

/** The trusted-document id codegen put on a generated document (decision 030). */
const idOf = (document: DocumentNode) => (document as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash;

/**
 * Sends a generated operation's id instead of its text, as Apollo's persisted-query link does on its first try
 * (`extensions.persistedQuery`, no `query`; decision 030): the gateway runs it from the build's manifest, and in
 * production runs nothing else for a browser. The app and the gateway's manifest come from one codegen run, so there is
 * no fallback to text (the persisted-query link's retry logic would be a kilobyte more on every route).
 */
const trustedDocumentLink = new ApolloLink((operation, forward) => {
  const id = idOf(operation.query);
  if (id) {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: id };
    operation.setContext(({ http }: { http?: object }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
  }
  return forward(operation);
});

/**
 * The app's way to the gateway: operations by id, on the app's origin, with the session cookie; Apollo's own name and
 * version are not sent (no use here). `fetch` lets the bench keep a request instead of sending it (`scripts/requests.ts`).
 */
export const appLink = (fetch?: typeof globalThis.fetch) =>
  ApolloLink.from([trustedDocumentLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin', enhancedClientAwareness: { transport: false }, fetch })]);

export function createClient(link?: ApolloLink): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([busyLink, link ?? appLink()]),
  });
}
