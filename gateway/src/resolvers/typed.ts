import type { Resolvers as ResolversOf } from '../__generated__/resolvers';
import type { Context } from '../context';

/** The resolver map's type with the gateway's context: the generated types leave the context open (see codegen.ts). */
export type Resolvers = ResolversOf<Context>;
