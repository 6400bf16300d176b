/** The validators of the profile routes (shared/routes.ts), imported by the profile function alone. */
import * as users from '../contracts/profile/schemas.js';
import type { DomainValidators } from './types.js';

export const PROFILE_VALIDATORS: DomainValidators = {
  'profile.update': { body: { schema: users.profileUpdateSchema } },
};
