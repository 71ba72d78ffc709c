import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { typeDefs } from 'schema/sdl';
import { enforcePolicies } from './access/policy';
import { resolvers } from './resolvers';

/** The contract's SDL with every domain's resolvers, its declared policies enforced (`access/policy.ts`). */
export function executableSchema(): GraphQLSchema {
  return enforcePolicies(makeExecutableSchema({ typeDefs, resolvers }));
}
