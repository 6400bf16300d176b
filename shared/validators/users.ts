/** The validators of the users routes (shared/routes.ts), imported by the users function alone. */
import { USER_MESSAGES } from '../messages/user.js';
import * as users from '../contracts/users/schemas.js';
import type { DomainValidators } from './types.js';

export const USERS_VALIDATORS: DomainValidators = {
  'users.list': {
    query: {
      schema: users.userListQuery,
      failure: { status: 400, message: USER_MESSAGES.badRequest },
    },
  },
  'users.update': { body: { schema: users.adminUserUpdateSchema } },
};
