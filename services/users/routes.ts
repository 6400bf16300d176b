/** Functions of the users domain's routes, by route id (shared/contracts/users/contract.ts). */
import type { usersContract } from '../../shared/contracts/users/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { deleteUser } from './delete-user.js';
import { getUser } from './get-user.js';
import { listUsers } from './list-users.js';
import { revokeSessions } from './revoke-sessions.js';
import { updateUser } from './update-user.js';
import { userStats } from './user-stats.js';

export const usersRoutes: Handlers<typeof usersContract> = {
  list: listUsers,
  stats: userStats,
  get: getUser,
  update: updateUser,
  delete: deleteUser,
  revokeSessions,
};
