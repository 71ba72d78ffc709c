import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { Kind, type GraphQLResolveInfo } from 'graphql';

/** Per request (keyed by its context), the root fields whose answer is the same for everyone. */
const publicRootFields = new WeakMap<object, Set<string>>();

/**
 * Marks a root field's answer as the same for everyone (a public page's content, the catalogue's counters): an
 * operation whose every root field is so marked is a public read (decision 030).
 */
export function sameForEveryone(context: object, info: GraphQLResolveInfo): void {
  let fields = publicRootFields.get(context);
  if (!fields) publicRootFields.set(context, (fields = new Set()));
  fields.add(String(info.path.key));
}

/**
 * The `cache-control` of every GraphQL answer: a public read's is `private, no-cache` (the browser keeps it and asks
 * again each time with its ETag, so the gateway answers 304 while it is unchanged and an editor's save shows at once);
 * every other answer is `no-store`. Never a shared cache: an answer may carry a session's cookie or a token's budget.
 * Apollo's cache-control plugin is off: it computes a policy for every field of every answer through a wrapper around
 * every resolver, a tenth of the gateway's CPU on the product card (decision 031), where a public read is decided by
 * its root fields alone.
 */
export const answerCaching: ApolloServerPlugin[] = [
  ApolloServerPluginCacheControlDisabled(),
  {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation, contextValue }) {
          const marked = publicRootFields.get(contextValue);
          const roots = operation?.selectionSet.selections ?? [];
          const publicRead =
            marked !== undefined &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors &&
            roots.every((s) => s.kind === Kind.FIELD && (s.name.value === '__typename' || marked.has((s.alias ?? s.name).value)));
          response.http.headers.set('cache-control', publicRead ? 'private, no-cache' : 'no-store');
        },
      };
    },
  },
];
