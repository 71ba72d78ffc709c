import 'express-session';

/** What the gateway keeps per browser session. Tokens never leave the server. */
declare module 'express-session' {
  interface SessionData {
    auth: {
      access: string;
      refresh: string;
      /** Expiry of the access token, epoch seconds (read from its `exp`). */
      accessExp: number;
      /** Expiry of the refresh token, epoch seconds; the session is authenticated only before it. */
      refreshExp: number;
    };
    rememberMe: boolean;
    /** The spec's `activeId`: the chosen membership. */
    activeMembershipId: string;
    /** Anonymous visitor's captcha token, kept for a day and forwarded on lookups. */
    captcha: { token: string; expiresAt: number };
  }
}
