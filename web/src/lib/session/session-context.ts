import { createContext, useContext } from 'react';
import type { Role } from '../../../../shared/constants/roles.js';
import { useRequiredContext } from '../required-context';
import type { SessionUser } from './session-user';

export interface ForceLogoutOptions {
  /** Go to /login (default true). */
  navigate?: boolean;
}

/** The auth context: user, isAuthenticated, isLoading, error; plus the shell's helpers (docs/web-session.md). */
export interface SessionState {
  user: SessionUser | null;
  /** The resolved role of the signed-in user; null when signed out. */
  role: Role | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** True between logout and the arrival at /login: guards stay quiet meanwhile. */
  isLoggingOut: boolean;
  /** A Spanish message when the session could not be restored or was ended ('Sesión inválida...'). */
  error: string | null;
}

export const SIGNED_OUT: SessionState = {
  user: null,
  role: null,
  isAuthenticated: false,
  isLoading: false,
  isLoggingOut: false,
  error: null,
};

export interface SessionContextValue extends SessionState {
  /**
   * True while a prerendered page hydrates: the state is the signed-out first view, not yet the stored session.
   * Code that acts for the user (the cart's owner) waits until it is false.
   */
  hydrating?: boolean;
  /** Revokes the refresh token on the server when possible, then clears the local session and goes to /login. */
  logout: () => Promise<void>;
  /** Re-reads the stored tokens and the user (clears the session when that fails). */
  reload: () => Promise<SessionUser | null>;
  clearError: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  return useRequiredContext(SessionContext, 'useSession', 'SessionProvider');
}

/** The session manager's actions beyond the shell's context (login, forced logout, ...). */
export interface SessionActions {
  /** Signs in (stores tokens, fetches the user); throws ApiError with the Spanish message. */
  login: (username: string, password: string) => Promise<SessionUser>;
  /** Ends the session now (no server call): tokens and in-flight state cleared, /login unless told not to. */
  forceLogout: (message?: string | null, options?: ForceLogoutOptions) => Promise<void>;
  /** Fetches the user again (user-info retry policy, docs/web-session.md); 401 or token 403 force the logout. */
  refreshUser: () => Promise<SessionUser>;
  /** Updates the signed-in user locally (e.g. a new name saved on the profile). */
  patchUser: (patch: Partial<Pick<SessionUser, 'fullName' | 'email'>>) => void;
}

export const SessionActionsContext = createContext<SessionActions | null>(null);

const missing = () => Promise.reject(new Error('The session actions need <SessionProvider>'));

/** Outside a SessionProvider (screens rendered with a mocked session) every action rejects. */
const NO_ACTIONS: SessionActions = {
  login: missing,
  forceLogout: missing,
  refreshUser: missing,
  patchUser: () => {},
};

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext) ?? NO_ACTIONS;
}
