import { NOT_AVAILABLE, type SessionUser } from './session-user';

/** What the header shows: the full name, else the username, else the e-mail. */
export function displayName(user: SessionUser): string {
  if (user.fullName) return user.fullName;
  if (user.username !== NOT_AVAILABLE) return user.username;
  return user.email;
}
