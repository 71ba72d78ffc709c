import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Config } from '../config';

/**
 * The `__Host-sid` cookie: opaque id, HttpOnly, SameSite=Lax, Path=/, no Domain; Secure outside plain-http dev.
 * Whether a request is HTTPS is Express's `req.secure`, i.e. `TRUST_PROXY` decides whose `X-Forwarded-Proto` counts.
 */
export function sessionMiddleware(config: Config, store: session.Store): RequestHandler[] {
  return [
    session({
      name: config.session.cookieName,
      secret: config.session.secret,
      store,
      resave: false,
      // No cookie until there is something to keep (a login or a captcha token).
      saveUninitialized: false,
      rolling: false,
      unset: 'destroy',
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.secure, path: '/' },
    }),
    pinRememberMeCookie,
  ];
}

/**
 * express-session moves a cookie's expiry to "now + its original max-age" whenever it sends it again; a remember-me
 * cookie keeps the session's absolute end instead (the store's entry ends then too).
 */
const pinRememberMeCookie: RequestHandler = (req, _res, next) => {
  const { session: sess } = req;
  if (sess?.rememberMe && sess.endsAt) sess.cookie.expires = new Date(sess.endsAt);
  next();
};

/** The raw value of the session cookie `name` in a request, if it sends one. */
export function sessionCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
