/**
 * Directory items of many users (USER#<sub> / PROFILE, services/lib/auth/user-directory.ts) in BatchGetItem
 * calls of 100 keys, unprocessed keys retried with a backoff. Missing users are left out.
 */
import { batchGetItems } from './batch-get.js';
import { readEnv } from '../env.js';
import { userKeys } from './keys.js';

const ROUNDS = 4;

type Item = Record<string, unknown>;

/**
 * The items of these users by id, with only the attributes of `projection` (which must include `id`; `names`
 * for reserved words in it, e.g. `#role`).
 */
export async function readUserItems(
  userIds: readonly string[],
  projection: string,
  names?: Record<string, string>,
): Promise<Map<string, Item>> {
  const ids = [...new Set(userIds.filter((id) => id !== ''))];
  const items = await batchGetItems(
    readEnv().tableName,
    ids.map((id) => userKeys.item(id)),
    { projection, ...(names ? { names } : {}), rounds: ROUNDS, pauseMs: 50 },
  );
  const found = new Map<string, Item>();
  for (const item of items) if (typeof item.id === 'string') found.set(item.id, item);
  return found;
}
