import { Router } from 'express';
import { requireUser, type AppContext } from '../context.js';
import { membershipsOf, serializeUser } from '../domain/users.js';
import { methodNotAllowed } from '../http/errors.js';

/** /accounts/…: the current user; later slices add reset_password, invite_user, memberships… */
export function accountRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/accounts/me/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      res.json(serializeUser(user, membershipsOf(ctx.db, user.id)));
    })
    .all(methodNotAllowed);

  return router;
}
