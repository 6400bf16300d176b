/**
 * The caller's role, e-mail and active flag, read from Cognito (the source of truth: a role changed in the
 * Cognito console counts) and reused for AUTHORIZER_CACHE_SECONDS (30 s; less when the environment says so,
 * see cacheSeconds), so a deactivation or role change takes effect within that time. Reading Enabled also
 * covers cognito-local, which lets disabled users sign in.
 *
 * When Cognito cannot be reached (timeouts, connection refused, 5xx), the last known status is served for at
 * most AUTHORIZER_STALE_SECONDS more; without one, UserStatusUnavailableError (the route answers 503).
 */
import { AUTHORIZER_CACHE_SECONDS, AUTHORIZER_STALE_SECONDS } from '../../../shared/constants/auth.js';
import type { Role } from '../../../shared/constants/roles.js';
import { getCognitoUser } from './cognito-users.js';

export interface UserStatus {
  role: Role;
  email: string;
  enabled: boolean;
}

export class UserStatusUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The user directory cannot be reached', { cause });
    this.name = 'UserStatusUnavailableError';
  }
}

/**
 * Seconds a status is reused: AUTHORIZER_CACHE_SECONDS, or less when AUTHORIZER_CACHE_SECONDS is set in the
 * environment (the test stack sets 1 so its tests see changes at once). Never more: 30 s is the promise.
 */
export function cacheSeconds(value = process.env.AUTHORIZER_CACHE_SECONDS): number {
  const seconds = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0
    ? Math.min(seconds, AUTHORIZER_CACHE_SECONDS)
    : AUTHORIZER_CACHE_SECONDS;
}

const cache = new Map<string, { status: UserStatus | null; until: number }>();
const MAX_ENTRIES = 5_000;

export async function userStatus(username: string, now = Date.now()): Promise<UserStatus | null> {
  const hit = cache.get(username);
  if (hit && hit.until > now) return hit.status;
  let status: UserStatus | null;
  try {
    const user = await getCognitoUser(username);
    status = user ? { role: user.role, email: user.email, enabled: user.enabled } : null;
  } catch (error) {
    if (hit && hit.until + AUTHORIZER_STALE_SECONDS * 1000 > now) return hit.status;
    throw new UserStatusUnavailableError(error);
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(username, { status, until: now + cacheSeconds() * 1000 });
  return status;
}

/** For tests. */
export function clearUserStatusCache(): void {
  cache.clear();
}
