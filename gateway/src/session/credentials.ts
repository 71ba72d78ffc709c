import { decodeJwt } from 'jose';
import type { Request } from 'express';
import type { Credentials } from '../legacy/client';
import { LegacyError } from '../legacy/errors';
import type { TokenPair } from '../legacy/models';
import type { RefreshCoordinator } from './refresh';

const now = () => Math.floor(Date.now() / 1000);

/** Turns an upstream token pair into what the session keeps. */
export function sessionAuth(pair: TokenPair) {
  return {
    access: pair.access,
    refresh: pair.refresh,
    accessExp: expiry(pair.access),
    refreshExp: expiry(pair.refresh),
  };
}

function expiry(token: string): number {
  try {
    return decodeJwt(token).exp ?? Number.POSITIVE_INFINITY;
  } catch {
    return 0;
  }
}

export interface SessionCredentialsDeps {
  req: Request;
  marginSeconds: number;
  flights: RefreshCoordinator;
  refresh: (refreshToken: string) => Promise<TokenPair>;
  /** Ends the session (store entry and cookie) when the refresh token is gone. */
  endSession: () => Promise<void>;
}

/** Credentials of a browser session: refreshes the access token shortly before it expires, once per session. */
export function sessionCredentials(deps: SessionCredentialsDeps): Credentials {
  const { req } = deps;

  async function renew(): Promise<string> {
    const auth = req.session.auth;
    if (!auth) throw new LegacyError({ kind: 'unauthorized', detail: 'no session' });
    if (auth.refreshExp <= now()) return endWith('refresh token expired');
    let pair: TokenPair;
    try {
      pair = await deps.flights.run(auth.refresh, () => deps.refresh(auth.refresh));
    } catch (error) {
      // A network failure keeps the session (the next request tries again); a refusal ends it.
      if (error instanceof LegacyError && error.failure.kind === 'unavailable') throw error;
      return endWith('refresh refused');
    }
    if (req.session.auth) req.session.auth = sessionAuth(pair);
    return pair.access;
  }

  async function endWith(detail: string): Promise<never> {
    await deps.endSession();
    throw new LegacyError({ kind: 'unauthorized', detail });
  }

  return {
    async accessToken() {
      const auth = req.session?.auth;
      if (!auth) return null;
      if (auth.accessExp - deps.marginSeconds > now()) return auth.access;
      return renew();
    },
    async renewAfterRejection() {
      if (!req.session?.auth) return null;
      try {
        return await renew();
      } catch {
        return null;
      }
    },
  };
}

/** Credentials of an integrator calling with `Authorization: Bearer …`: passed through, never refreshed here. */
export function bearerCredentials(token: string): Credentials {
  return { accessToken: async () => token, renewAfterRejection: async () => null };
}
