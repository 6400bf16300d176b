/** Roles of the marketplace and who may call what. */
export const ROLES = ['consumer', 'producer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who may call a route: each entry of the route table names one (docs/decisions.md, "HTTP contract"). */
export const ACCESS_LEVELS = ['public', 'signed-in', 'consumer', 'producer-or-admin', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** Accepted spellings of each role (an admin's user update and the users filter take any of them). */
const ROLE_SYNONYMS: Record<string, Role> = {
  admin: 'admin',
  administrator: 'admin',
  super_admin: 'admin',
  producer: 'producer',
  seller: 'producer',
  vendor: 'producer',
  consumer: 'consumer',
  customer: 'consumer',
  client: 'consumer',
  buyer: 'consumer',
};

/** Maps any accepted spelling to a canonical role, or null when it is not a role. */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  return ROLE_SYNONYMS[value.trim().toLowerCase()] ?? null;
}

/** Whether a caller with `role` (null = anonymous) may use a route with `access`. */
export function isAllowed(access: Access, role: Role | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return role !== null;
    case 'consumer':
      return role === 'consumer';
    case 'producer-or-admin':
      return role === 'producer' || role === 'admin';
    case 'admin':
      return role === 'admin';
  }
}

/** Roles a web route guard lets through for an access level. */
export function rolesFor(access: Access): readonly Role[] {
  return ROLES.filter((role) => isAllowed(access, role));
}
