import { Router } from 'express';
import { authenticate, type AppContext } from '../context.js';
import { findProduct } from '../domain/products.js';
import { detail, methodNotAllowed } from '../http/errors.js';
import { publicBase } from '../http/request.js';
import { isValidGtin14 } from '../lib/checksums.js';
import { LOOKUP_MESSAGES } from './products.js';

/**
 * GET /global_registry/get_product/{gtin14}/?company={companyId}: the global-registry lookup (its real path is
 * not in the spec). Answers a product, or a bare JSON string: "User not logged" (anonymous), "not_found".
 */
export function globalRegistryRoutes(ctx: AppContext): Router {
  const router = Router();
  router
    .route('/global_registry/get_product/:gtin/')
    .get(ctx.track, async (req, res) => {
      const user = await authenticate(ctx, req);
      if (!user) {
        res.json('User not logged');
        return;
      }
      const gtin = String(req.params.gtin);
      if (!isValidGtin14(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
      const product = findProduct(ctx.db, gtin, { isGlobal: true }, publicBase(req, ctx.config.publicUrl));
      res.json(product ?? 'not_found');
    })
    .all(methodNotAllowed);
  return router;
}
