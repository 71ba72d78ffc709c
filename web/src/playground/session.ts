/** Who the playground runs as: the app's session cookie, the same origin. */
export interface SignedIn {
  email: string;
  company: string | null;
}

/**
 * The gateway runs a browser's own documents only with a bearer token: it enforces trusted documents (production,
 * decision 030), so the session cannot run the playground's operations.
 */
export const TOKEN_ONLY = 'token only';

interface ViewerAnswer {
  data?: { viewer: { user: { email: string }; activeMembership: { company: { name: string } } | null } | null };
  errors?: { extensions?: { code?: string } }[];
}

/** The signed-in person of this browser's session, null for a visitor (or when the gateway cannot say), or TOKEN_ONLY. */
export async function signedIn(): Promise<SignedIn | null | typeof TOKEN_ONLY> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query PlaygroundViewer { viewer { user { email } activeMembership { company { name } } } }' }),
  });
  const { data, errors } = (await response.json()) as ViewerAnswer;
  if (errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_ID_REQUIRED')) return TOKEN_ONLY;
  const viewer = data?.viewer;
  return viewer ? { email: viewer.user.email, company: viewer.activeMembership?.company.name ?? null } : null;
}
