/**
 * The caller's role, e-mail and active flag, read from Cognito (the source of truth: a role changed in the
 * Cognito console counts) and reused for AUTHORIZER_CACHE_SECONDS, so a deactivation or role change takes
 * effect within that time. AdminGetUser also covers cognito-local, which lets disabled users sign in.
 */
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { AUTHORIZER_CACHE_SECONDS, normalizeRole, type Role } from '../../shared/index.js';
import { cognito } from '../lib/clients.js';
import { readEnv } from '../lib/env.js';

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
  let status: UserStatus | null;
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: readEnv().userPoolId, Username: username }),
    );
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    status = {
      role: normalizeRole(attribute('custom:role')) ?? 'consumer',
      email: attribute('email') ?? '',
      enabled: user.Enabled !== false,
    };
  } catch (error) {
    if (
      !(error instanceof UserNotFoundException) &&
      (error as { name?: string }).name !== 'UserNotFoundException'
    ) {
      throw error;
    }
    status = null;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(username, { status, until: now + AUTHORIZER_CACHE_SECONDS * 1000 });
  return status;
}

/** For tests. */
export function clearUserStatusCache(): void {
  cache.clear();
}
