import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { messages, type Permission } from 'schema/validation';
import { useViewer } from '../shared/viewer/useViewer';
import { useAccessRedirects } from '../shared/problems/useAccessProblems';
import { SpinnerOverlay } from '../components/ui/SpinnerOverlay';

interface RequireAuthProps {
  /** Permission the active membership must hold; without it only a signed-in person is needed. */
  permission?: Permission;
  /** When set, an active (activated) membership is needed. */
  membership?: boolean;
  children?: ReactNode;
}

/** The denied screen every page leads to (spec §6: 'Nie masz uprawnień do tej czynności'). */
function Denied() {
  const { toDenied } = useAccessRedirects();
  useEffect(() => toDenied(messages.denied), [toDenied]);
  return null;
}

/**
 * The session's person could not be loaded (spec §4: failing to load the current user sends them to / with the
 * generic error). They stay signed in: only a refused session ends it, and the next load that succeeds shows them.
 */
export function ViewerUnavailable() {
  const { unavailable } = useViewer();
  const { toHome } = useAccessRedirects();
  useEffect(() => {
    if (unavailable) toHome(messages.generic);
  }, [unavailable, toHome]);
  return null;
}

/**
 * Guards a protected page: anonymous → /login (remembering where they wanted to go), signed in without the
 * permission → / with the denial message, signed in but not loaded → nothing (`ViewerUnavailable` leads home).
 */
export function RequireAuth({ permission, membership, children }: RequireAuthProps) {
  const { viewer, loading, unavailable, can } = useViewer();
  const location = useLocation();
  if (loading) return <SpinnerOverlay />;
  // Not a visitor: `ViewerUnavailable` (in the layout) takes them home with the generic error.
  if (unavailable) return null;
  if (!viewer) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (permission && !can(permission)) return <Denied />;
  if (membership && !viewer.activeMembership) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Pages only for anonymous visitors (/login): a signed-in person goes to /. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { viewer, loading, unavailable } = useViewer();
  if (loading) return <SpinnerOverlay />;
  if (viewer || unavailable) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}
