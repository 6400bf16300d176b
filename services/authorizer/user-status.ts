/**
 * The caller's role, e-mail and active flag, read from Cognito (the source of truth: a role changed in the
 * Cognito console counts) and reused for AUTHORIZER_CACHE_SECONDS, so a deactivation or role change takes
 * effect within that time. Reading Enabled also covers cognito-local, which lets disabled users sign in.
 */
import { AUTHORIZER_CACHE_SECONDS, type Role } from '../../shared/index.js';
import { getCognitoUser } from '../lib/cognito-users.js';

export interface UserStatus {
  role: Role;
  email: string;
  enabled: boolean;
}

const cache = new Map<string, { status: UserStatus | null; until: number }>();
const MAX_ENTRIES = 5_000;

export async function userStatus(username: string, now = Date.now()): Promise<UserStatus | null> {
  const hit = cache.get(username);
  if (hit && hit.until > now) return hit.status;
  const user = await getCognitoUser(username);
  const status = user ? { role: user.role, email: user.email, enabled: user.enabled } : null;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(username, { status, until: now + AUTHORIZER_CACHE_SECONDS * 1000 });
  return status;
}

/** For tests. */
export function clearUserStatusCache(): void {
  cache.clear();
}
