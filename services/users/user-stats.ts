/**
 * GET /v1/users/stats (admin): the user stats (docs/administration.md), every figure a counted Query on the
 * directory's indexes (services/lib/auth/user-activity.ts), never a listing of users:
 *   usersByRole       users of each role (GSI1 `ROLE#<role>`, counted); `customer` is the consumers;
 *   totalUsers        their sum;
 *   recentActivity    usersRegisteredLastWeek: created in the last 7 days (GSI1, createdAt);
 *                     usersLoggedInLastDay: signed in, refreshed their session or ordered in the last 24 hours
 *                     (`ACTIVE#<role>` by lastActiveAt: LINES1 keys-only, GSI3 for items of before).
 */
import type { UserStats } from '../../shared/contracts/users/entities.js';
import { ROLES, type Role } from '../../shared/constants/roles.js';
import { countActiveSince, countNewUsers } from '../lib/auth/user-activity.js';
import type { RouteAnswer } from '../lib/http/types.js';
import type { UsersEndpoints } from '../../shared/contracts/users/contract.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sorts before every ISO date: counts a role's users since ever. */
const BEFORE_ANY_DATE = '0';

export async function computeUserStats(now: Date): Promise<UserStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const perRole = await Promise.all(
    ROLES.map(async (role: Role) => {
      const [total, registered, active] = await Promise.all([
        countNewUsers(role, BEFORE_ANY_DATE),
        countNewUsers(role, weekAgo),
        countActiveSince(role, dayAgo),
      ]);
      return { role, total, registered, active };
    }),
  );
  const of = (role: Role) => perRole.find((entry) => entry.role === role)?.total ?? 0;
  const sum = (pick: (entry: (typeof perRole)[number]) => number) =>
    perRole.reduce((total, entry) => total + pick(entry), 0);
  return {
    totalUsers: sum((entry) => entry.total),
    usersByRole: { admin: of('admin'), producer: of('producer'), customer: of('consumer') },
    recentActivity: {
      usersRegisteredLastWeek: sum((entry) => entry.registered),
      usersLoggedInLastDay: sum((entry) => entry.active),
    },
  };
}

export async function userStats(): RouteAnswer<UsersEndpoints['stats']> {
  return { data: { stats: await computeUserStats(new Date()) } };
}
