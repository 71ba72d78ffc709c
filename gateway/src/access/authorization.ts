import type { RequestHandler } from 'express';
import { decodeJwt } from 'jose';

/** What a request's `Authorization` header says: nothing (a browser), an integrator's token, or nothing usable. */
export type Authorization = { scheme: 'none' } | { scheme: 'bearer'; token: string } | { scheme: 'unusable' };

/** The upstream issues JWTs (simplejwt): a bearer value that is not one was never a token. */
function isJwt(token: string): boolean {
  try {
    decodeJwt(token);
    return true;
  } catch {
    return false;
  }
}

export function authorizationOf(header: string | undefined): Authorization {
  if (header === undefined) return { scheme: 'none' };
  const token = /^Bearer +(\S+)\s*$/i.exec(header)?.[1];
  return token && isJwt(token) ? { scheme: 'bearer', token } : { scheme: 'unusable' };
}

export const UNAUTHENTICATED_MESSAGE =
  'Nieprawidłowy nagłówek Authorization. Oczekiwana postać: "Authorization: Bearer <access token>", z tokenem dostępu z POST /api/v1/token/.';

/**
 * Refuses a request whose `Authorization` header the gateway cannot use (another scheme such as simplejwt's `JWT`,
 * `Bearer` with no token or one that is not a JWT) as a whole, naming the expected form, rather than serving it as
 * an anonymous visitor who would be asked for a captcha. Browsers never send the header.
 */
export const requireUsableAuthorization: RequestHandler = (req, res, next) => {
  if (authorizationOf(req.headers.authorization).scheme !== 'unusable') return next();
  res
    .status(401)
    .setHeader('www-authenticate', 'Bearer')
    .setHeader('cache-control', 'no-store')
    .json({ errors: [{ message: UNAUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
};
