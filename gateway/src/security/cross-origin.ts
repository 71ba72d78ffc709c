import cors from 'cors';
import type { Request, RequestHandler } from 'express';

/**
 * Whether a browser sent this request from a page of another origin than the gateway's: its `Sec-Fetch-Site`, or,
 * from a browser that sends none, an `Origin` that is not the gateway's own. Programs send neither.
 */
export function isCrossOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'cross-site' || site === 'same-site';
  const origin = req.get('origin');
  return origin !== undefined && origin !== `${req.protocol}://${req.host}`;
}

/**
 * CORS for integrators' browser apps on the origins of `CORS_ORIGINS`: they call /graphql with a bearer token, so
 * credentials are never allowed (no `Access-Control-Allow-Credentials`: a browser sends no cookie and keeps no
 * answer of a request that carried one), and a cross-origin request is never served as the cookie's session
 * (`createContext`). Preflights are answered here; the headers an integrator plans with are exposed.
 */
export function integratorCors(origins: readonly string[]): RequestHandler {
  return cors({
    origin: [...origins],
    credentials: false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type', 'apollo-require-preflight', 'x-apollo-operation-name'],
    exposedHeaders: ['ratelimit', 'ratelimit-policy', 'retry-after', 'x-request-id'],
    maxAge: 600,
  });
}
