/**
 * Reading the signed-in user (GET /oauth/auth/user-info) with its retry policy: up to USER_INFO_MAX_ATTEMPTS
 * attempts; a 403 refreshes the token (at most USER_INFO_MAX_REFRESHES times), a 401 refreshes once (the
 * interceptor's rule), network and undefined errors wait USER_INFO_RETRY_WAIT_MS. An answer for a session that
 * ended meanwhile is dropped (SessionEndedError).
 */
import {
  USER_INFO_MAX_ATTEMPTS,
  USER_INFO_MAX_REFRESHES,
  USER_INFO_RETRY_WAIT_MS,
} from '../../../../shared/constants/auth.js';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import { isRefreshError, notAuthenticated, SessionEndedError } from './auth-errors';
import { toSessionUser, type SessionUser } from './user';

export interface UserLoadSteps {
  /** The stored access token when valid, else a refreshed one; null without a session. */
  validToken: () => Promise<string | null>;
  /** One shared refresh of the tokens. */
  refresh: () => Promise<string>;
  /** Reads the user for a bearer token (default: GET /oauth/auth/user-info). */
  load?: (accessToken: string) => Promise<unknown>;
  /** Waits between attempts (default: a timer). */
  wait?: (ms: number) => Promise<void>;
  /** The session the read started in is still the current one. */
  isCurrent: () => boolean;
}

const defaultLoadUser = (accessToken: string) => api.auth.userInfo({ bearer: accessToken });
const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Network failures, no answer in time, answers that are not the contract's, and anything not HTTP. */
function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.code === 'UNKNOWN_ERROR';
}

export async function loadUserWithRetries(steps: UserLoadSteps): Promise<SessionUser> {
  const load = steps.load ?? defaultLoadUser;
  const wait = steps.wait ?? defaultWait;
  let refreshes = 0;
  let refreshedAfter401 = false;
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= USER_INFO_MAX_ATTEMPTS;
    try {
      const token = await steps.validToken();
      if (!token) throw notAuthenticated();
      const raw = await load(token);
      if (!steps.isCurrent()) throw new SessionEndedError();
      return toSessionUser(raw, token);
    } catch (error) {
      if (!steps.isCurrent() || error instanceof SessionEndedError || last) throw error;
      if (isRefreshError(error)) {
        if (error.endsSession) throw error;
        await wait(USER_INFO_RETRY_WAIT_MS);
        continue;
      }
      if (isApiError(error) && error.status === 403 && refreshes < USER_INFO_MAX_REFRESHES) {
        refreshes += 1;
        await steps.refresh();
        continue;
      }
      if (
        isApiError(error) &&
        error.status === 401 &&
        error.code !== 'NOT_AUTHENTICATED' &&
        !refreshedAfter401
      ) {
        refreshedAfter401 = true;
        await steps.refresh();
        continue;
      }
      if (isTransientFailure(error)) {
        await wait(USER_INFO_RETRY_WAIT_MS);
        continue;
      }
      throw error;
    }
  }
}
