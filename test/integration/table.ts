/**
 * The stack's table read and written directly, not through the API: to prove what a refused request did not
 * write, to read what the API does not show, and to set up states.
 */
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { createClients, type LocalClients } from '../../infra/local/clients.js';
import { productKeys } from '../../services/lib/data/keys.js';
import { stack } from './helpers.js';

let clients: LocalClients | undefined;
/** The stack's table, read and written directly (to prove a refused request wrote nothing, to set up states). */
export function table(): DynamoDBDocumentClient {
  clients ??= createClients({
    dynamodb: stack.dynamodbEndpoint,
    cognito: stack.cognitoEndpoint,
    s3: stack.s3Endpoint,
  });
  return clients.documents;
}

export function closeTable(): void {
  clients?.destroy();
  clients = undefined;
}

export async function putItem(item: Record<string, unknown>) {
  await table().send(new PutCommand({ TableName: stack.tableName, Item: item }));
}

export async function getItem(key: Record<string, string>) {
  const { Item } = await table().send(
    new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

/** One Query page of a GSI1 partition; `extra` adds to the Query (a count, the order). */
export function queryGsi1(partition: string, extra: Partial<QueryCommandInput> = {}) {
  return table().send(
    new QueryCommand({
      TableName: stack.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ...extra,
    }),
  );
}

/** Every order item of a consumer (GSI1), to count orders. */
export async function ordersOf(userId: string) {
  return (await queryGsi1(`CONSUMER#${userId}`)).Items ?? [];
}

/**
 * A product's stock as stored (a consistent read of its item). Stock checks read the table, not the API: anonymous
 * catalog answers may come from the products function's short page cache (docs/caching.md), which a write by
 * another function (a checkout, a cancel) does not empty.
 */
export async function stockOf(productId: string): Promise<number> {
  const item = await getItem(productKeys.item(productId));
  return item?.stock as number;
}
