/**
 * Who notifications and e-mails go to: names and addresses of users from the user directory
 * (USER#<sub> / PROFILE, see services/lib/data/user-directory.ts), read in one BatchGetItem.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { userKeys } from '../data/keys.js';
import { readEnv } from '../env.js';

export interface Recipient {
  id: string;
  email?: string;
  fullName?: string;
  isActive: boolean;
}

const BATCH = 100;
const ROUNDS = 4;

/** The directory entries of these users (missing users are left out). */
export async function readRecipients(userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const ids = [...new Set(userIds.filter((id) => id !== ''))];
  const found = new Map<string, Recipient>();
  const table = readEnv().tableName;
  for (let start = 0; start < ids.length; start += BATCH) {
    let keys: Record<string, unknown>[] = ids.slice(start, start + BATCH).map((id) => userKeys.item(id));
    for (let round = 0; round < ROUNDS && keys.length > 0; round += 1) {
      const answer = await ddb().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: keys, ProjectionExpression: 'id, email, fullName, isActive' },
          },
        }),
      );
      for (const item of answer.Responses?.[table] ?? []) {
        if (typeof item.id !== 'string') continue;
        found.set(item.id, {
          id: item.id,
          ...(typeof item.email === 'string' && item.email ? { email: item.email } : {}),
          ...(typeof item.fullName === 'string' && item.fullName ? { fullName: item.fullName } : {}),
          isActive: item.isActive !== false,
        });
      }
      keys = (answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
      if (keys.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
    }
    if (keys.length > 0) throw new Error(`Directory entries still unprocessed after ${ROUNDS} rounds`);
  }
  return found;
}
