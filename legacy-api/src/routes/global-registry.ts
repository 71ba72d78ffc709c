import { Router } from 'express';
import { authenticate, type AppContext } from '../context.js';
import { findProduct } from '../domain/products.js';
import { detail, methodNotAllowed } from '../http/errors.js';
import { isValidGtin14 } from '../lib/checksums.js';
import { LOOKUP_MESSAGES, productAnswerStyle, requireSolvedCaptcha } from './products.js';

/**
 * GET {GLOBAL_LOOKUP_PATH}?company={companyId}, default /global_registry/get_product/{gtin14}/: the global-registry
 * lookup (its real path is not in the spec). Answers a product, or a bare JSON string: "not_found" (GLOBAL_NOT_FOUND_CODE); anonymous
 * callers, once their captcha token is verified (spec §7 lists it as an input), "User not logged".
 */
export function globalRegistryRoutes(ctx: AppContext): Router {
  const router = Router();
  router
    .route(ctx.config.globalLookupPath.replace('{gtin}', ':gtin'))
    .get(ctx.track, async (req, res) => {
      const user = await authenticate(ctx, req);
      if (!user) {
        await requireSolvedCaptcha(ctx, req);
        res.json('User not logged');
        return;
      }
      const gtin = String(req.params.gtin);
      if (!isValidGtin14(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
      const product = findProduct(ctx.db, gtin, { isGlobal: true }, productAnswerStyle(ctx, req));
      res.json(product ?? ctx.config.globalNotFoundCode);
    })
    .all(methodNotAllowed);
  return router;
}
