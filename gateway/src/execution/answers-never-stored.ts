import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/**
 * Every GraphQL answer is the caller's own (their session, their limit, their lookups): `Cache-Control: no-store`,
 * always. Apollo's cache-control plugin would say the same, since no field declares a hint, but it computes a policy
 * for every field of every answer, through a wrapper around every resolver: a tenth of the gateway's CPU on the
 * product card (decision 031). Both plugins go together: without the first, Apollo installs its own.
 */
export const answersNeverStored: ApolloServerPlugin[] = [
  ApolloServerPluginCacheControlDisabled(),
  {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  },
];
