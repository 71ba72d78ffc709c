import { Router } from 'express';
import type { AppContext } from '../context.js';
import { hashPassword } from '../auth/password.js';
import { CONSENT_FIELDS, profileOf, readProfile, saveProfile } from '../domain/accounts/profiles.js';
import { FieldReader, asObject } from '../domain/accounts/field-reader.js';
import { createPasswordReset, isExpired } from '../domain/accounts/links.js';
import { ACCOUNT_MESSAGES } from '../domain/accounts/messages.js';
import { findMembership, isFullRegistration } from '../domain/accounts/users-and-memberships.js';
import { findUserByEmail, type PlainMembership, type UserRow } from '../domain/users.js';
import { detail, fieldErrors, methodNotAllowed } from '../http/errors.js';
import { sendMail } from '../mail/outbox.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The activation form the web app shows (spec §4 "Activation variant"). */
export type ActivationVariant = 'full' | 'password' | 'button';

interface ActivationRow {
  id: string;
  membership_id: number;
  kind: 'registration' | 'invitation';
  created_at: string;
  used_at: string | null;
}

interface LiveActivation {
  activation: ActivationRow;
  membership: PlainMembership;
  user: UserRow;
  companyName: string;
  hasUserActivatedMembership: boolean;
  isFullRegistration: boolean;
  variant: ActivationVariant;
}

/** The activation behind a link, or the 400 'already active' / 404 'Link wygasł' the web app handles. */
function liveActivation(ctx: AppContext, id: string): LiveActivation {
  const activation = ctx.db.get<ActivationRow>('SELECT * FROM activations WHERE id = ?', [id]);
  const membership = activation ? findMembership(ctx.db, activation.membership_id) : undefined;
  const user = membership ? ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [membership.user_id]) : undefined;
  if (!activation || !membership || !user) throw detail(404, ACCOUNT_MESSAGES.linkExpired);
  if (membership.activated === 1) throw detail(400, ACCOUNT_MESSAGES.alreadyActive);
  if (activation.used_at || isExpired(activation.created_at, ctx.config.activationLinkTtlDays * DAY_MS)) throw detail(404, ACCOUNT_MESSAGES.linkExpired);
  const hasUserActivatedMembership =
    Number(ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM memberships WHERE user_id = ? AND activated = 1', [user.id])?.n ?? 0) > 0;
  const full = isFullRegistration(user);
  const companyName = ctx.db.get<{ name: string }>('SELECT name FROM companies WHERE id = ?', [membership.company_id])?.name ?? '';
  const variant: ActivationVariant = !full ? 'full' : hasUserActivatedMembership ? 'button' : 'password';
  return { activation, membership, user, companyName, hasUserActivatedMembership, isFullRegistration: full, variant };
}

interface ResetRow {
  id: string;
  user_id: number;
  created_at: string;
  used_at: string | null;
}

function liveReset(ctx: AppContext, id: string): { reset: ResetRow; user: UserRow } {
  const reset = ctx.db.get<ResetRow>('SELECT * FROM password_resets WHERE id = ?', [id]);
  const user = reset ? ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ? AND is_active = 1', [reset.user_id]) : undefined;
  if (!reset || !user || reset.used_at || isExpired(reset.created_at, ctx.config.resetLinkTtlHours * HOUR_MS)) throw detail(404, ACCOUNT_MESSAGES.linkExpired);
  return { reset, user };
}

