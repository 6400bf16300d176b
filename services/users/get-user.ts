/** GET /v1/users/{id} (admin): the user from Cognito and the directory, with the figures of their role. */
import type { Handler } from '../lib/http/types.js';
import type { UsersEndpoints } from '../../shared/contracts/users/contract.js';
import { loadTargetUser } from './target-user.js';
import { withFigures } from './user-view.js';

export const getUser: Handler<UsersEndpoints['get']> = async ({ params }) => {
  const { user } = await loadTargetUser(params.id);
  return { data: { user: await withFigures(user, null) } };
};
