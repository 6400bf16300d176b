export { decodeJwtClaims } from './jwt';
export {
  loginPathFor,
  pathOf,
  redirectTarget,
  safeRedirectPath,
  LOGIN_PATH,
  REDIRECT_PARAM,
} from './redirect';
export { resolveRole } from './role';
export { SessionContext, useSession, type SessionContextValue, type SessionState } from './session-context';
export { SessionProvider, type SessionProviderProps } from './SessionProvider';
export {
  clearTokens,
  getStoredAccessToken,
  hasStoredSession,
  isAccessTokenExpired,
  readTokens,
  saveTokens,
  type StoredTokens,
} from './token-storage';
export { displayName, fetchUserInfo, toSessionUser, type SessionUser } from './user';
