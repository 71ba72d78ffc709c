import { Router } from 'express';
import type { AppContext } from '../context.js';
import { activationRoutes } from './accounts-activation.js';
import { companyUserRoutes } from './accounts-users.js';
import { registrationRoutes } from './registration.js';

/** Accounts and registration: registration and its lookups, activation, password reset, company users, user data. */
export function accountsAreaRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(registrationRoutes(ctx));
  router.use(activationRoutes(ctx));
  router.use(companyUserRoutes(ctx));
  return router;
}
