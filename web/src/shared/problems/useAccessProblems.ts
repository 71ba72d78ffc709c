import { useCallback, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SessionViewerDocument } from '../viewer/Viewer.generated';
import { useViewer } from '../viewer/useViewer';
import { useStatusMessage } from '../status/StatusMessage';

/** Any answer of a query, a mutation or a file route: a result type or a member of `Problem`. */
interface Answer {
  __typename: string;
  message?: string;
}

/** The ways out of a page the person may not (or no longer) use, the same from a route guard and from an answer. */
export function useAccessRedirects() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { show } = useStatusMessage();
  const from = location.pathname + location.search;

  /** The session has ended: the viewer is forgotten, and /login says why and leads back here after signing in. */
  const toLogin = useCallback(
    (message: string) => {
      client.writeQuery({ query: SessionViewerDocument, data: { viewer: null } });
      show('error', message, { path: '/login' });
      navigate('/login', { replace: true, state: { from } });
    },
    [client, navigate, show, from],
  );

  /**
   * Home, saying why: the denied screen (spec §1: protected pages send a person without the permission to /) and a
   * person the API could not load (spec §4).
   */
  const toHome = useCallback(
    (message: string) => {
      show('error', message, { path: '/' });
      navigate('/', { replace: true });
    },
    [navigate, show],
  );

  return { toLogin, toDenied: toHome, toHome };
}

/**
 * What an answer tells about the person rather than about the page: an ended session (`SessionExpired`, or
 * `LoginRequired` for someone the app believed signed in), or something they may not do (`PermissionDenied`,
 * `NoActiveMembership`). A visitor's `LoginRequired` (the global registry, the advanced search) is the page's own.
 */
function accessOutcome(answer: Answer | null | undefined, signedIn: boolean): 'login' | 'denied' | null {
  switch (answer?.__typename) {
    case 'SessionExpired':
      return 'login';
    case 'LoginRequired':
      return signedIn ? 'login' : null;
    case 'PermissionDenied':
    case 'NoActiveMembership':
      return 'denied';
    default:
      return null;
  }
}

/**
 * The one way every page answers what a result says about the person (docs/decisions/027): an ended session goes to
 * /login with the way back and the gateway's message, a missing permission to the denied screen, whatever the page.
 * Returns a function for a mutation's or a file route's answer: it leads the person on and says whether it did, so
 * the page shows the answer itself only when it is the page's own.
 */
export function useAccessProblems(): (answer: Answer | null | undefined) => boolean {
  const { viewer } = useViewer();
  const { toLogin, toDenied } = useAccessRedirects();
  const signedIn = !!viewer;
  return useCallback(
    (answer) => {
      const outcome = accessOutcome(answer, signedIn);
      if (outcome === 'login') toLogin(answer!.message ?? '');
      if (outcome === 'denied') toDenied(answer!.message ?? '');
      return outcome !== null;
    },
    [signedIn, toLogin, toDenied],
  );
}

/** The same for a query's answer as the page renders it; true while the page should show nothing of its own for it. */
export function useAccessProblem(answer: Answer | null | undefined): boolean {
  const { viewer } = useViewer();
  const handle = useAccessProblems();
  const refused = accessOutcome(answer, !!viewer) !== null;
  useEffect(() => {
    if (refused) handle(answer);
  }, [refused, answer, handle]);
  return refused;
}
