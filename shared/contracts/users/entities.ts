/** Users as the admin users API answers them. */
import type { Role } from '../../constants/roles.js';

export interface User {
  id: string;
  email: string;
  role: Role;
  fullName: string;
  username: string;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  productsCount?: number;
  totalEarned?: number;
  ordersCount?: number;
}

/** How GET /v1/users served a page (the original API: queryInfo; the fields are ours). */
export interface UserQueryInfo {
  /** The filter as understood, rewritten in the canonical syntax ('' when none). */
  filter: string;
  search: string | null;
  /** The directory index read: users of one role newest first, or every user by e-mail. */
  source: 'role' | 'email';
  sortedBy: 'createdAt' | 'email';
  order: 'asc' | 'desc';
  limit: number;
  returned: number;
  /** The fields answered per user (null = all). */
  attributes: string[] | null;
}

/** GET /v1/users answer. `nextToken` is the same token under the contract's list name. */
export interface UserListResult {
  users: Partial<User>[];
  paginationToken: string | null;
  nextToken: string | null;
  /** Users matching the filter and search (all pages), counted. */
  totalUsers: number;
  hasMoreUsers: boolean;
  queryInfo: UserQueryInfo;
}

export interface UserStats {
  totalUsers: number;
  usersByRole: { admin: number; producer: number; customer: number };
  recentActivity: { usersRegisteredLastWeek: number; usersLoggedInLastDay: number };
}
