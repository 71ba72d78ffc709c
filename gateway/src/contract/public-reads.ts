import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';

/** How long a browser may keep the answer of a public read (decision 030). */
export const PUBLIC_READ_MAX_AGE_SECONDS = 60;

/**
 * Marks a field's answer as the same for everyone (a public page's content, the catalogue's counters). When every
 * field of an operation is so marked, Apollo answers `cache-control: max-age=60, private`, so the browser that sent
 * the GET keeps it; `private`, never a shared cache: an answer may carry a session's cookie or a token's budget.
 */
export function sameForEveryone(info: GraphQLResolveInfo): void {
  cacheControlFromInfo(info).setCacheHint({ maxAge: PUBLIC_READ_MAX_AGE_SECONDS, scope: 'PRIVATE' });
}
