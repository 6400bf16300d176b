/**
 * The contact messages someone sent with an e-mail address, as their personal data (issue 31, docs/legal.md):
 * in their export, and deleted with their account. The inbox has no index by e-mail (a message is anonymous):
 * the inbox's own list (GSI1 `CONTACTS`) is read with a filter, page by page, bounded by the inbox's size (its
 * messages are kept a year at most).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { notificationKeys } from '../lib/data/keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { toContactMessage } from './contact-inbox.js';

type Item = Record<string, unknown>;

/** Every contact message sent with this e-mail (stored items, newest first). */
export const contactMessagesOf = (email: string): Promise<Item[]> =>
  queryAll(ddb(), {
    TableName: readEnv().tableName,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: 'email = :email',
    ExpressionAttributeValues: { ':pk': 'CONTACTS', ':email': email.toLowerCase() },
    ScanIndexForward: false,
  });

/** The messages as an export shows them (what the inbox shows an admin). */
export const exportedContactMessages = (items: readonly Item[]) => items.map(toContactMessage);

/** Deletes these messages (25 per batch, unprocessed ones retried); answers how many. */
export async function deleteContactMessages(items: readonly Item[]): Promise<number> {
  const keys = items
    .map((item) => String(item.PK ?? '').replace(/^CONTACT#/, ''))
    .filter((id) => id !== '')
    .map((id) => notificationKeys.contact(id));
  for (let start = 0; start < keys.length; start += 25) {
    let pending: Record<string, unknown>[] = keys
      .slice(start, start + 25)
      .map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt += 1) {
      const { UnprocessedItems } = await ddb().send(
        new BatchWriteCommand({ RequestItems: { [readEnv().tableName]: pending } }),
      );
      pending = (UnprocessedItems?.[readEnv().tableName] ?? []) as Record<string, unknown>[];
    }
  }
  return keys.length;
}
