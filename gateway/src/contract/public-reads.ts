import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';

/**
 * Marks a field's answer as the same for everyone (a public page's content, the catalogue's counters), through
 * Apollo's cache hints: an operation whose every field is so marked is a public read (decision 030).
 */
export function sameForEveryone(info: GraphQLResolveInfo): void {
  cacheControlFromInfo(info).setCacheHint({ maxAge: 60, scope: 'PUBLIC' });
}

/**
 * The `cache-control` of every GraphQL answer: a public read's is `private, no-cache` (the browser keeps it and asks
 * again each time with its ETag, so the gateway answers 304 while it is unchanged and an editor's save shows at once);
 * every other answer is `no-store`. Never a shared cache: an answer may carry a session's cookie or a token's budget.
 */
export const publicReadHeaders: ApolloServerPlugin[] = [
  ApolloServerPluginCacheControl({ calculateHttpHeaders: false }),
  {
    async requestDidStart() {
      return {
        async willSendResponse({ response, overallCachePolicy }) {
          const publicRead = overallCachePolicy.policyIfCacheable() !== null && response.body.kind === 'single' && !response.body.singleResult.errors;
          response.http.headers.set('cache-control', publicRead ? 'private, no-cache' : 'no-store');
        },
      };
    },
  },
];
