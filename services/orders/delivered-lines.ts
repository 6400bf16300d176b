/**
 * Whether a consumer received a product (docs/reviews.md: only buyers of a product may review it): their
 * orders newest first (their keys on LINES6 `CONSUMER#<id>`: line-keys.ts orderIndex('consumer')), then each order's product orders of that product, until a
 * delivered one turns up. A consumer's orders are few; the newest delivery is usually in the first ones.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { consumerOrdersPartition, orderKeys } from '../lib/data/keys.js';
import { orderIndex } from '../lib/data/line-keys.js';
import { queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';

type Item = Record<string, unknown>;

export interface DeliveredLine {
  orderId: string;
  productOrderId: string;
  /** When the line was marked delivered (its history), else its last update. */
  deliveredAt: string;
}

/** When a delivered product order was delivered: the last 'delivered' step of its history. */
export function deliveredAtOf(line: Item): string {
  const history = Array.isArray(line.history) ? (line.history as Item[]) : [];
  const step = [...history].reverse().find((entry) => entry.status === 'delivered');
  return typeof step?.at === 'string' ? step.at : String(line.updatedAt ?? line.createdAt ?? '');
}

/** The consumer's newest delivered (and not returned) line of the product, or null. */
export async function deliveredLineOf(consumerId: string, productId: string): Promise<DeliveredLine | null> {
  const table = readEnv().tableName;
  const index = orderIndex('consumer');
  for await (const page of queryPages(ddb(), {
    TableName: table,
    IndexName: index.indexName,
    KeyConditionExpression: `${index.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': consumerOrdersPartition(consumerId) },
    ScanIndexForward: false,
  })) {
    for (const order of page.Items ?? []) {
      if (order.SK !== 'ORDER' || typeof order.PK !== 'string') continue;
      const answer = await ddb().send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :po)',
          FilterExpression:
            'productId = :product AND #status = :delivered AND attribute_not_exists(returnedAt)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pk': order.PK,
            ':po': 'PO#',
            ':product': productId,
            ':delivered': 'delivered',
          },
        }),
      );
      const line = answer.Items?.[0];
      if (line && typeof line.id === 'string') {
        return {
          orderId: order.PK.slice(orderKeys.item('').PK.length),
          productOrderId: line.id,
          deliveredAt: deliveredAtOf(line),
        };
      }
    }
  }
  return null;
}
