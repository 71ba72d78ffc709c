import { Router, type Request } from 'express';
import { authenticate, type AppContext } from '../context.js';
import { findProduct, productCounts } from '../domain/products.js';
import { membershipsOf, type UserRow } from '../domain/users.js';
import { MESSAGES, detail, methodNotAllowed } from '../http/errors.js';
import { clientIp, publicBase } from '../http/request.js';
import { isValidGtin14 } from '../lib/checksums.js';

export const LOOKUP_MESSAGES = {
  captcha: 'ReCAPTCHA not verified',
  anonLimit: 'too_many_requests_not_auth_user',
  memberLimit: 'too_many_requests_auth_user',
  badGtin: 'Niepoprawny numer GTIN',
  notFound: 'Nie znaleziono',
} as const;

/** The membership a member acts through: `?activeMembershipId=` when given, else the first activated one. */
export function activeMembership(ctx: AppContext, req: Request, user: UserRow) {
  const activated = membershipsOf(ctx.db, user.id).filter((m) => m.activated === 1);
  const requested = req.query.activeMembershipId;
  if (typeof requested === 'string' && requested !== '') {
    const chosen = activated.find((m) => String(m.id) === requested);
    if (!chosen) throw detail(403, MESSAGES.denied);
    return chosen;
  }
  return activated[0] ?? null;
}

/** /products/…: counters and the single GTIN lookup in the provider's own database. */
export function productRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/products/product_count/')
    .get(ctx.track, (_req, res) => {
      res.json(productCounts(ctx.db));
    })
    .all(methodNotAllowed);

  router
    .route('/products/get_products/:gtin/')
    .get(ctx.track, async (req, res) => {
      const user = await authenticate(ctx, req);
      let limiter = ctx.anonLookups;
      let key: string;
      let limitMessage: string;
      if (user) {
        const membership = activeMembership(ctx, req, user);
        if (membership && membership.subscription !== 'free') {
          key = '';
        } else {
          key = `user:${user.id}`;
        }
        limiter = ctx.memberLookups;
        limitMessage = LOOKUP_MESSAGES.memberLimit;
      } else {
        if (!(await ctx.captcha.verify(req.get('x-captcha-token')))) throw detail(406, LOOKUP_MESSAGES.captcha);
        key = `ip:${clientIp(req)}`;
        limitMessage = LOOKUP_MESSAGES.anonLimit;
      }
      const gtin = String(req.params.gtin);
      if (!isValidGtin14(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
      if (key) {
        const retryAfter = limiter.retryAfterSeconds(key);
        if (retryAfter > 0) throw detail(429, limitMessage, {}, { 'Retry-After': String(retryAfter) });
        limiter.record(key);
      }
      const product = findProduct(ctx.db, gtin, { isGlobal: false }, publicBase(req, ctx.config.publicUrl));
      if (!product) throw detail(404, LOOKUP_MESSAGES.notFound);
      res.json(product);
    })
    .all(methodNotAllowed);

  return router;
}
