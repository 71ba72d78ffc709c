import session from 'express-session';
import type { Config } from '../config';

/** The `__Host-sid` cookie: opaque id, HttpOnly, SameSite=Lax, Path=/, no Domain; Secure outside plain-http dev. */
export function sessionMiddleware(config: Config, store: session.Store) {
  return session({
    name: config.session.cookieName,
    secret: config.session.secret,
    store,
    resave: false,
    // No cookie until there is something to keep (a login or a captcha token).
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    proxy: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.secure, path: '/' },
  });
}
