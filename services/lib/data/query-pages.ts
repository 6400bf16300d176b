/**
 * A DynamoDB Query read to its end: one answer holds at most 1 MB, so the Query is sent again from each
 * answer's LastEvaluatedKey until an answer has none. The one home of that loop, for the reads that need every
 * item (or every count) of a key condition. The document client is a parameter: the share pages read through
 * a client of their own (services/seo/table-client.ts), so this module loads no client.
 */
import {
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';

/** A Query without its start key (the loop sets it). */
export type WholeQuery = Omit<QueryCommandInput, 'ExclusiveStartKey'>;

/**
 * Every answer of the Query, in order, one Query call each. The next call is sent only when the caller asks
 * for the next answer, so a caller that stops early (`break`) reads no further.
 */
export async function* queryPages(
  client: DynamoDBDocumentClient,
  input: WholeQuery,
): AsyncGenerator<QueryCommandOutput> {
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const answer = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    yield answer;
    startKey = answer.LastEvaluatedKey;
  } while (startKey);
}

/**
 * What `pick` makes of each item the Query matches (an item it answers null or undefined for is left out), in
 * the order DynamoDB answers them, `max` at most: reading stops after the answer that reaches it.
 */
export async function queryPicked<T>(
  client: DynamoDBDocumentClient,
  input: WholeQuery,
  pick: (item: Record<string, unknown>) => T | null | undefined,
  max = Number.POSITIVE_INFINITY,
): Promise<T[]> {
  const picked: T[] = [];
  for await (const answer of queryPages(client, input)) {
    for (const item of answer.Items ?? []) {
      const value = pick(item);
      if (value !== null && value !== undefined) picked.push(value);
    }
    if (picked.length >= max) break;
  }
  return picked.slice(0, max);
}

/** Every item the Query matches, in the order DynamoDB answers them. */
export const queryAll = (
  client: DynamoDBDocumentClient,
  input: WholeQuery,
): Promise<Record<string, unknown>[]> => queryPicked(client, input, (item) => item);

/**
 * How many items the Query matches (Select COUNT pages: nothing is listed). With a `cap`, reading stops once
 * the count reaches it and the answer is at most the cap.
 */
export async function countQuery(
  client: DynamoDBDocumentClient,
  input: Omit<WholeQuery, 'Select'>,
  cap = Number.POSITIVE_INFINITY,
): Promise<number> {
  let total = 0;
  for await (const answer of queryPages(client, { ...input, Select: 'COUNT' })) {
    total += answer.Count ?? 0;
    if (total >= cap) break;
  }
  return Math.min(total, cap);
}
