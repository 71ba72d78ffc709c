import DataLoader from 'dataloader';
import type { LegacyClient } from './client';
import type { RestUser } from './models';

/** Per-request loaders: data several resolvers need in one operation costs one upstream call. */
export interface Loaders {
  me: DataLoader<'me', RestUser>;
}

export function createLoaders(legacy: LegacyClient): Loaders {
  return {
    me: new DataLoader(async (keys) => {
      try {
        const user = await legacy.me();
        return keys.map(() => user);
      } catch (error) {
        return keys.map(() => error as Error);
      }
    }),
  };
}
