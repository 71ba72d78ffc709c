import type { Request } from 'express';
import type { Config } from './config';

/**
 * The catalogue's address as the public reaches it: `PUBLIC_ORIGIN`, else the origin this request came to (through
 * `TRUST_PROXY`, a proxy's `X-Forwarded-Proto` and `-Host`). Digital Links and their linksets are built on it.
 */
export function publicOrigin(config: Config, req: Request): string {
  return config.publicOrigin ?? `${req.protocol}://${req.host}`;
}
