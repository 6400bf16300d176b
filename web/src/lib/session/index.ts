export { decodeJwtClaims } from './jwt';
export {
  AUTH_ACTION_DEFAULTS,
  authActionError,
  isRefreshError,
  RefreshError,
  refreshFailure,
  sessionFailure,
  type AuthAction,
  type SessionFailure,
} from './auth-errors';
export {
  authPath,
  homePathForRole,
  HOME_PATH_BY_ROLE,
  redirectParam,
  loginPathFor,
  pathOf,
  redirectTarget,
  safeRedirectPath,
  LOGIN_PATH,
  REDIRECT_PARAM,
} from './redirect';
export { resolveRole } from './role';
export {
  SessionActionsContext,
  SessionContext,
  useSession,
  useSessionActions,
  type SessionActions,
  type SessionContextValue,
  type SessionState,
} from './session-context';
export {
  SessionManager,
  SIGNED_OUT,
  STORAGE_FAILED_MESSAGE,
  type ForceLogoutOptions,
  type SessionManagerOptions,
} from './session-manager';
export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export {
  clearTokens,
  getStoredAccessToken,
  hasStoredSession,
  isAccessTokenExpired,
  readTokens,
  saveTokens,
  tokenSetFrom,
  type StoredTokens,
  type TokenInput,
} from './token-storage';
export { displayName, fetchUserInfo, toSessionUser, type SessionUser } from './user';
