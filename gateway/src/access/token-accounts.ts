import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import type { RememberedAccount } from '../session/data';
import { tokenHash } from './token-trust';

/**
 * An integrator's account (memberships, permissions) as the API last described it, per bearer token: what a browser's
 * session keeps for it (`SessionData.account`), so an integrator's request reads `accounts/me` as rarely as a
 * browser's does (once per PERMISSIONS_MAX_AGE_SECONDS, and for `fresh` policies), not once per request. Kept in this
 * instance's memory by the token's SHA-256, never past the token's `exp`: another instance reads the account once.
 */
export class TokenAccounts {
  private readonly accounts = new LRUCache<string, RememberedAccount>({ max: 10_000 });

  constructor(private readonly maxAgeMs: number) {}

  /** The token's account while it is younger than `maxAgeMs` (0: never, for a fresh policy). */
  get(token: string, maxAgeMs = this.maxAgeMs): RememberedAccount | null {
    const account = this.accounts.get(tokenHash(token));
    return account && Date.now() - account.loadedAt < maxAgeMs ? account : null;
  }

  remember(token: string, account: RememberedAccount): void {
    const { exp } = decodeJwt(token);
    const ttl = Math.min(this.maxAgeMs, exp === undefined ? this.maxAgeMs : exp * 1000 - Date.now());
    if (ttl > 0) this.accounts.set(tokenHash(token), account, { ttl });
  }
}

