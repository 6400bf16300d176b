import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import {
  clearTokens,
  getStoredAccessToken,
  hasStoredSession,
  isAccessTokenExpired,
  readTokens,
  saveTokens,
  tokenSetFrom,
} from './token-storage';
import { jwt } from './session-test-utils';

const NOW = Date.parse('2025-06-01T10:00:00Z');

describe('token storage', () => {
  it('reads nothing when nothing is stored', () => {
    expect(readTokens()).toEqual({
      accessToken: null,
      refreshToken: null,
      idToken: null,
      expiresAt: null,
      metadata: null,
    });
    expect(hasStoredSession()).toBe(false);
    expect(getStoredAccessToken()).toBeNull();
  });

  it('saves a login token set under TOKEN_STORAGE_KEYS', () => {
    expect(
      saveTokens(
        {
          access_token: 'a'.repeat(30),
          refresh_token: 'r'.repeat(30),
          id_token: 'i'.repeat(30),
          expires_in: 3600,
        },
        'LOGIN',
        NOW,
      ),
    ).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEYS.accessToken)).toBe('a'.repeat(30));
    expect(localStorage.getItem('refresh_token')).toBe('r'.repeat(30));
    expect(localStorage.getItem('id_token')).toBe('i'.repeat(30));
    expect(localStorage.getItem('expires_at')).toBe(String(NOW + 3_600_000));
    const metadata = JSON.parse(localStorage.getItem('token_metadata') ?? '{}');
    expect(metadata).toMatchObject({
      type: 'LOGIN',
      source: 'login_endpoint',
      createdAt: new Date(NOW).toISOString(),
    });
    expect(typeof metadata.sessionId).toBe('string');
    const tokens = readTokens();
    expect(tokens.accessToken).toBe('a'.repeat(30));
    expect(tokens.expiresAt).toBe(NOW + 3_600_000);
    expect(hasStoredSession(tokens)).toBe(true);
  });

  it('keeps the old refresh token and session id on a refresh without a new refresh token', () => {
    saveTokens(
      { access_token: 'old', refresh_token: 'r'.repeat(30), id_token: 'id', expires_in: 3600 },
      'LOGIN',
      NOW,
    );
    const sessionId = readTokens().metadata?.sessionId;
    saveTokens({ access_token: 'new', expires_in: 600 }, 'REFRESH', NOW + 1000);
    const tokens = readTokens();
    expect(tokens.accessToken).toBe('new');
    expect(tokens.refreshToken).toBe('r'.repeat(30));
    expect(tokens.metadata).toMatchObject({ type: 'REFRESH', source: 'refresh_endpoint', sessionId });
  });

  it('counts a session with only a refresh token as one to restore', () => {
    localStorage.setItem('refresh_token', 'r'.repeat(30));
    expect(hasStoredSession()).toBe(true);
  });

  it('clears every token key', () => {
    saveTokens({ access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 60 }, 'LOGIN', NOW);
    localStorage.setItem('cart', 'kept');
    clearTokens();
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('cart')).toBe('kept');
    expect(hasStoredSession()).toBe(false);
  });

  it('treats the access token as expired 5 minutes early, and when the expiry is missing or unparsable', () => {
    saveTokens({ access_token: 'a', expires_in: 3600 }, 'LOGIN', NOW);
    expect(isAccessTokenExpired(readTokens(), NOW)).toBe(false);
    expect(isAccessTokenExpired(readTokens(), NOW + 3_600_000 - 300_001)).toBe(false);
    expect(isAccessTokenExpired(readTokens(), NOW + 3_600_000 - 300_000)).toBe(true);
    localStorage.setItem('expires_at', 'not a number');
    expect(isAccessTokenExpired(readTokens(), NOW)).toBe(true);
    localStorage.removeItem('expires_at');
    expect(isAccessTokenExpired(readTokens(), NOW)).toBe(true);
  });

  it('clears everything when the tokens cannot all be saved', () => {
    const original = Storage.prototype.setItem;
    let writes = 0;
    Storage.prototype.setItem = function setItem(key: string, value: string) {
      writes += 1;
      if (writes === 2) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      original.call(this, key, value);
    };
    try {
      expect(saveTokens({ access_token: 'a', refresh_token: 'r', expires_in: 60 }, 'LOGIN', NOW)).toBe(false);
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(hasStoredSession()).toBe(false);
  });

  it.each([0, 1, 2, 3, 4])('saves all or nothing: a failure on write %i clears every key', (failing) => {
    saveTokens(
      { access_token: 'old', refresh_token: 'o'.repeat(30), id_token: 'oid', expires_in: 60 },
      'LOGIN',
      NOW,
    );
    const original = Storage.prototype.setItem;
    let writes = 0;
    Storage.prototype.setItem = function setItem(key: string, value: string) {
      if (writes++ === failing) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      original.call(this, key, value);
    };
    try {
      expect(
        saveTokens(
          { access_token: 'a', refresh_token: 'r'.repeat(30), id_token: 'i', expires_in: 60 },
          'LOGIN',
          NOW,
        ),
      ).toBe(false);
    } finally {
      Storage.prototype.setItem = original;
    }
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps no value of another session for a key the new token set lacks', () => {
    saveTokens(
      { access_token: 'a', refresh_token: 'r'.repeat(30), id_token: 'old-id', expires_in: 60 },
      'LOGIN',
      NOW,
    );
    saveTokens({ access_token: 'b', refresh_token: 's'.repeat(30) }, 'LOGIN', NOW);
    expect(readTokens()).toMatchObject({ accessToken: 'b', idToken: null, expiresAt: null });
    expect(isAccessTokenExpired(readTokens(), NOW)).toBe(true);
  });

  it('reads login and refresh answers: access_token required, expiry from expires_in or the token', () => {
    expect(tokenSetFrom(null)).toBeNull();
    expect(tokenSetFrom({ refresh_token: 'r' })).toBeNull();
    expect(tokenSetFrom({ access_token: '  ' })).toBeNull();
    expect(tokenSetFrom({ access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 3600 })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      id_token: 'i',
      expires_in: 3600,
    });
    expect(tokenSetFrom({ access_token: 'a', expires_in: '120' })).toEqual({
      access_token: 'a',
      expires_in: 120,
    });
    const token = jwt({ exp: NOW / 1000 + 900 });
    expect(tokenSetFrom({ access_token: token, expires_in: 'pronto' }, NOW)).toEqual({
      access_token: token,
      expires_in: 900,
    });
    expect(tokenSetFrom({ access_token: 'opaque' }, NOW)).toEqual({ access_token: 'opaque' });
  });
});
