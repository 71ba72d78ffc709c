/**
 * Where a sign-in leads back to: the app's page that sent the person to /login (the router's `from` state), or a page
 * of this site outside the app that links here with `?next=` (the GraphQL playground), loaded in full. Anything else,
 * including another site's address, leads to the home page.
 */
export type ReturnTo = { inApp: string } | { outside: string };

export function returnTo(state: unknown, search: string): ReturnTo {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && from !== '/login') return { inApp: from };
  const next = new URLSearchParams(search).get('next');
  if (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) {
    const url = new URL(next, window.location.origin);
    if (url.origin === window.location.origin) return { outside: url.pathname + url.search + url.hash };
  }
  return { inApp: '/' };
}
