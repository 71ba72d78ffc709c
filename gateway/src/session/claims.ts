import { decodeJwt } from 'jose';

/** The expiry claims of an upstream token; a token that is not a JWT counts as already expired (so it is refreshed). */
export function tokenClaims(token: string): { exp?: number; iat?: number } {
  try {
    return decodeJwt(token);
  } catch {
    return { exp: 0, iat: 0 };
  }
}
