import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import type { Config } from '../config';
import type { TokenPair } from '../legacy/session';
import { sessionAuth } from './credentials';
import type { RememberedAccount } from './data';
import { SessionStore } from './store';

/** The session's content, without the cookie express-session moves on its own. */
function content(sess: Partial<SessionData> | undefined): string | null {
  const { cookie: _cookie, endsAt: _endsAt, ...data } = sess ?? {};
  return Object.keys(data).length ? JSON.stringify(data) : null;
}

/** The resolvers' view of the browser session: typed operations over express-session with promises. */
export class GatewaySession {
  /** The session as this request found it in the store (null when there was none). */
  private readonly loaded: { id: string; content: string } | null;
  private captchaWithheld = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly config: Config,
  ) {
    const found = content(req.session);
    this.loaded = found ? { id: req.sessionID, content: found } : null;
  }

  /** The session's id (claims a captcha solve for this session only). */
  get id(): string {
    return this.req.sessionID;
  }

  /** The session holds tokens (which may have expired: see `authenticated`). */
  get hasCredentials(): boolean {
    return !!this.req.session?.auth;
  }

  get authenticated(): boolean {
    const auth = this.req.session?.auth;
    return !!auth && auth.refreshExp > Date.now() / 1000;
  }

  get activeMembershipId(): string | null {
    return this.req.session?.activeMembershipId ?? null;
  }

  set activeMembershipId(id: string | null) {
    if (id) this.req.session.activeMembershipId = id;
    else delete this.req.session.activeMembershipId;
  }

  /** The account as last read from the API (see `access/`), or null. */
  get account(): RememberedAccount | null {
    return this.req.session?.account ?? null;
  }

  rememberAccount(account: RememberedAccount): void {
    if (this.req.session?.auth) this.req.session.account = account;
  }

  /** Remembers a registration sent from this browser, so its authorisation attachment can follow. */
  rememberRegistration(membershipId: string): void {
    this.req.session.registrations = [...(this.req.session.registrations ?? []).slice(-4), membershipId];
  }

  /** Whether this browser sent the registration of that membership. */
  sentRegistration(membershipId: string): boolean {
    return this.req.session?.registrations?.includes(membershipId) ?? false;
  }

  /** The captcha solve this session holds, until it expires. */
  get captchaToken(): string | null {
    return this.validCaptcha()?.token ?? null;
  }

  /** When the held captcha token expires, epoch ms. */
  get captchaExpiresAt(): number | null {
    return this.validCaptcha()?.expiresAt ?? null;
  }

  /**
   * For this request only, the held captcha solve is not used (nothing stored changes): a page reached from another
   * site must not spend the visitor's lookups before they act on it.
   */
  withholdCaptcha(): void {
    this.captchaWithheld = true;
  }

  private validCaptcha() {
    if (this.captchaWithheld) return null;
    const captcha = this.req.session?.captcha;
    return captcha && captcha.expiresAt > Date.now() ? captcha : null;
  }

  /** Keeps a verified captcha solve until `expiresAt` (epoch ms). */
  keepCaptchaToken(token: string, expiresAt: number): void {
    this.req.session.captcha = { token, expiresAt };
    // A visitor's session exists for the captcha only, so it ends with it.
    if (!this.req.session.auth) this.req.session.endsAt = expiresAt;
  }

  dropCaptchaToken(): void {
    if (this.req.session?.captcha) delete this.req.session.captcha;
  }

  /** The database generation this session started for the company and has not seen finish, if any. */
  pendingExport(companyId: string): { requestedAt: number; previous: string | null } | null {
    return this.req.session?.databaseExports?.[companyId] ?? null;
  }

  markExportPending(companyId: string, previous: string | null): void {
    this.req.session.databaseExports = { ...this.req.session.databaseExports, [companyId]: { requestedAt: Date.now(), previous } };
  }

  clearPendingExport(companyId: string): void {
    const exports = this.req.session?.databaseExports;
    if (exports?.[companyId]) delete exports[companyId];
  }

  /** True when the browser will keep a cookie set on this answer: a Secure cookie needs HTTPS as the gateway sees it. */
  get canSetCookie(): boolean {
    return !this.config.session.secure || this.req.secure;
  }

  /**
   * Starts an authenticated session under a new id (no fixation). It ends REMEMBER_ME_DAYS after login with
   * remember-me (the cookie too), else SESSION_ABSOLUTE_HOURS after login or when idle, whichever comes first.
   */
  async login(pair: TokenPair, rememberMe: boolean): Promise<void> {
    await new Promise<void>((resolve, reject) => this.req.session.regenerate((err) => (err ? reject(err) : resolve())));
    const { session: sess } = this.req;
    const { rememberMeMs, absoluteMs } = this.config.session;
    sess.auth = sessionAuth(pair);
    sess.rememberMe = rememberMe;
    sess.endsAt = Date.now() + (rememberMe ? rememberMeMs : absoluteMs);
    sess.cookie.expires = rememberMe ? new Date(sess.endsAt) : undefined;
  }

  /**
   * Runs once before the answer goes out. Logout wins every race: if this request changed a session that was ended
   * meanwhile (a logout in another tab or on another instance, a refused refresh), it is forgotten here, so neither
   * the store entry nor the cookie comes back. A session left with nothing to keep is ended instead of saved empty.
   */
  async settle(): Promise<void> {
    const { req } = this;
    if (!this.loaded || !req.session || req.sessionID !== this.loaded.id) return;
    const now = content(req.session);
    if (now === this.loaded.content) return;
    if (now === null) return this.end();
    const store = req.sessionStore;
    // Unknown (the store does not answer) counts as ended: nothing is written that might bring a session back.
    const exists = store instanceof SessionStore ? await store.exists(req.sessionID).catch(() => false) : true;
    if (!exists) {
      // express-session neither saves nor sends the cookie of a request without a session.
      delete (req as { session?: unknown }).session;
    }
  }

  /** Destroys the server-side entry and clears the cookie; safe to call when there is no session. */
  async end(): Promise<void> {
    const { session } = this.req;
    if (session) {
      await new Promise<void>((resolve) => session.destroy(() => resolve()));
    }
    if (!this.res.headersSent) {
      this.res.clearCookie(this.config.session.cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.session.secure,
      });
    }
  }
}

/** Settles the request's session before each GraphQL answer goes out (see `GatewaySession.settle`). */
export const settleSessions: ApolloServerPlugin<{ session: GatewaySession | null }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue }) {
        await contextValue?.session?.settle();
      },
    };
  },
};
