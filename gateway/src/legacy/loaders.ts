import DataLoader from 'dataloader';
import type { CatalogApi } from './catalog';
import type { LegacyClient } from './client';
import type { QueryParams } from './http';
import type { SessionApi } from './session';

type MeAnswer = Awaited<ReturnType<SessionApi['me']>>;
type LookupAnswer = Awaited<ReturnType<CatalogApi['ownProduct']>> | Awaited<ReturnType<CatalogApi['globalProduct']>>;
type SearchAnswer = Awaited<ReturnType<CatalogApi['basicSearch']>> | Awaited<ReturnType<CatalogApi['advancedSearch']>>;

/**
 * One GTIN lookup, in the provider's own database (for the caller's membership) or the global registry (for the
 * caller's company): the same GTIN for another membership may answer differently. Which one, the catalogue decides.
 */
export type LookupKey = { source: 'own'; gtin14: string; membershipId: string | null } | { source: 'global'; gtin14: string; companyId: string | null };

/** One search page: the basic search, or the advanced search over a company's catalogue. */
export interface SearchKey {
  companyId: string | null;
  params: QueryParams;
}

/**
 * Per-request loaders: data several resolvers need in one operation costs one upstream call, and the same lookup
 * or search asked many times in one operation (aliases) is one upstream call (issue 13).
 */
export interface Loaders {
  me: DataLoader<'me', MeAnswer>;
  product: DataLoader<LookupKey, LookupAnswer, string>;
  search: DataLoader<SearchKey, SearchAnswer, string>;
}

/** A per-request memo: each distinct key is loaded once, on its own (the REST API has no batch calls). */
function memo<K, V>(load: (key: K) => Promise<V>) {
  return new DataLoader<K, V, string>((keys) => Promise.all(keys.map(load)), { batch: false, cacheKeyFn: (key) => JSON.stringify(key) });
}

export function createLoaders(legacy: LegacyClient): Loaders {
  return {
    me: new DataLoader(async (keys) => {
      const answer = legacy.session.me();
      return Promise.all(keys.map(() => answer));
    }),
    product: memo<LookupKey, LookupAnswer>((key) =>
      key.source === 'own' ? legacy.catalog.ownProduct(key.gtin14, key.membershipId) : legacy.catalog.globalProduct(key.gtin14, key.companyId),
    ),
    search: memo<SearchKey, SearchAnswer>(({ companyId, params }) =>
      companyId === null ? legacy.catalog.basicSearch(params) : legacy.catalog.advancedSearch(companyId, params),
    ),
  };
}
