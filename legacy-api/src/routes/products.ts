import { Router, type Request } from 'express';
import { authenticate, type AppContext } from '../context.js';
import { findProduct, productCounts, type ProductAnswerStyle } from '../domain/products.js';
import { membershipsOf, type UserRow } from '../domain/users.js';
import { MESSAGES, NotFoundPage, detail, methodNotAllowed } from '../http/errors.js';
import { clientIp, publicBase } from '../http/request.js';
import { isValidGtin14 } from '../lib/checksums.js';

export const LOOKUP_MESSAGES = {
  captcha: 'ReCAPTCHA not verified',
  anonLimit: 'too_many_requests_not_auth_user',
  memberLimit: 'too_many_requests_auth_user',
  badGtin: 'Niepoprawny numer GTIN',
  notFound: 'Nie znaleziono',
} as const;

/** Anonymous catalogue calls carry a solved captcha in the CAPTCHA_HEADER header; else 406, as the provider answers. */
export async function requireSolvedCaptcha(ctx: AppContext, req: Request): Promise<void> {
  if (!(await ctx.captcha.verify(req.get(ctx.config.captchaHeader)))) throw detail(406, LOOKUP_MESSAGES.captcha);
}

export const productAnswerStyle = (ctx: AppContext, req: Request): ProductAnswerStyle => ({
  baseUrl: publicBase(req, ctx.config.publicUrl),
  gtinDigits: ctx.config.gtinAnswerDigits,
});

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
        await requireSolvedCaptcha(ctx, req);
        key = `ip:${clientIp(req)}`;
        limitMessage = LOOKUP_MESSAGES.anonLimit;
      }
      const gtin = String(req.params.gtin);
      if (!isValidGtin14(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
      if (key) {
        const retryAfter = limiter.retryAfterSeconds(key);
        if (retryAfter > 0) throw detail(429, limitMessage, {}, { 'Retry-After': String(retryAfter) });
        limiter.record(key);
        // What is left of the budget, in the IETF draft's headers (as express-rate-limit sends them): the gateway
        // shows a visitor "Pozostało N z 30 wyszukiwań". A not-found lookup counts, and carries them too.
        res.set({ 'RateLimit-Limit': String(limiter.limit), 'RateLimit-Remaining': String(limiter.remaining(key)) });
      }
      const product = findProduct(ctx.db, gtin, { isGlobal: false }, productAnswerStyle(ctx, req));
      if (!product) throw new NotFoundPage({ detail: LOOKUP_MESSAGES.notFound });
      res.json(product);
    })
    .all(methodNotAllowed);

  return router;
}
