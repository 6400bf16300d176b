/** The caller of a reports route (every one of them needs a signed-in admin or producer). */
import { unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';

export function callerOf(principal: Principal | null): Principal {
  if (!principal) throw unauthorized();
  return principal;
}
