/**
 * GET /v1/users (admin): one page of the user directory for a Cognito-style filter and a search term
 * (list-plan.ts picks the Query), with totalUsers counted (Select COUNT, never listed), hasMoreUsers and the
 * figures of each user's role. Paging: the page asks for one user more than `limit`, so a token is handed back
 * only when a next user exists; a filter that drops many users is read on for at most MAX_ROUNDS Query calls,
 * and only past that can a token lead to an empty page.
 */
import type { UserListResult } from '../../shared/contracts/users/entities.js';
import { USER_MESSAGES } from '../../shared/messages/user.js';
import type { UserListQuery } from '../../shared/contracts/users/schemas.js';
import { formatUserFilter, type UserFilter } from '../../shared/rules/user-filter.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { decodePageToken, encodePageToken, type PageKey } from '../lib/data/page-token.js';
import { keyOf, queryPage, type Item } from '../lib/data/paged-query.js';
import { countQuery } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { HttpError } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { UsersEndpoints } from '../../shared/contracts/users/contract.js';
import { planUserQuery, type UserQueryPlan } from './list-plan.js';
import { mapLimited } from '../lib/map-limited.js';
import { lastLoginOf, readLastLogins } from '../lib/auth/user-activity.js';
import { pickFields, toUser, withFigures } from './user-view.js';

/** Query calls per page at most (each reads up to 100 directory items when a filter applies). */
export const MAX_ROUNDS = 25;
const ROUNDS_PER_CALL = 5;
/** Users whose figures are read at the same time. */
const FIGURES_CONCURRENCY = 8;

/** 400 with the original API's message and the reason as the field error. */
const badRequest = (field: string, reason: string) =>
  new HttpError(400, 'VALIDATION_ERROR', USER_MESSAGES.badRequest, [{ field, message: reason }]);

/** The filter with the `role`/`status` parameters (ours) folded in; a contradiction is a 400. */
export function effectiveFilter(query: Pick<UserListQuery, 'filter' | 'role' | 'status'>): UserFilter {
  const filter: UserFilter = { ...query.filter };
  if (query.role) {
    if (filter.role && filter.role !== query.role) throw badRequest('role', USER_MESSAGES.filterConflict);
    filter.role = query.role;
  }
  if (query.status) {
    const active = query.status === 'active';
    if (filter.isActive !== undefined && filter.isActive !== active)
      throw badRequest('status', USER_MESSAGES.filterConflict);
    filter.isActive = active;
  }
  return filter;
}

function readToken(plan: UserQueryPlan, token: string | undefined, field: string): PageKey | undefined {
  try {
    return decodePageToken(token, { attributes: plan.keyAttributes, accepts: plan.accepts, field });
  } catch (error) {
    if (error instanceof HttpError) throw badRequest(field, error.message);
    throw error;
  }
}

/** Up to `limit` + 1 matching items from `startKey`, and where the reading stopped. */
async function readPage(
  plan: UserQueryPlan,
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ items: Item[]; lastKey?: Record<string, unknown> }> {
  const items: Item[] = [];
  let key: Record<string, unknown> | undefined = startKey;
  let rounds = 0;
  do {
    const page = await queryPage({
      input: { ...plan.input, TableName: readEnv().tableName },
      limit: limit + 1 - items.length,
      startKey: key as PageKey | undefined,
      keyAttributes: plan.keyAttributes,
      maxRounds: ROUNDS_PER_CALL,
    });
    items.push(...page.items);
    key = page.lastKey;
    rounds += ROUNDS_PER_CALL;
  } while (key && items.length <= limit && rounds < MAX_ROUNDS);
  return { items, lastKey: key };
}

/** Every user the plan matches, counted (Select COUNT pages; nothing is listed). */
function countMatching(plan: UserQueryPlan): Promise<number> {
  return countQuery(ddb(), { ...plan.input, TableName: readEnv().tableName });
}

export const listUsers: Handler<UsersEndpoints['list']> = async ({ query }) => {
  const filter = effectiveFilter(query);
  const plan = planUserQuery(filter, query.search);
  const tokenField = query.paginationToken !== undefined ? 'paginationToken' : 'nextToken';
  const startKey = readToken(plan, query.paginationToken ?? query.nextToken, tokenField);

  const [page, totalUsers] = await Promise.all([readPage(plan, query.limit, startKey), countMatching(plan)]);
  const kept = page.items.slice(0, query.limit);
  const lastKey =
    page.items.length > query.limit ? keyOf(kept[kept.length - 1] as Item, plan.keyAttributes) : page.lastKey;
  const token = encodePageToken(lastKey);

  const fields = query.attributesToGet ?? null;
  // The page's last sign-ins: one BatchGetItem of their activity items (user-activity.ts), when asked for.
  const logins =
    fields === null || fields.includes('lastLogin')
      ? await readLastLogins(kept.map((item) => String(item.id ?? '')))
      : new Map<string, string>();
  const users = await mapLimited(kept, FIGURES_CONCURRENCY, async (item) =>
    pickFields(await withFigures({ ...toUser(item), lastLogin: lastLoginOf(logins, item) }, fields), fields),
  );
  const result: UserListResult = {
    users,
    paginationToken: token,
    nextToken: token,
    totalUsers,
    hasMoreUsers: token !== null,
    queryInfo: {
      filter: formatUserFilter(filter),
      search: query.search ?? null,
      source: plan.source,
      sortedBy: plan.source === 'role' ? 'createdAt' : 'email',
      order: plan.source === 'role' ? 'desc' : 'asc',
      limit: query.limit,
      returned: users.length,
      attributes: fields ? [...fields] : null,
    },
  };
  return { data: result, message: USER_MESSAGES.listed };
};
