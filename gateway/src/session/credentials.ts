import type { Request } from 'express';
import { LegacyError } from '../legacy/errors';
import { SessionEndedError, type Credentials } from '../legacy/http';
import type { TokenPair } from '../legacy/session';
import { tokenClaims } from './claims';
import type { RefreshMargin } from './margin';
import { RefreshRefusedError, type RefreshCoordinator } from './refresh';

const now = () => Math.floor(Date.now() / 1000);
const expired = (access: string) => (tokenClaims(access).exp ?? Number.POSITIVE_INFINITY) <= now();
/** Rotations a request follows past pairs that expired meanwhile (each one a refresh at most). */
const MAX_HOPS = 3;

/** Turns an upstream token pair into what the session keeps. */
export function sessionAuth(pair: TokenPair) {
  const access = tokenClaims(pair.access);
  return {
    access: pair.access,
    refresh: pair.refresh,
    accessExp: access.exp ?? Number.POSITIVE_INFINITY,
    /** Lifetime the upstream gives its access tokens, seconds (from `iat`, else from now). */
    accessTtl: access.exp === undefined ? Number.POSITIVE_INFINITY : access.exp - (access.iat ?? now()),
    refreshExp: tokenClaims(pair.refresh).exp ?? Number.POSITIVE_INFINITY,
  };
}

export interface SessionCredentialsDeps {
  req: Request;
  margin: RefreshMargin;
  flights: RefreshCoordinator;
  /** The upstream refresh: a pair, `RefreshRefusedError` for a definitive refusal, anything else is transient. */
  refresh: (refreshToken: string) => Promise<TokenPair>;
  /** Ends the session (store entry and cookie) when the refresh token is gone. */
  endSession: () => Promise<void>;
  /** The request's deadline: past it the request stops waiting for a refresh (the refresh itself runs on). */
  deadline?: AbortSignal;
}

/** Credentials of a browser session: refreshes the access token shortly before it expires, once per session. */
export function sessionCredentials(deps: SessionCredentialsDeps): Credentials {
  const { req } = deps;

  async function renew(): Promise<string> {
    const auth = req.session.auth;
    if (!auth) throw new SessionEndedError('no session');
    if (auth.refreshExp <= now()) return endWith('refresh token expired');
    const refreshOnce = (refreshToken: string) => waitWithin(deps.flights.run(refreshToken, () => deps.refresh(refreshToken)), deps.deadline);
    let pair: TokenPair;
    try {
      pair = await refreshOnce(auth.refresh);
      // Another request's pair, settled a while ago, may hold an access token that has expired since: follow the
      // rotation to its newest pair rather than send it and have the session ended by the API's refusal.
      for (let hop = 0; hop < MAX_HOPS && pair.refresh !== auth.refresh && expired(pair.access); hop++) pair = await refreshOnce(pair.refresh);
    } catch (error) {
      // Only a definitive refusal ends the session; an unreachable API keeps it for the next request.
      if (error instanceof RefreshRefusedError) return endWith('refresh refused');
      throw error;
    }
    if (req.session.auth) req.session.auth = sessionAuth(pair);
    return pair.access;
  }

  async function endWith(reason: string): Promise<never> {
    await deps.endSession();
    throw new SessionEndedError(reason);
  }

  return {
    async accessToken() {
      const auth = req.session?.auth;
      if (!auth) return null;
      if (auth.accessExp - deps.margin.seconds(auth.accessTtl) > now()) return auth.access;
      return renew();
    },
    async renewAfterRejection() {
      if (!req.session?.auth) return null;
      try {
        return await renew();
      } catch (error) {
        if (error instanceof SessionEndedError) return null;
        throw error;
      }
    },
  };
}

/**
 * Waits for `work` until the deadline. The work is not cut: a refresh aborted mid-way could lose the pair the API
 * has already rotated to, so it finishes and the next request finds it in the flight's grace period.
 */
function waitWithin<T>(work: Promise<T>, deadline: AbortSignal | undefined): Promise<T> {
  if (!deadline) return work;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new LegacyError({ kind: 'unavailable', status: null, cause: 'deadline' }));
    if (deadline.aborted) return stop();
    deadline.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', stop));
  });
}

/** Credentials of an integrator calling with `Authorization: Bearer …`: passed through, never refreshed here. */
export function bearerCredentials(token: string): Credentials {
  return { accessToken: async () => token, renewAfterRejection: async () => null };
}
