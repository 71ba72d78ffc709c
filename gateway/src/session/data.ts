import 'express-session';

/** The signed-in person's memberships and permissions, and when they were read from the API. */
export interface RememberedAccount {
  userId: string;
  memberships: { id: string; companyId: string; activated: boolean; permissionGroup: 'location_admin' | 'location_user'; permissions: string[] }[];
  /** Epoch ms. */
  loadedAt: number;
}

/** What the gateway keeps per browser session. Tokens never leave the server. */
declare module 'express-session' {
  interface SessionData {
    auth: {
      access: string;
      refresh: string;
      /** Expiry of the access token, epoch seconds (read from its `exp`). */
      accessExp: number;
      /** Lifetime the upstream gives its access tokens, seconds (checked against the refresh margin). */
      accessTtl: number;
      /** Expiry of the refresh token, epoch seconds; the session is authenticated only before it. */
      refreshExp: number;
    };
    rememberMe: boolean;
    /**
     * The session's absolute end, epoch ms: login + REMEMBER_ME_DAYS with remember-me, else + SESSION_ABSOLUTE_HOURS;
     * an anonymous session's is its captcha's expiry. However often the session is used, it ends then.
     */
    endsAt: number;
    /** The spec's `activeId`: the chosen membership. */
    activeMembershipId: string;
    /**
     * Who is signed in, as last read from `accounts/me` (each viewer load, and whenever a policy finds it older than
     * PERMISSIONS_MAX_AGE_SECONDS): most requests check what the caller may do without an upstream call.
     */
    account: RememberedAccount;
    /** Memberships of the registrations sent from this browser: only these may receive an authorisation attachment. */
    registrations: string[];
    /** Anonymous visitor's verified captcha solve, forwarded on lookups until it expires. */
    captcha: { token: string; expiresAt: number };
    /**
     * Database generations this session started and has not seen finish, by company id: when, and what the
     * download offered before (so the previous zip is not taken for the new one).
     */
    databaseExports: Record<string, { requestedAt: number; previous: string | null }>;
  }
}
