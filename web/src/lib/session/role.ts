/**
 * The signed-in user's role, read in this order: the user's role field, else the
 * custom role attribute, else the access token's claims; consumer by default. Any accepted spelling counts
 * (customer, seller, administrator, ...), normalised by the shared `normalizeRole`.
 */
import { normalizeRole, type Role } from '../../../../shared/constants/roles.js';
import { decodeJwtClaims } from './jwt';

export interface RoleSource {
  role?: unknown;
  attributes?: Record<string, unknown> | null;
}

const CLAIM_NAMES = ['custom:role', 'role'] as const;

function roleFromClaims(claims: Record<string, unknown> | null): Role | null {
  if (!claims) return null;
  for (const name of CLAIM_NAMES) {
    const role = normalizeRole(claims[name]);
    if (role) return role;
  }
  // Cognito groups, when the pool uses them: the most privileged group wins.
  const groups = claims['cognito:groups'];
  if (Array.isArray(groups)) {
    const roles = groups.map(normalizeRole);
    if (roles.includes('admin')) return 'admin';
    if (roles.includes('producer')) return 'producer';
    if (roles.includes('consumer')) return 'consumer';
  }
  return null;
}

export function resolveRole(user: RoleSource | null | undefined, accessToken?: string | null): Role {
  return (
    normalizeRole(user?.role) ??
    normalizeRole(user?.attributes?.['custom:role']) ??
    roleFromClaims(decodeJwtClaims(accessToken)) ??
    'consumer'
  );
}