/** Account activation (/accounts/confirm/email/{id}/) and password reset (/accounts/reset_password/…). */
export function activationRoutes(ctx: AppContext): Router {
  const router = Router();

  router
    .route('/accounts/confirm/email/:id/')
    .get(ctx.track, (req, res) => {
      const live = liveActivation(ctx, String(req.params.id));
      const profile = profileOf(ctx.db, live.user.id);
      res.json({
        activationId: live.activation.id,
        email: live.user.email,
        firstName: live.user.first_name,
        lastName: live.user.last_name,
        phoneNumber: live.user.phone_number,
        companyName: live.companyName,
        isAdmin: live.membership.permission_group === 'location_admin',
        isFirstAdmin: live.activation.kind === 'registration' && live.membership.is_company_representative === 1,
        isFullRegistration: live.isFullRegistration,
        hasUserActivatedMembership: live.hasUserActivatedMembership,
        variant: live.variant,
        confirmedStatute: profile.confirmedStatute,
        consents: Object.fromEntries(CONSENT_FIELDS.map((f) => [f, profile[f]])),
      });
    })
    .post(ctx.track, ctx.throttle, (req, res) => {
      const live = liveActivation(ctx, String(req.params.id));
      const body = asObject(req.body);
      if (body.activationId !== undefined && body.activationId !== live.activation.id) throw fieldErrors({ activationId: [ACCOUNT_MESSAGES.activationMismatch] });
      const reader = new FieldReader(body);
      const now = new Date().toISOString();
      let update: (() => void) | undefined;
      if (live.variant === 'full') {
        const firstName = reader.name('firstName');
        const lastName = reader.name('lastName');
        const phoneNumber = reader.phone('phoneNumber');
        const password = reader.newPassword('password', 'passwordRepeat');
        const profile = readProfile(reader);
        if (!reader.ok) throw fieldErrors(reader.errors);
        update = () => {
          ctx.db.run('UPDATE users SET first_name = ?, last_name = ?, phone_number = ?, password_hash = ? WHERE id = ?', [
            firstName!, lastName!, phoneNumber!, hashPassword(password!), live.user.id,
          ]);
          saveProfile(ctx.db, live.user.id, profile!);
        };
      } else if (live.variant === 'password') {
        const password = reader.newPassword('password', 'passwordRepeat');
        if (!reader.ok) throw fieldErrors(reader.errors);
        update = () => void ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hashPassword(password!), live.user.id]);
      }
      ctx.db.transaction(() => {
        update?.();
        ctx.db.run('UPDATE users SET is_active = 1 WHERE id = ?', [live.user.id]);
        ctx.db.run('UPDATE memberships SET activated = 1, activation_date = ? WHERE id = ?', [now, live.membership.id]);
        ctx.db.run('UPDATE activations SET used_at = ? WHERE membership_id = ? AND used_at IS NULL', [now, live.membership.id]);
        ctx.db.run('UPDATE companies SET activation_date = ? WHERE id = ? AND activation_date IS NULL', [now, live.membership.company_id]);
      });
      res.json({ detail: ACCOUNT_MESSAGES.activated, email: live.user.email, variant: live.variant });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/reset_password/')
    .put(ctx.track, ctx.throttle, (req, res) => {
      const reader = new FieldReader(asObject(req.body));
      const email = reader.email('email');
      if (!reader.ok) throw fieldErrors(reader.errors);
      const user = findUserByEmail(ctx.db, email!);
      if (!user || user.is_active !== 1) throw fieldErrors({ email: [ACCOUNT_MESSAGES.unknownEmail] });
      const id = createPasswordReset(ctx.db, user.id);
      const link = `${ctx.config.webAppUrl}/reset_password/${id}`;
      sendMail(ctx, {
        to: user.email,
        subject: 'Zmiana hasła',
        text: `Aby ustawić nowe hasło, otwórz link (ważny ${ctx.config.resetLinkTtlHours} h, jednorazowy):\n${link}\n`,
        link,
        kind: 'password_reset',
      });
      res.json({ detail: ACCOUNT_MESSAGES.resetSent });
    })
    .all(methodNotAllowed);

  router
    .route('/accounts/reset_password/:id/')
    .get(ctx.track, (req, res) => {
      const { user } = liveReset(ctx, String(req.params.id));
      res.json({ valid: true, email: user.email });
    })
    .patch(ctx.track, ctx.throttle, (req, res) => {
      const { reset, user } = liveReset(ctx, String(req.params.id));
      const reader = new FieldReader(asObject(req.body));
      const password = reader.newPassword('password', 'passwordRepeat');
      if (!reader.ok) throw fieldErrors(reader.errors);
      ctx.db.transaction(() => {
        ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', [hashPassword(password!), user.id]);
        ctx.db.run('UPDATE password_resets SET used_at = ? WHERE id = ?', [new Date().toISOString(), reset.id]);
      });
      res.json({ detail: ACCOUNT_MESSAGES.passwordChanged });
    })
    .all(methodNotAllowed);

  return router;
}
