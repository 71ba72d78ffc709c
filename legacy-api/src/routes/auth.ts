import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../context.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { findActiveUser, findUserByEmail } from '../domain/users.js';
import { detail, methodNotAllowed } from '../http/errors.js';
import { requireStrings } from './validation.js';

/** A hash no password matches, at the cost new accounts get, made once: what an unknown account is checked against. */
let unknownAccount: string | undefined;
const unknownAccountHash = () => (unknownAccount ??= hashPassword(randomBytes(16).toString('hex')));

/** POST /token/ and /token/refresh/ (simplejwt: obtain pair; refresh rotates with blacklist unless REFRESH_ROTATION is off). */

export function authRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/token/')
    .post(ctx.track, async (req, res) => {
      const { email, password } = requireStrings(req.body, ['email', 'password']);
      const user = findUserByEmail(ctx.db, email);
      // An unknown or inactive account costs the same hashing as a known one: the answer's time must not tell them apart.
      const known = user?.is_active === 1;
      const verified = verifyPassword(password, known ? user.password_hash : unknownAccountHash());
      if (!known || !verified) {
        throw detail(401, 'No active account found with the given credentials');
      }
      ctx.db.run('UPDATE users SET last_login = ? WHERE id = ?', [new Date().toISOString(), user.id]);
      res.json(await ctx.tokens.issuePair(user.id));
    })
    .all(methodNotAllowed);

  router
    .route('/token/refresh/')
    .post(ctx.track, async (req, res) => {
      ctx.stats.refreshCalls++;
      const { refresh } = requireStrings(req.body, ['refresh']);
      res.json(await ctx.tokens.refresh(refresh, (id) => findActiveUser(ctx.db, id) !== undefined));
    })
    .all(methodNotAllowed);

  return router;
}
