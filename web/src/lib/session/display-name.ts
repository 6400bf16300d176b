import type { SessionUser } from './user';

/** What the user-info answer lacks reads as 'N/A' (spec section 3). */
export const NOT_AVAILABLE = 'N/A';

/** What the header shows: the full name, else the username, else the e-mail. */
export function displayName(user: SessionUser): string {
  if (user.fullName) return user.fullName;
  if (user.username !== NOT_AVAILABLE) return user.username;
  return user.email;
}
