/** The caller of a fulfilment route (every route but health has one), and the farm whose lines it moves. */
import { FULFILMENT_MESSAGES } from '../../shared/messages/fulfilment.js';
import { unauthorized, unprocessable } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import { producerScope } from '../lib/producer-scope.js';

export function callerOf(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}

/**
 * The farm whose lines a farm-wide move is about: a producer's own (naming another is 403), or the one an admin
 * names (422 without one: an admin has no lines of its own).
 */
export function farmOf(caller: Principal, producerId: string | undefined): string {
  const farm = producerScope(caller, producerId);
  if (farm === null)
    throw unprocessable(FULFILMENT_MESSAGES.farmRequired, [
      { field: 'producerId', message: FULFILMENT_MESSAGES.farmRequired },
    ]);
  return farm;
}
