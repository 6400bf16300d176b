/**
 * The reconciliation plan (docs/data-model.md, "Directory reconciliation"), pure: what a Cognito user (or its
 * absence) and its directory row call for. Cognito is the source of truth; the directory follows it:
 *   - a user Cognito has and the directory lacks or mirrors differently (role, enabled flag, e-mail, name):
 *     the row is written (an e-mail written anew is then checked for stale rows of other subs);
 *   - a row whose Cognito user is gone: the row is removed (orders keep their history);
 *   - the storefront follows the producer: one who stops selling (disabled, deleted, no longer producer) has
 *     their products hidden, one who sells again has them restored (services/products/product-activation.ts).
 * A user who signed up and never confirmed (UNCONFIRMED) is not in the directory yet (the auth service writes the
 * row at confirmation): such a user is left alone.
 */
import type { Role } from '../../shared/constants/roles.js';
import type { CognitoUser } from '../lib/auth/cognito-users.js';

/** What reconciliation reads of a directory row. */
export interface DirectoryRow {
  id: string;
  email?: string;
  fullName?: string;
  role?: Role | string;
  isActive?: boolean;
  createdAt?: string;
}

/** What reconciliation reads of a Cognito user. */
export type PoolUser = Pick<
  CognitoUser,
  'sub' | 'username' | 'email' | 'fullName' | 'role' | 'enabled' | 'status' | 'createdAt'
>;

export type RowAction = 'none' | 'write' | 'remove';
export type StorefrontAction = 'none' | 'hide' | 'restore';

export interface UserSyncPlan {
  row: RowAction;
  storefront: StorefrontAction;
  /** The row gets an e-mail it did not have: rows of other subs with that e-mail are stale (signed up again). */
  checkEmail: boolean;
}

export const NOTHING: UserSyncPlan = { row: 'none', storefront: 'none', checkEmail: false };

/** Whether a user's products belong on the storefront: an active producer's do. */
export const sellsOnStorefront = (user: { role?: string; isActive?: boolean } | null): boolean =>
  !!user && user.role === 'producer' && user.isActive === true;

/** Cognito's view of a user as a directory row would hold it (null: the user is not in the directory's scope). */
export function rowOf(user: PoolUser | null): DirectoryRow | null {
  if (!user || user.status === 'UNCONFIRMED') return null;
  return {
    id: user.sub,
    email: user.email.toLowerCase(),
    fullName: user.fullName,
    role: user.role,
    isActive: user.enabled,
    createdAt: user.createdAt,
  };
}

const mirrors = (row: DirectoryRow, wanted: DirectoryRow): boolean =>
  row.email === wanted.email &&
  row.fullName === wanted.fullName &&
  row.role === wanted.role &&
  row.isActive === wanted.isActive;

/** The plan for one user: `user` is Cognito's (null: gone), `row` the directory's (null: none). */
export function planUser(user: PoolUser | null, row: DirectoryRow | null): UserSyncPlan {
  const unconfirmed = user?.status === 'UNCONFIRMED';
  const wanted = rowOf(user);
  if (!wanted) {
    // Gone from Cognito: the row goes, and a producer's products with it. An unconfirmed user is left alone.
    if (!row || unconfirmed) return NOTHING;
    return { row: 'remove', storefront: sellsOnStorefront(row) ? 'hide' : 'none', checkEmail: false };
  }
  const before = sellsOnStorefront(row);
  const after = sellsOnStorefront(wanted);
  const storefront: StorefrontAction =
    before && !after ? 'hide' : !before && after && row ? 'restore' : 'none';
  if (row && mirrors(row, wanted)) return { row: 'none', storefront, checkEmail: false };
  return { row: 'write', storefront, checkEmail: !row || row.email !== wanted.email };
}

export interface PlannedUser {
  user: PoolUser;
  row: DirectoryRow | null;
  plan: UserSyncPlan;
}

/** The plan of one page of the pool against the directory rows of its subs (by id). */
export function planPage(users: readonly PoolUser[], rows: ReadonlyMap<string, DirectoryRow>): PlannedUser[] {
  return users.map((user) => {
    const row = rows.get(user.sub) ?? null;
    return { user, row, plan: planUser(user, row) };
  });
}

/** Plans that change something. */
export const changes = (planned: readonly PlannedUser[]): PlannedUser[] =>
  planned.filter(({ plan }) => plan.row !== 'none' || plan.storefront !== 'none');

/**
 * Directory rows of a page of a role partition whose sub the finished pool walk did not see: candidates for
 * removal, each checked with Cognito before anything is removed (a user created after their page was listed).
 */
export function unseenRows(rows: readonly DirectoryRow[], seen: ReadonlySet<string>): DirectoryRow[] {
  return rows.filter((row) => !seen.has(row.id));
}
