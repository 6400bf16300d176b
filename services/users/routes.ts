/** Functions of the users domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { deleteUser } from './delete-user.js';
import { getUser } from './get-user.js';
import { listUsers } from './list-users.js';
import { updateUser } from './update-user.js';
import { userStats } from './user-stats.js';

export const usersRoutes: RouteTable = {
  'users.list': listUsers,
  'users.stats': userStats,
  'users.get': getUser,
  'users.update': updateUser,
  'users.delete': deleteUser,
};
