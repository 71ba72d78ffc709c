import type { Request, Response } from 'express';
import type { Config } from '../config';
import type { RestMembership, TokenPair } from '../legacy/session';
import { sessionAuth } from './credentials';

/** The resolvers' view of the browser session: typed operations over express-session with promises. */
export class GatewaySession {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly config: Config,
  ) {}

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

  get memberships() {
    return this.req.session?.memberships ?? null;
  }

  rememberMemberships(memberships: RestMembership[]): void {
    if (!this.req.session?.auth) return;
    this.req.session.memberships = memberships.map((m) => ({
      id: m.id,
      companyId: m.company.id,
      activated: m.activated,
      permissions: m.permissions,
    }));
  }

  /** A captcha token solved within the last day, if any. */
  get captchaToken(): string | null {
    return this.validCaptcha()?.token ?? null;
  }

  /** When the held captcha token expires, epoch ms. */
  get captchaExpiresAt(): number | null {
    return this.validCaptcha()?.expiresAt ?? null;
  }

  private validCaptcha() {
    const captcha = this.req.session?.captcha;
    return captcha && captcha.expiresAt > Date.now() ? captcha : null;
  }

  keepCaptchaToken(token: string): void {
    this.req.session.captcha = { token, expiresAt: Date.now() + this.config.captcha.tokenTtlMs };
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

  /** Starts an authenticated session under a new id (no fixation), for 30 days with remember-me. */
  async login(pair: TokenPair, rememberMe: boolean): Promise<void> {
    await new Promise<void>((resolve, reject) => this.req.session.regenerate((err) => (err ? reject(err) : resolve())));
    this.req.session.auth = sessionAuth(pair);
    this.req.session.rememberMe = rememberMe;
    if (rememberMe) this.req.session.cookie.maxAge = this.config.session.rememberMeMs;
    else this.req.session.cookie.expires = undefined;
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
