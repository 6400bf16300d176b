/**
 * Renders the session manager's state as the auth context (`useSession()`: user, role, isAuthenticated,
 * isLoading, isLoggingOut, error, logout, reload, clearError) and its actions (`useSessionActions()`: login,
 * forceLogout, refreshUser, patchUser). On mount it plugs the manager into the API client (bearer token,
 * refresh first, refresh-and-retry on 401/403) and restores a stored session; it follows other tabs.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  SessionActionsContext,
  SessionContext,
  type SessionActions,
  type SessionContextValue,
} from './session-context';
import { SessionManager, SIGNED_OUT } from './session-manager';

/**
 * What a prerendered page shows (signed out, as a first visit sees it): the state of the server render and of
 * hydration, so the page hydrates without a mismatch; a stored session follows at once (docs/performance.md).
 */
const prerenderedState = () => SIGNED_OUT;

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * Goes to /login after a logout or forced logout; the app passes `router.navigate('/login', {flushSync:
   * true})` so the guarded page is gone before the session flag drops (otherwise its guard would redirect
   * again).
   */
  onLogout?: () => void | Promise<void>;
  /** How the user is loaded for a bearer token (default: GET /oauth/auth/user-info). */
  loadUser?: (accessToken: string) => Promise<unknown>;
  /** A ready-made manager (tests). */
  manager?: SessionManager;
}

export function SessionProvider({ children, onLogout, loadUser, manager: given }: SessionProviderProps) {
  const [manager] = useState(() => given ?? new SessionManager({ loadUser, navigateToLogin: onLogout }));
  const state = useSyncExternalStore(manager.subscribe, manager.getState, prerenderedState);

  useEffect(() => {
    if (onLogout) manager.setNavigateToLogin(onLogout);
  }, [manager, onLogout]);

  useEffect(() => manager.connect(), [manager]);

  useEffect(() => {
    void manager.start();
  }, [manager]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => manager.onStorage(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [manager]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, logout: manager.logout, reload: manager.reload, clearError: manager.clearError }),
    [state, manager],
  );
  const actions = useMemo<SessionActions>(
    () => ({
      login: manager.login,
      forceLogout: manager.forceLogout,
      refreshUser: manager.refreshUser,
      patchUser: manager.patchUser,
    }),
    [manager],
  );
  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </SessionActionsContext.Provider>
  );
}
