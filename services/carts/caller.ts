/** The consumer calling a cart route (the route table lets only consumers through). */
import { unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';

export function consumerId(principal: Principal | null): string {
  if (!principal) throw unauthorized();
  return principal.userId;
}
