/**
 * Token storage under fixed keys (TOKEN_STORAGE_KEYS: access_token, refresh_token, id_token, expires_at,
 * token_metadata). `expires_at` is the absolute expiry in epoch milliseconds. The full session manager
 * (login, refresh, forced logout) builds on these functions.
 */
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { TOKEN_EARLY_EXPIRY_SECONDS } from '../../../../shared/constants/auth.js';
import type { TokenMetadata, TokenSet } from '../../../../shared/contracts/auth/entities.js';
import { localStore } from '../storage';
import { decodeJwtClaims } from './jwt';

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
 * Whether the access token counts as expired: 5 minutes early (TOKEN_EARLY_EXPIRY_SECONDS); a missing or
 * unparsable expiry counts as expired.
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

/** What saveTokens takes: the access token is required, the rest is optional. */
export type TokenInput = Pick<TokenSet, 'access_token'> &
  Partial<Pick<TokenSet, 'refresh_token' | 'id_token' | 'expires_in'>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Reads a login or refresh answer: null without an access_token. The lifetime is the
 * answer's `expires_in` (seconds); when that is missing or unparsable, the access token's own `exp` claim;
 * otherwise it stays unknown, which counts as expired.
 */
export function tokenSetFrom(answer: unknown, now: number = Date.now()): TokenInput | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const body = answer as Record<string, unknown>;
  const accessToken = text(body.access_token);
  if (!accessToken) return null;
  const tokens: TokenInput = { access_token: accessToken };
  const refreshToken = text(body.refresh_token);
  if (refreshToken) tokens.refresh_token = refreshToken;
  const idToken = text(body.id_token);
  if (idToken) tokens.id_token = idToken;
  const expiresIn = typeof body.expires_in === 'string' ? Number(body.expires_in) : body.expires_in;
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0) {
    tokens.expires_in = expiresIn;
  } else {
    const exp = decodeJwtClaims(accessToken)?.exp;
    if (typeof exp === 'number' && Number.isFinite(exp)) tokens.expires_in = Math.floor(exp - now / 1000);
  }
  return tokens;
}

/**
 * Saves a token set from login (type LOGIN) or refresh (type REFRESH; keeps the old refresh token, id token
 * and session id when none is returned). Tokens save completely or all are cleared: answers
 * false in that case. Without a usable `expires_in` no expiry is stored, so the token counts as expired.
 */
export function saveTokens(
  tokens: TokenInput,
  type: TokenMetadata['type'] = 'LOGIN',
  now: number = Date.now(),
): boolean {
  const previous = readTokens();
  const refreshToken = tokens.refresh_token || (type === 'REFRESH' ? previous.refreshToken : null);
  const idToken = tokens.id_token || (type === 'REFRESH' ? previous.idToken : null);
  const metadata: TokenMetadata = {
    type,
    createdAt: new Date(now).toISOString(),
    source: type === 'LOGIN' ? 'login_endpoint' : 'refresh_endpoint',
    sessionId:
      type === 'REFRESH' && previous.metadata?.sessionId ? previous.metadata.sessionId : newSessionId(),
  };
  const expiresIn = tokens.expires_in;
  const expiresAt =
    typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? String(now + expiresIn * 1000) : null;
  const writes: [string, string][] = [[TOKEN_STORAGE_KEYS.accessToken, tokens.access_token]];
  if (expiresAt !== null) writes.push([TOKEN_STORAGE_KEYS.expiresAt, expiresAt]);
  if (refreshToken) writes.push([TOKEN_STORAGE_KEYS.refreshToken, refreshToken]);
  if (idToken) writes.push([TOKEN_STORAGE_KEYS.idToken, idToken]);
  writes.push([TOKEN_STORAGE_KEYS.metadata, JSON.stringify(metadata)]);
  // Keys this token set has no value for must not keep another session's values.
  const written = new Set(writes.map(([key]) => key));
  for (const key of ALL_KEYS) if (!written.has(key)) localStore.remove(key);
  const ok = writes.every(([key, value]) => localStore.set(key, value));
  if (!ok) clearTokens();
  return ok;
}

export function clearTokens(): void {
  for (const key of ALL_KEYS) localStore.remove(key);
}
