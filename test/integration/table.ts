/**
 * The stack's table read and written directly, not through the API: to prove what a refused request did not
 * write, to read what the API does not show, and to set up states.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { createClients, type LocalClients } from '../../infra/local/clients.js';
import { productKeys } from '../../services/lib/data/keys.js';
import { stack } from './helpers.js';

/** New clients of this worker's stack (DynamoDB, Cognito, S3); the caller destroys them. */
export const stackClients = (): LocalClients =>
  createClients({
    dynamodb: stack.dynamodbEndpoint,
    cognito: stack.cognitoEndpoint,
    s3: stack.s3Endpoint,
  });

/** Points the services' own client (services/lib/env.ts), used in-process by a test, at this stack's table. */
export function useStackTable(): void {
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    AWS_REGION: stack.region || 'eu-west-1',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
}

let clients: LocalClients | undefined;
/** The stack's table, read and written directly (to prove a refused request wrote nothing, to set up states). */
export function table(): DynamoDBDocumentClient {
  clients ??= stackClients();
  return clients.documents;
}

export function closeTable(): void {
  clients?.destroy();
  clients = undefined;
}

export async function putItem(item: Record<string, unknown>) {
  await table().send(new PutCommand({ TableName: stack.tableName, Item: item }));
}

/** Changes one item behind the API's back (an older shape, a past date, a farm's move); `update`: its expressions. */
export async function updateItem(
  key: Record<string, string>,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
): Promise<void> {
  await table().send(new UpdateCommand({ TableName: stack.tableName, Key: key, ...update }));
}

export async function deleteItem(key: Record<string, string>): Promise<void> {
  await table().send(new DeleteCommand({ TableName: stack.tableName, Key: key }));
}

export async function getItem(key: Record<string, string>) {
  const { Item } = await table().send(
    new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

/** One Query page of a partition of `index` (GSI1, GSI2...); `extra` adds to the Query (a count, the order). */
export function queryIndex(index: string, partition: string, extra: Partial<QueryCommandInput> = {}) {
  return table().send(
    new QueryCommand({
      TableName: stack.tableName,
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ...extra,
    }),
  );
}

/** Every order item of a consumer, whole (their keys on LINES6, then each item read), to count orders. */
export async function ordersOf(userId: string) {
  const keys = (await queryIndex('LINES6', `CONSUMER#${userId}`)).Items ?? [];
  const items = await Promise.all(keys.map((key) => getItem({ PK: String(key.PK), SK: String(key.SK) })));
  return items.filter((item): item is Record<string, unknown> => item !== undefined);
}

/**
 * A product's stock as stored (a consistent read of its item, and of its stock item when its stock is apart:
 * services/products/product-stock.ts). Stock checks read the table, not the API: anonymous catalog answers may come
 * from the products function's short page cache (docs/caching.md), which a write by another function (a checkout, a
 * cancel) does not empty.
 */
export async function stockOf(productId: string): Promise<number> {
  const item = await getItem(productKeys.item(productId));
  if (item?.stockApart === true) return (await getItem(productKeys.stock(productId)))?.stock as number;
  return item?.stock as number;
}

/** The in-app notices of `userId` of one `event`, straight from the table: their titles and messages. */
export async function noticesOf(
  userId: string,
  event: string,
): Promise<{ title: string; message: string }[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'NOTIFICATION#' },
    }),
  );
  return Items.filter((item) => item.event === event).map((item) => ({
    title: String(item.title),
    message: String(item.message),
  }));
}
