/** The caller's own account, at /v1/users/profile. */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { UserProfile } from './entities.js';

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
  /** Deactivate own account. */
  deactivate: route.delete('/v1/users/profile', 'signed-in', answer<ProfileAnswer>()),
}));

export type ProfileEndpoints = typeof profileContract.endpoints;
