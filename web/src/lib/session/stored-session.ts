import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { localStore } from '../storage/local-storage';

/**
 * The shell's synchronous look at the stored session (the same rule as token-storage's hasStoredSession: an
 * access token or a refresh token is stored), without the token helpers the session manager brings.
 */
export function hasStoredTokens(): boolean {
  return Boolean(
    localStore.get(TOKEN_STORAGE_KEYS.accessToken) || localStore.get(TOKEN_STORAGE_KEYS.refreshToken),
  );
}
