/** The admins' user directory. */
import { USER_MESSAGES } from '../../messages/user.js';
import type { Role } from '../../roles.js';
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { User, UserListResult, UserStats } from './entities.js';

/** The fields an admin's update may change. */
export type UserField = 'fullName' | 'role' | 'isActive' | 'email';

export const usersContract = defineContract({
  domain: 'users',
  basePath: '/v1/users',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    list: {
      method: 'GET',
      path: '/v1/users',
      access: 'admin',
      summary: 'Users by role, status or e-mail prefix',
      input: (s) => ({
        query: { schema: s.userListQuery, failure: { status: 400, message: USER_MESSAGES.badRequest } },
      }),
      answer: answer<UserListResult>(),
    },
    stats: {
      method: 'GET',
      path: '/v1/users/stats',
      access: 'admin',
      summary: 'User counts',
      answer: answer<{ stats: UserStats }>(),
    },
    get: {
      method: 'GET',
      path: '/v1/users/{id}',
      access: 'admin',
      summary: 'One user',
      answer: answer<{ user: User }>(),
    },
    update: {
      method: 'PUT',
      path: '/v1/users/{id}',
      access: 'admin',
      summary: 'Change name, role, status or e-mail',
      input: (s) => ({ body: s.adminUserUpdateSchema }),
      answer: answer<{ user: User; updated: { fields: UserField[] } }>(),
    },
    delete: {
      method: 'DELETE',
      path: '/v1/users/{id}',
      access: 'admin',
      summary: 'Delete a non-admin user',
      answer: answer<{ deleted: { id: string; role: Role; productsHidden: number } }>(),
    },
  },
});

export type UsersEndpoints = typeof usersContract.endpoints;
