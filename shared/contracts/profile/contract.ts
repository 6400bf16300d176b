/** The caller's own account, at /v1/users/profile. */
import { answer, defineContract, schemasOf } from '../kit.js';
import type * as Schemas from './schemas.js';
import type { UserProfile } from './entities.js';

export interface ProfileAnswer {
  profile: UserProfile;
}

export const profileContract = defineContract({
  domain: 'profile',
  basePath: '/v1/users/profile',
  schemas: schemasOf<typeof Schemas>(),
  endpoints: {
    get: {
      method: 'GET',
      path: '/v1/users/profile',
      access: 'signed-in',
      summary: 'Own profile',
      answer: answer<ProfileAnswer>(),
    },
    update: {
      method: 'PUT',
      path: '/v1/users/profile',
      access: 'signed-in',
      summary: 'Update own profile',
      input: (s) => ({ body: s.profileUpdateSchema }),
      answer: answer<ProfileAnswer>(),
    },
    deactivate: {
      method: 'DELETE',
      path: '/v1/users/profile',
      access: 'signed-in',
      summary: 'Deactivate own account',
      answer: answer<ProfileAnswer>(),
    },
  },
});

export type ProfileEndpoints = typeof profileContract.endpoints;
