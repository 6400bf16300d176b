/**
 * Directory items of many users (USER#<sub> / PROFILE, services/lib/auth/user-directory.ts) in BatchGetItem
 * calls of 100 keys, unprocessed keys retried with a backoff. Missing users are left out.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';
import { userKeys } from './keys.js';

const BATCH = 100;
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
  const found = new Map<string, Item>();
  const table = readEnv().tableName;
  for (let start = 0; start < ids.length; start += BATCH) {
    let keys: Item[] = ids.slice(start, start + BATCH).map((id) => userKeys.item(id));
    for (let round = 0; round < ROUNDS && keys.length > 0; round += 1) {
      const answer = await ddb().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: keys,
              ProjectionExpression: projection,
              ...(names ? { ExpressionAttributeNames: names } : {}),
            },
          },
        }),
      );
      for (const item of answer.Responses?.[table] ?? []) {
        if (typeof item.id === 'string') found.set(item.id, item);
      }
      keys = (answer.UnprocessedKeys?.[table]?.Keys as Item[] | undefined) ?? [];
      if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
    }
    if (keys.length > 0) throw new Error(`Directory entries still unprocessed after ${ROUNDS} rounds`);
  }
  return found;
}
