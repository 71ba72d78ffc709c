/** Who the playground runs as: the app's session cookie, the same origin. */
export interface SignedIn {
  email: string;
  company: string | null;
}

interface ViewerAnswer {
  data?: { viewer: { user: { email: string }; activeMembership: { company: { name: string } } | null } | null };
}

/** The signed-in person of this browser's session, or null for a visitor (or when the gateway cannot say). */
export async function signedIn(): Promise<SignedIn | null> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query PlaygroundViewer { viewer { user { email } activeMembership { company { name } } } }' }),
  });
  const { data } = (await response.json()) as ViewerAnswer;
  const viewer = data?.viewer;
  return viewer ? { email: viewer.user.email, company: viewer.activeMembership?.company.name ?? null } : null;
}
