import type { Resolvers } from './typed';
import { captchaResolvers } from './captcha';
import { catalogResolvers } from './catalog';
import { generatorResolvers } from './generator';
import { sessionResolvers } from './session';
import { verificationResolvers } from './verification';
import { activationResolvers } from './accounts-activation';
import { registrationResolvers } from './accounts-registration';
import { userDataResolvers } from './accounts-user-data';
import { companyUsersResolvers } from './accounts-users';
import { adminResolvers } from './admin';
import { cmsResolvers } from './cms';
import { commerceResolvers } from './commerce';
import { rateLimitResolvers } from './rate-limit';
import { successMessageResolvers } from './success-messages';
import { siteResolvers } from './site';

/** Resolver maps of every domain (each root field is one domain's). */
export const resolvers: Resolvers[] = [
  sessionResolvers,
  catalogResolvers,
  captchaResolvers,
  verificationResolvers,
  generatorResolvers,
  registrationResolvers,
  activationResolvers,
  userDataResolvers,
  companyUsersResolvers,
  adminResolvers,
  cmsResolvers,
  commerceResolvers,
  rateLimitResolvers,
  successMessageResolvers,
  siteResolvers,
];
