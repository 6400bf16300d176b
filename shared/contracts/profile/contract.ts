/** The caller's own account, at /v1/users/profile. */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { UserProfile } from './entities.js';
import type { OwnFarmPageAnswer, OwnFarmPageSaved } from './farm-entities.js';

export interface ProfileAnswer {
  profile: UserProfile;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

export const profileContract = defineContract('profile', '/v1/users/profile', schemas, (route) => ({
  /** Own profile. */
  get: route.get('/v1/users/profile', 'signed-in', answer<ProfileAnswer>()),
  /** Update own profile. */
  update: route.put('/v1/users/profile', 'signed-in', answer<ProfileAnswer>(), (s) => ({
    body: s.profileUpdateSchema,
  })),
  /** Producers: their farm's public page as they edit it (made from the farm's name on the first read). */
  farm: route.get('/v1/users/profile/farm', 'producer-or-admin', answer<OwnFarmPageAnswer>()),
  /** Producers: change their farm's page (address, story, province, photos: a presigned PUT per new one). */
  updateFarm: route.put('/v1/users/profile/farm', 'producer-or-admin', answer<OwnFarmPageSaved>(), (s) => ({
    body: s.farmPageUpdateSchema,
  })),
  /** Deactivate own account. */
  deactivate: route.delete('/v1/users/profile', 'signed-in', answer<ProfileAnswer>()),
}));

export type ProfileEndpoints = typeof profileContract.endpoints;
