import DataLoader from 'dataloader';
import type { LegacyClient } from './client';
import type { SessionApi } from './session';

type MeAnswer = Awaited<ReturnType<SessionApi['me']>>;

/** Per-request loaders: data several resolvers need in one operation costs one upstream call. */
export interface Loaders {
  me: DataLoader<'me', MeAnswer>;
}

export function createLoaders(legacy: LegacyClient): Loaders {
  return {
    me: new DataLoader(async (keys) => {
      const answer = legacy.session.me();
      return Promise.all(keys.map(() => answer));
    }),
  };
}
