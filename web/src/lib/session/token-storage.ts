/**
 * Token storage under the spec's keys (spec section 3: access_token, refresh_token, id_token, expires_at,
 * token_metadata). `expires_at` is the absolute expiry in epoch milliseconds. The full session manager
 * (login, refresh, forced logout) builds on these functions.
 */
import { TOKEN_EARLY_EXPIRY_SECONDS, TOKEN_STORAGE_KEYS } from '../../../../shared/constants.js';
import type { TokenMetadata, TokenSet } from '../../../../shared/entities.js';
import { localStore } from '../storage';

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  /** Epoch ms; null when missing or unparsable. */
  expiresAt: number | null;
  metadata: TokenMetadata | null;
}

const ALL_KEYS = Object.values(TOKEN_STORAGE_KEYS);

export function readTokens(): StoredTokens {
  const rawExpiry = localStore.get(TOKEN_STORAGE_KEYS.expiresAt);
  const expiresAt = rawExpiry === null ? null : Number(rawExpiry);
  return {
    accessToken: localStore.get(TOKEN_STORAGE_KEYS.accessToken) || null,
    refreshToken: localStore.get(TOKEN_STORAGE_KEYS.refreshToken) || null,
    idToken: localStore.get(TOKEN_STORAGE_KEYS.idToken) || null,
    expiresAt: expiresAt !== null && Number.isFinite(expiresAt) ? expiresAt : null,
    metadata: localStore.getJson<TokenMetadata>(TOKEN_STORAGE_KEYS.metadata),
  };
}

export function getStoredAccessToken(): string | null {
  return localStore.get(TOKEN_STORAGE_KEYS.accessToken) || null;
}

/** A session worth restoring: an access token or a refresh token is stored. */
export function hasStoredSession(tokens: StoredTokens = readTokens()): boolean {
  return tokens.accessToken !== null || tokens.refreshToken !== null;
}

/**
 * Whether the access token counts as expired: 5 minutes early (spec section 5); a missing or unparsable
 * expiry counts as expired.
 */
export function isAccessTokenExpired(tokens: StoredTokens = readTokens(), now: number = Date.now()): boolean {
  if (tokens.accessToken === null || tokens.expiresAt === null) return true;
  return now >= tokens.expiresAt - TOKEN_EARLY_EXPIRY_SECONDS * 1000;
}

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Saves a token set from login (type LOGIN) or refresh (type REFRESH; keeps the old refresh token when none
 * is returned). Tokens save completely or all are cleared (spec section 5): answers false in that case.
 */
export function saveTokens(
  tokens: Pick<TokenSet, 'access_token' | 'expires_in'> &
    Partial<Pick<TokenSet, 'refresh_token' | 'id_token'>>,
  type: TokenMetadata['type'] = 'LOGIN',
  now: number = Date.now(),
): boolean {
  const previous = readTokens();
  const refreshToken = tokens.refresh_token || (type === 'REFRESH' ? previous.refreshToken : null);
  const metadata: TokenMetadata = {
    type,
    createdAt: new Date(now).toISOString(),
    source: type === 'LOGIN' ? 'login_endpoint' : 'refresh_endpoint',
    sessionId:
      type === 'REFRESH' && previous.metadata?.sessionId ? previous.metadata.sessionId : newSessionId(),
  };
  const writes: [string, string][] = [
    [TOKEN_STORAGE_KEYS.accessToken, tokens.access_token],
    [TOKEN_STORAGE_KEYS.expiresAt, String(now + tokens.expires_in * 1000)],
    [TOKEN_STORAGE_KEYS.metadata, JSON.stringify(metadata)],
  ];
  if (refreshToken) writes.push([TOKEN_STORAGE_KEYS.refreshToken, refreshToken]);
  const idToken = tokens.id_token ?? (type === 'REFRESH' ? previous.idToken : null);
  if (idToken) writes.push([TOKEN_STORAGE_KEYS.idToken, idToken]);
  const ok = writes.every(([key, value]) => localStore.set(key, value));
  if (!ok) clearTokens();
  return ok;
}

export function clearTokens(): void {
  for (const key of ALL_KEYS) localStore.remove(key);
}
