import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiError, methodNotAllowed } from '../http/errors.js';
import { faultsSchema } from '../http/faults.js';
import { listMail } from '../mail/outbox.js';

/** /__dev/…: counters, fault injection, reseed and limiter reset. Mounted only when DEV_ENDPOINTS is on. */
export function devRoutes(ctx: AppContext): Router {
  const router = Router();

  router.route('/stats').get((_req, res) => void res.json(ctx.stats)).all(methodNotAllowed);
  router
    .route('/stats/reset')
    .post((_req, res) => {
      ctx.stats.reset();
      res.status(204).end();
    })
    .all(methodNotAllowed);

  router
    .route('/faults')
    .get((_req, res) => void res.json(ctx.faults.settings))
    .post((req, res) => {
      const parsed = faultsSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        throw new ApiError(400, Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'non_field_errors', [i.message]])));
      }
      ctx.faults.set(parsed.data);
      res.json(ctx.faults.settings);
    })
    .delete((_req, res) => {
      ctx.faults.clear();
      res.status(204).end();
    })
    .all(methodNotAllowed);

  router
    .route('/limits')
    .delete((_req, res) => {
      ctx.anonLookups.reset();
      ctx.memberLookups.reset();
      ctx.accountsThrottle.reset();
      res.status(204).end();
    })
    .all(methodNotAllowed);

  // The e-mails the platform sent (activation, reset, invitation, finished jobs), newest first; ?to= filters.
  router
    .route('/outbox')
    .get((req, res) => void res.json(listMail(ctx, typeof req.query.to === 'string' ? req.query.to : undefined)))
    .all(methodNotAllowed);

  // The tokens' clock, moved forward so a test passes a token's life at once instead of waiting it out.
  const advance = z.object({ seconds: z.number().positive().max(366 * 24 * 3600) });
  const now = () => ({ now: new Date(ctx.clock.now()).toISOString() });
  router
    .route('/clock')
    .get((_req, res) => void res.json(now()))
    .post((req, res) => {
      const parsed = advance.safeParse(req.body ?? {});
      if (!parsed.success) throw new ApiError(400, { seconds: [parsed.error.issues[0]!.message] });
      ctx.clock.advance(parsed.data.seconds * 1000);
      res.json(now());
    })
    .all(methodNotAllowed);

  router
    .route('/tokens/revoke-access')
    .post((_req, res) => {
      ctx.tokens.revokeAccessTokens();
      res.status(204).end();
    })
    .all(methodNotAllowed);

  router
    .route('/reseed')
    .post((_req, res) => {
      const started = performance.now();
      ctx.db.reseed();
      ctx.anonLookups.reset();
      ctx.memberLookups.reset();
      ctx.accountsThrottle.reset();
      res.json({ reseeded: true, ms: Math.round(performance.now() - started) });
    })
    .all(methodNotAllowed);

  return router;
}
