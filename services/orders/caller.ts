/** The caller of an orders route (routes other than public ones always have one). */
import { unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';

export function callerOf(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}
