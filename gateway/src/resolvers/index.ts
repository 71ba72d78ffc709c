import type { Resolvers } from '../__generated__/resolvers';
import { captchaResolvers } from './captcha';
import { catalogResolvers } from './catalog';
import { generatorResolvers } from './generator';
import { sessionResolvers } from './session';
import { verificationResolvers } from './verification';
import { accountsResolvers } from './accounts';
import { adminResolvers } from './admin';
import { cmsResolvers } from './cms';
import { commerceResolvers } from './commerce';

/** Resolver maps of every domain, merged one level deep (Query, Mutation, types). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...(fields as object) };
  }
  return merged as Resolvers;
}

export const resolvers = mergeResolvers(
  sessionResolvers,
  catalogResolvers,
  captchaResolvers,
  verificationResolvers,
  generatorResolvers,
  accountsResolvers,
  adminResolvers,
  cmsResolvers,
  commerceResolvers,
);
