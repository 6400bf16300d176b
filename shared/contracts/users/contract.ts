/** The admins' user directory. */
import { USER_MESSAGES } from '../../messages/user.js';
import type { Role } from '../../constants/roles.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { User, UserListResult, UserStats } from './entities.js';

/** The fields an admin's update may change. */
export type UserField = 'fullName' | 'role' | 'isActive' | 'email';
/** The user after an admin's change, and which fields changed. */
export interface UserUpdated {
  user: User;
  updated: { fields: UserField[] };
}
/** A deleted user, and how many of their products left the storefront with them. */
export interface UserDeleted {
  deleted: { id: string; role: Role; productsHidden: number };
}

/** "Cerrar todas las sesiones": when the user's tokens stop being accepted and how many sessions were open. */
export interface UserSessionsRevoked {
  sessions: { id: string; revokedAt: string; sessionsEnded: number };
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const usersContract = defineContract('users', '/v1/users', schemas, (route) => ({
  /** Users by role, status or e-mail prefix. */
  list: route.get(
    '/v1/users',
    'admin',
    answer<UserListResult>({
      users: 'required',
      paginationToken: 'required',
      nextToken: 'required',
      totalUsers: 'required',
      hasMoreUsers: 'required',
      queryInfo: 'required',
    }),
    (s) => ({
      query: { schema: s.userListQuery, failure: { status: 400, message: USER_MESSAGES.badRequest } },
    }),
  ),
  /** User counts. */
  stats: route.get('/v1/users/stats', 'admin', answer<{ stats: UserStats }>({ stats: 'required' })),
  /** One user. */
  get: route.get('/v1/users/{id}', 'admin', answer<{ user: User }>({ user: 'required' })),
  /** Change name, role, status or e-mail. */
  update: route.put(
    '/v1/users/{id}',
    'admin',
    answer<UserUpdated>({ user: 'required', updated: 'required' }),
    (s) => ({ body: s.adminUserUpdateSchema }),
  ),
  /** Delete a non-admin user. */
  delete: route.delete('/v1/users/{id}', 'admin', answer<UserDeleted>({ deleted: 'required' })),
  /** End every session of the user ("Cerrar todas las sesiones"): their tokens are refused from now on. */
  revokeSessions: route.post(
    '/v1/users/{id}/sessions/revoke',
    'admin',
    answer<UserSessionsRevoked>({ sessions: 'required' }),
  ),
}));

export type UsersEndpoints = typeof usersContract.endpoints;
