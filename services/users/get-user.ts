/** GET /v1/users/{id} (admin): the user from Cognito and the directory, with the figures of their role. */
import type { RouteRequest, RouteResult } from '../lib/http/types.js';
import { loadTargetUser } from './target-user.js';
import { withFigures } from './user-view.js';

export async function getUser({
  params,
}: RouteRequest<unknown, unknown, { id: string }>): Promise<RouteResult> {
  const { user } = await loadTargetUser(params.id);
  return { data: { user: await withFigures(user, null) } };
}
