import { Router } from 'express';
import { requireUser, type AppContext } from '../context.js';
import { PACKAGES, isPackageName } from '../domain/companies.js';
import { MESSAGES, detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { sendMail } from '../mail/outbox.js';
import { activeMembership } from './products.js';
import { one } from './query-params.js';

export const SUBSCRIPTION_MESSAGES = {
  notFree: 'Pakiet można zamówić tylko, gdy firma korzysta z pakietu Starter',
  noMembership: 'Dostęp mają tylko użytkownicy z aktywnym członkostwem w firmie',
} as const;

/** Paid packages that may be ordered; `monthly` is the other reading's name of basic. */
const ORDERABLE: Record<string, keyof typeof PACKAGES> = { basic: 'basic', monthly: 'basic', yearly_limited: 'yearly_limited', yearly_unlimited: 'yearly_unlimited' };

/** GET /companies/order_subscription/?subscription={name}: records an order and mails the payment details (admin-side §5, §7, §9). */
export function subscriptionRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/companies/order_subscription/')
    .get(ctx.track, async (req, res) => {
      const user = await requireUser(ctx, req);
      const membership = activeMembership(ctx, req, user);
      if (!membership) throw detail(403, SUBSCRIPTION_MESSAGES.noMembership);
      const raw = one(req.query.subscription)?.trim();
      if (!raw) throw fieldErrors({ subscription: [MESSAGES.required] });
      const name = ORDERABLE[raw];
      if (!name || !isPackageName(name)) throw fieldErrors({ subscription: [`"${raw}" nie jest poprawnym wyborem.`] });
      if (membership.subscription !== 'free') throw detail(400, SUBSCRIPTION_MESSAGES.notFree);
      const pkg = PACKAGES[name];
      ctx.db.run('INSERT INTO subscription_orders (company_id, user_id, subscription, created_at) VALUES (?, ?, ?, ?)', [
        membership.company_id,
        user.id,
        name,
        new Date().toISOString(),
      ]);
      const orderId = ctx.db.lastInsertId();
      const gross = (pkg.priceNet * 1.23).toFixed(2);
      sendMail(ctx, {
        to: user.email,
        subject: `Zamówienie pakietu ${pkg.label} – dane do płatności`,
        text:
          `Dziękujemy za zamówienie pakietu ${pkg.label} dla firmy ${membership.company_name}.\n` +
          `Kwota: ${pkg.priceNet} PLN netto (${gross} PLN brutto, VAT 23%).\n` +
          `Tytuł przelewu: Pakiet ${pkg.label} / zamówienie ${orderId} / NIP ${membership.company_nip ?? '-'}\n` +
          'Numer rachunku: 00 0000 0000 0000 0000 0000 0000 (dane przykładowe).\n' +
          'Pakiet zostanie aktywowany najpóźniej następnego dnia roboczego po zaksięgowaniu wpłaty.',
        link: `${ctx.config.webAppUrl}/pricing`,
        kind: 'subscription_order',
      });
      res.json({ ordered: name });
    })
    .all(methodNotAllowed);

  return router;
}
