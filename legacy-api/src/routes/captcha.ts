import { Router } from 'express';
import type { AppContext } from '../context.js';
import { methodNotAllowed } from '../http/errors.js';

/** GET /captcha/challenge/: an ALTCHA v2 challenge for the widget (the stand-in plays the captcha provider). */
export function captchaRoutes(ctx: AppContext): Router {
  const router = Router();
  router
    .route('/captcha/challenge/')
    .get(ctx.track, async (_req, res) => {
      res.set('Cache-Control', 'no-store').json(await ctx.captcha.createChallenge());
    })
    .all(methodNotAllowed);
  return router;
}
