/**
 * The user an admin call is about: Cognito (the source of truth for e-mail, name, role and enabled flag) and
 * its directory item (createdAt) and activity item (lastLogin; the directory item's own for a user not signed in
 * since the activity item exists, user-activity.ts). A directory item that differs from Cognito (a change in
 * the Cognito console, an item that predates the directory) is brought back in line on the way.
 */
import { USER_MESSAGES } from '../../shared/messages/user.js';
import type { User } from '../../shared/contracts/users/entities.js';
import { getCognitoUser, type CognitoUser } from '../lib/auth/cognito-users.js';
import { getDirectoryUser, mirrorsCognito, syncDirectoryUser } from '../lib/auth/user-directory.js';
import { lastLoginOf, readLastLogins } from '../lib/auth/user-activity.js';
import { notFound } from '../lib/errors.js';
import { toUser } from './user-view.js';

export interface TargetUser {
  cognito: CognitoUser;
  /** The user as the API answers it (Cognito's fields over the directory's). */
  user: User;
}

/** Cognito's view of the fields the directory mirrors. */
export function mirrorOf(cognito: CognitoUser, item: Record<string, unknown> | null): User {
  const base = toUser(item ?? {});
  return {
    ...base,
    id: cognito.sub,
    email: cognito.email.toLowerCase(),
    username: cognito.email.toLowerCase(),
    fullName: cognito.fullName,
    role: cognito.role,
    isActive: cognito.enabled,
    createdAt: base.createdAt || cognito.createdAt,
  };
}

/** 404 'Usuario no encontrado.' when Cognito has no such user. */
export async function loadTargetUser(userId: string): Promise<TargetUser> {
  const [cognito, item, logins] = await Promise.all([
    getCognitoUser(userId),
    getDirectoryUser(userId),
    readLastLogins([userId]),
  ]);
  if (!cognito || cognito.sub !== userId) throw notFound(USER_MESSAGES.notFound);
  const directory = item as Record<string, unknown> | null;
  const user = {
    ...mirrorOf(cognito, directory),
    lastLogin: lastLoginOf(logins, { ...directory, id: userId }),
  };
  if (!mirrorsCognito(directory, cognito)) await syncDirectoryUser(cognito);
  return { cognito, user };
}
