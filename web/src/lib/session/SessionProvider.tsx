/**
 * A minimal, real session: restores the stored session on start (user-info with the bearer token), clears
 * it when that fails (error 'Sesión inválida...'), and logs out. The full session manager (login, refresh,
 * forced logout, retries) extends this through `loadUser`, `reload` and the token-storage functions.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LOGOUT_MAX_ATTEMPTS, TOKEN_STORAGE_KEYS } from '../../../../shared/constants.js';
import { AUTH_MESSAGES } from '../../../../shared/messages.js';
import { apiRequest } from '../api/client';
import { SessionContext, type SessionContextValue, type SessionState } from './session-context';
import {
  clearTokens,
  getStoredAccessToken,
  hasStoredSession,
  isAccessTokenExpired,
  readTokens,
} from './token-storage';
import { fetchUserInfo, toSessionUser, type SessionUser } from './user';

const SIGNED_OUT: SessionState = {
  user: null,
  role: null,
  isAuthenticated: false,
  isLoading: false,
  isLoggingOut: false,
  error: null,
};

export interface SessionProviderProps {
  children: ReactNode;
  /**
   * Goes to /login after logout; the app passes `router.navigate('/login', {flushSync: true})` so the
   * guarded page is gone before the session flag drops (otherwise its guard would redirect again).
   */
  onLogout?: () => void | Promise<void>;
  /** How the user is loaded (default: GET /oauth/auth/user-info). */
  loadUser?: () => Promise<unknown>;
}

/** Revokes the refresh token, up to LOGOUT_MAX_ATTEMPTS tries; failures are ignored. */
async function revokeOnServer(accessToken: string, refreshToken: string | null): Promise<void> {
  for (let attempt = 1; attempt <= LOGOUT_MAX_ATTEMPTS; attempt += 1) {
    try {
      await apiRequest('auth.logout', {
        auth: false,
        headers: { Authorization: `Bearer ${accessToken}` },
        body: refreshToken ? { refresh_token: refreshToken } : {},
      });
      return;
    } catch {
      // Try again, then give up: the local session is cleared anyway.
    }
  }
}

export function SessionProvider({ children, onLogout, loadUser = fetchUserInfo }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    hasStoredSession() ? { ...SIGNED_OUT, isLoading: true } : SIGNED_OUT,
  );
  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);
  const loadUserRef = useRef(loadUser);

  const reload = useCallback(async (): Promise<SessionUser | null> => {
    if (!hasStoredSession()) {
      setState(SIGNED_OUT);
      return null;
    }
    setState((previous) => ({ ...previous, isLoading: true }));
    try {
      const user = toSessionUser(await loadUserRef.current(), getStoredAccessToken());
      setState({
        user,
        role: user.role,
        isAuthenticated: true,
        isLoading: false,
        isLoggingOut: false,
        error: null,
      });
      return user;
    } catch {
      clearTokens();
      setState({ ...SIGNED_OUT, error: AUTH_MESSAGES.sessionInvalid });
      return null;
    }
  }, []);

  useEffect(() => {
    if (hasStoredSession()) void reload();
  }, [reload]);

  // Another tab signed out (or in): follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        event.key !== null &&
        event.key !== TOKEN_STORAGE_KEYS.accessToken &&
        event.key !== TOKEN_STORAGE_KEYS.refreshToken
      ) {
        return;
      }
      if (hasStoredSession()) void reload();
      else setState(SIGNED_OUT);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  const logout = useCallback(async () => {
    const tokens = readTokens();
    clearTokens();
    setState({ ...SIGNED_OUT, isLoggingOut: true });
    try {
      await onLogoutRef.current?.();
    } finally {
      setState((previous) => ({ ...previous, isLoggingOut: false }));
    }
    // The server revokes the refresh token in the background: the local session is already gone.
    if (tokens.accessToken && !isAccessTokenExpired(tokens)) {
      await revokeOnServer(tokens.accessToken, tokens.refreshToken);
    }
  }, []);

  const clearError = useCallback(() => setState((previous) => ({ ...previous, error: null })), []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, logout, reload, clearError }),
    [state, logout, reload, clearError],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
