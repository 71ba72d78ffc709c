import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { busyTracker } from './busy';

/**
 * Unions and the Problem interface of the contract (schema/src/*.graphql). The cache needs them to match
 * `... on Problem` and union fragments against concrete `__typename`s.
 */
export const possibleTypes = {
  ProductLookupResult: [
    'Product',
    'InvalidGtin',
    'CaptchaRequired',
    'CaptchaRejected',
    'RateLimited',
    'LoginRequired',
    'ProductNotFound',
    'NotFromOrganisation',
    'SessionExpired',
  ],
  CatalogSearchResult: [
    'CatalogPage',
    'InvalidGtin',
    'ValidationFailed',
    'CaptchaRequired',
    'CaptchaRejected',
    'RateLimited',
    'LoginRequired',
    'PermissionDenied',
    'ProductNotFound',
    'NotFromOrganisation',
    'NoProductsFound',
    'TooManyResults',
    'OffsetNotAllowed',
    'SessionExpired',
  ],
  CatalogSuggestionsResult: ['CatalogSuggestions', 'LoginRequired', 'PermissionDenied', 'SessionExpired'],
  CategoryTreeResult: ['CategoryTree', 'LoginRequired', 'PermissionDenied', 'SessionExpired'],
  LoginResult: ['Viewer', 'InvalidCredentials', 'ValidationFailed'],
  SwitchMembershipResult: ['Viewer', 'MembershipNotAvailable', 'SessionExpired'],
  Problem: [
    'InvalidGtin',
    'CaptchaRequired',
    'CaptchaRejected',
    'RateLimited',
    'LoginRequired',
    'ProductNotFound',
    'NotFromOrganisation',
    'FieldProblem',
    'ValidationFailed',
    'SessionExpired',
    'PermissionDenied',
    'InvalidCredentials',
    'MembershipNotAvailable',
    'NoProductsFound',
    'TooManyResults',
    'OffsetNotAllowed',
    // Fuzzy entry: a member the gateway adds later still matches `... on Problem` when it carries the
    // interface's fields (Apollo checks the result on write), so its message shows (DESIGN.md §3.4).
    '[A-Za-z_][A-Za-z0-9_]*',
  ],
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
                const ref = toReference({ __typename: 'Product', gtin: gtin.padStart(14, '0') });
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

export function createClient(link?: ApolloLink): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([busyLink, link ?? new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
  });
}
