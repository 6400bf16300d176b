/** How a user reads on the admin screens: role name, status, dates. */
import type { User } from '../../../../shared/contracts/users/entities.js';
import { normalizeRole, type Role } from '../../../../shared/constants/roles.js';
import { formatDate } from '../../lib/format';
import { ROLE_LABELS } from './users-query';

/** The user's role (the server may spell consumers "customer"). */
export const roleOf = (user: Pick<User, 'role'>): Role => normalizeRole(user.role) ?? 'consumer';

export const roleLabel = (user: Pick<User, 'role'>): string => ROLE_LABELS[roleOf(user)];

export function lastLoginText(user: Pick<User, 'lastLogin'>): string {
  return user.lastLogin ? formatDate(user.lastLogin) : 'Nunca';
}

/** The user's name, or their e-mail when they have none. */
export const userName = (user: Pick<User, 'fullName' | 'email'>): string =>
  user.fullName?.trim() || user.email;
