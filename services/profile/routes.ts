/** Functions of the profile domain's routes, by route id (shared/contracts/profile/contract.ts). */
import type { profileContract } from '../../shared/contracts/profile/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { getOwnFarm, updateOwnFarm } from './farm-routes.js';
import { deleteOwnAccount, exportProfile } from './data-rights-routes.js';
import { getProfile, updateProfile } from './profile-routes.js';

export const profileRoutes: Handlers<typeof profileContract> = {
  get: getProfile,
  update: updateProfile,
  farm: getOwnFarm,
  updateFarm: updateOwnFarm,
  export: exportProfile,
  deleteAccount: deleteOwnAccount,
};
