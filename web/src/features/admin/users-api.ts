/**
 * The admins' user directory (GET, PUT, DELETE /v1/users..., POST /v1/users/{id}/sessions/revoke), through the typed client. Every read is kept apart
 * per signed-in admin (`scope`: their id).
 */
import {
  ADMIN_USERS_FIRST_LOAD_LIMIT,
  ROLE_LOOKUP_DEFAULT_LIMIT,
} from '../../../../shared/constants/users.js';
import type { ClientInput, DataOf } from '../../../../shared/contracts/kit.js';
import type { UsersEndpoints } from '../../../../shared/contracts/users/contract.js';
import type { User } from '../../../../shared/contracts/users/entities.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { useApiPages } from '../../lib/api/use-api-pages';
import type { Refresh } from './orders-api';
import { buildUserFilter, usersListQuery, type UserFilters } from './users-query';

type UsersPage = DataOf<UsersEndpoints['list']>;
type ListQuery = NonNullable<ClientInput<UsersEndpoints['list']>['query']>;

/**
 * The users of a list page. The contract answers `Partial<User>` because a caller may narrow the fields with
 * `attributesToGet`; the admin screens never send it, so the server answers every field of each user
 * (services/users/list-users.ts).
 */
export const wholeUsers = (page: Pick<UsersPage, 'users'> | undefined): User[] =>
  (Array.isArray(page?.users) ? page.users : []) as User[];

/** The producers, for the admin screens' farm filters (ROLE_LOOKUP_DEFAULT_LIMIT at most). */
export const PRODUCERS_QUERY = {
  limit: ROLE_LOOKUP_DEFAULT_LIMIT,
  filter: buildUserFilter({ role: 'producer', status: '', email: '' }),
};

export const useProducerUsers = (userId: string | undefined) =>
  useApi(api.users.list, userId ? { query: PRODUCERS_QUERY } : null, { scope: userId });

/** The users matching `filters`, page after page ("Cargar más"). */
export const useUserPages = (filters: UserFilters, userId: string | undefined) =>
  useApiPages(
    api.users.list,
    (index, previous) => {
      if (!userId) return null;
      if (previous && (!previous.paginationToken || previous.hasMoreUsers === false)) return null;
      const token = index === 0 ? undefined : (previous?.paginationToken ?? undefined);
      return { query: usersListQuery(filters, ADMIN_USERS_FIRST_LOAD_LIMIT, token) };
    },
    { scope: userId, revalidateFirstPage: false },
  );

/** One page of the users list, outside SWR (the CSV export). */
export const readUsersPage = (query: ListQuery, signal?: AbortSignal) => api.users.list({ query, signal });

/** One user (null id: nothing to read). */
export const useAdminUser = (id: string | null, userId: string | undefined) =>
  useApi(api.users.get, id && userId ? { params: { id } } : null, { scope: userId });

/** Users by role and recent activity. */
export const useUserStats = (userId: string | undefined, refresh: Refresh) =>
  useApi(api.users.stats, userId ? {} : null, { scope: userId, ...refresh });

export const updateUser = (id: string, body: ClientInput<UsersEndpoints['update']>['body']) =>
  api.users.update({ params: { id }, body });

export const deleteUser = (id: string) => api.users.delete({ params: { id } });

/** "Cerrar todas las sesiones": every session of the user ends. */
export const revokeUserSessions = (id: string) => api.users.revokeSessions({ params: { id } });
