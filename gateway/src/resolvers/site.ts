import type { Resolvers } from './typed';

/** The gateway's configuration the web app acts on. */
export const siteResolvers: Resolvers = {
  Query: {
    analyticsScripts: (_parent, _args, ctx) => ctx.config.analytics,
    digitalLinkResolver: (_parent, _args, ctx) => ctx.publicOrigin,
  },
};
