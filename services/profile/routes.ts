/** Functions of the profile domain's routes, by route id (shared/routes.ts). */
import type { RouteTable } from '../lib/http/types.js';
import { deactivateProfile, getProfile, updateProfile } from './profile-routes.js';

export const profileRoutes: RouteTable = {
  'profile.get': getProfile,
  'profile.update': updateProfile,
  'profile.deactivate': deactivateProfile,
};
