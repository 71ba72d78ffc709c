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
 * Guards a protected page: anonymous → /login (remembering where they wanted to go), signed in without the
 * permission → / with the denial message.
 */
export function RequireAuth({ permission, membership, children }: RequireAuthProps) {
  const { viewer, loading, can } = useViewer();
  const location = useLocation();
  if (loading) return <SpinnerOverlay />;
  if (!viewer) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (permission && !can(permission)) return <Denied />;
  if (membership && !viewer.activeMembership) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Pages only for anonymous visitors (/login): a signed-in person goes to /. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { viewer, loading } = useViewer();
  if (loading) return <SpinnerOverlay />;
  if (viewer) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}
