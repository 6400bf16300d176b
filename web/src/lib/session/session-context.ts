import { createContext, useContext } from 'react';
import type { Role } from '../../../../shared/roles.js';
import type { SessionUser } from './user';

/** The auth context of the spec (section 3): user, isAuthenticated, isLoading, error; plus the shell's helpers. */
export interface SessionState {
  user: SessionUser | null;
  /** The resolved role of the signed-in user; null when signed out. */
  role: Role | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** True between logout and the arrival at /login: guards stay quiet meanwhile. */
  isLoggingOut: boolean;
  /** A Spanish message when the stored session could not be restored. */
  error: string | null;
}

export interface SessionContextValue extends SessionState {
  /** Clears the local session (revoking the refresh token in the background) and goes to /login. */
  logout: () => Promise<void>;
  /** Re-reads the stored tokens and the user (the login screen calls it after storing tokens). */
  reload: () => Promise<SessionUser | null>;
  clearError: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
