/**
 * Renders the session's state as the auth context (`useSession()`: user, role, isAuthenticated, isLoading,
 * isLoggingOut, error, logout, reload, clearError) and its actions (`useSessionActions()`: login, forceLogout,
 * refreshUser, patchUser). The state starts from the stored tokens (read synchronously); the session manager
 * arrives in a chunk of its own right after the first paint (lazy-session.ts), plugs into the API client
 * (bearer token, refresh first, refresh-and-retry on 401/403) and restores a stored session; it follows other
 * tabs.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStoreAfterHydration } from '../use-store-after-hydration';
import { LazySession } from './lazy-session';
import {
  SessionActionsContext,
  SessionContext,
  SIGNED_OUT,
  type SessionActions,
  type SessionContextValue,
} from './session-context';
import type { SessionManager } from './session-manager';

/**
 * What a prerendered page shows (signed out, as a first visit sees it): the state of the server render and of
 * hydration, so the page hydrates without a mismatch; a stored session follows in a transition right after
 * (useStoreAfterHydration).
 */
const prerenderedState = () => SIGNED_OUT;

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * Goes to /login after a logout or forced logout; the app passes a navigate wrapped in flushSync so the
   * guarded page is gone before the session flag drops (otherwise its guard would redirect again).
   */
  onLogout?: () => void | Promise<void>;
  /** How the user is loaded for a bearer token (default: GET /oauth/auth/user-info). */
  loadUser?: (accessToken: string) => Promise<unknown>;
  /** A ready-made manager (tests). */
  manager?: SessionManager;
}

export function SessionProvider({ children, onLogout, loadUser, manager: given }: SessionProviderProps) {
  const [session] = useState(() => new LazySession({ loadUser }, onLogout, given));
  const [state, live] = useStoreAfterHydration(session.subscribe, session.getState, prerenderedState);

  useEffect(() => {
    if (onLogout) session.setNavigateToLogin(onLogout);
  }, [session, onLogout]);

  useEffect(() => session.mount(), [session]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => session.onStorage(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session]);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      hydrating: !live,
      logout: session.logout,
      reload: session.reload,
      clearError: session.clearError,
    }),
    [state, live, session],
  );
  const actions = useMemo<SessionActions>(
    () => ({
      login: session.login,
      forceLogout: session.forceLogout,
      refreshUser: session.refreshUser,
      patchUser: session.patchUser,
    }),
    [session],
  );
  return (
    <SessionActionsContext.Provider value={actions}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </SessionActionsContext.Provider>
  );
}
