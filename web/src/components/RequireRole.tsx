import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../../../shared/constants/roles.js';
import { loginPathFor } from '../lib/session/redirect';
import { useSession } from '../lib/session/session-context';
import { Spinner } from './Spinner';
import { useToast } from './toast/toast-context';

/** Ours: the info toast shown when a signed-out visitor opens a signed-in page. */
export const SIGN_IN_TO_CONTINUE = 'Inicia sesión para continuar.';
export const ACCESS_DENIED_PATH = '/access-denied';

interface RequireRoleProps {
  /** Roles let through, from the shared `rolesFor(access)`. */
  allowed: readonly Role[];
  /** The guarded content; a route wrapper renders its child routes when omitted. */
  children?: ReactNode;
}

/**
 * The route guard (docs/web.md, Routes and guards): a spinner while the session loads; signed out -> /login,
 * remembering the requested location (state.from and ?redirect=); a role not allowed -> /access-denied.
 */
export function RequireRole({ allowed, children }: RequireRoleProps) {
  const { isLoading, isAuthenticated, isLoggingOut, role } = useSession();
  const location = useLocation();
  const toast = useToast();
  const mustSignIn = !isLoading && !isAuthenticated && !isLoggingOut;

  useEffect(() => {
    if (mustSignIn) toast.info(SIGN_IN_TO_CONTINUE);
  }, [mustSignIn, toast]);

  if (isLoading) return <Spinner className="spinner--page" />;
  // Logging out: the app is on its way to /login; nothing to show or redirect meanwhile.
  if (isLoggingOut) return null;
  if (!isAuthenticated) {
    return <Navigate to={loginPathFor(location)} replace state={{ from: location }} />;
  }
  if (!role || !allowed.includes(role)) {
    return <Navigate to={ACCESS_DENIED_PATH} replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}
