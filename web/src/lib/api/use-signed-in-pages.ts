/**
 * A list of the signed-in user's screens read page after page by its `nextToken` (the admin's refunds and
 * reviews, a farm's reviews): nothing is asked without a user, the first page asks without a token and is read
 * again with the others, each later page with the token of the one before.
 */
import type { ClientInput, RouteDef } from '../../../../shared/contracts/kit.js';
import type { Caller } from './endpoints';
import { nextTokenAfter, useApiPages } from './use-api-pages';

export function useSignedInPages<E extends RouteDef>(
  caller: Caller<E>,
  userId: string | undefined,
  /** A page's input, from its token (undefined for the first page). */
  input: (nextToken: string | undefined) => ClientInput<E>,
) {
  return useApiPages(
    caller,
    (index, previous) => {
      if (!userId) return null;
      const token = nextTokenAfter(index, previous as { nextToken?: string | null } | null);
      return token === null ? null : input(token);
    },
    { scope: userId, revalidateFirstPage: true },
  );
}
