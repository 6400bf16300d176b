/** The validators of the profile routes (shared/routes.ts), imported by the profile function alone. */
import * as users from '../schemas/users.js';
import type { DomainValidators } from './types.js';

export const PROFILE_VALIDATORS: DomainValidators = {
  'profile.update': { body: { schema: users.profileUpdateSchema } },
};
