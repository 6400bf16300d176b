/**
 * A farm's lines by the day they leave and by pickup slot (issue 32, docs/harvest-calendar.md), for the harvest
 * calendar's pick list, dispatch days and slot lists and the cut-off job:
 *   - LINES2 `DISPATCH#<producerId>`, sort `<dispatchDate>#<createdAt>#<id>`: a day (or a range of days) is one
 *     Query (of keys: each page's lines read in one BatchGetItem, services/lib/data/line-pages.ts);
 *   - LINES5 `PICKUP#<producerId>`, sort `<date>#<from>#<createdAt>#<id>`: the lines collected in slots from a
 *     day on;
 *   - the orders of those lines (their buyer, address and delivery), one BatchGetItem per 100.
 * Every read is bounded (PICKLIST_LINES_MAX lines); cancelled lines are left out.
 */
import { batchGetItems } from '../lib/data/batch-get.js';
import { PICKLIST_LINES_MAX } from '../../shared/constants/calendar.js';
import type { ProductOrder, ShippingInfo } from '../../shared/contracts/orders/entities.js';
import type { OrderDelivery } from '../../shared/rules/pricing/entities.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { orderKeys } from '../lib/data/keys.js';
import { harvestKeys } from '../lib/data/selling-keys.js';
import { lineIndex } from '../lib/data/line-keys.js';
import { wholeItems } from '../lib/data/line-pages.js';
import { queryPages } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import { toProductOrder } from './order-record.js';

/**
 * The lines of an index partition whose sort key starts with a date from `from` to `to` (inclusive), cancelled
 * ones left out, PICKLIST_LINES_MAX at most: pages of keys (the index is keys-only), each page's lines read in
 * one BatchGetItem, until the cap is reached.
 */
async function linesBetween(
  pattern: 'dispatch' | 'pickup',
  partition: string,
  from: string,
  to: string,
): Promise<ProductOrder[]> {
  const index = lineIndex(pattern);
  const lines: ProductOrder[] = [];
  for await (const answer of queryPages(ddb(), {
    TableName: readEnv().tableName,
    IndexName: index.indexName,
    KeyConditionExpression: `${index.partitionKey} = :pk AND ${index.sortKey} BETWEEN :from AND :to`,
    ExpressionAttributeValues: { ':pk': partition, ':from': `${from}#`, ':to': `${to}#~` },
  })) {
    for (const item of await wholeItems(index, answer.Items ?? [])) {
      const line = toProductOrder(item);
      if (line.status !== 'cancelled') lines.push(line);
    }
    if (lines.length >= PICKLIST_LINES_MAX) break;
  }
  return lines.slice(0, PICKLIST_LINES_MAX);
}

/** The farm's lines leaving from `from` to `to` (dates, inclusive), by day and order time. */
export const readDispatchLines = (producerId: string, from: string, to: string): Promise<ProductOrder[]> =>
  linesBetween('dispatch', harvestKeys.dispatchPartition(producerId), from, to);

/** The farm's lines collected in pickup slots from `from` to `to` (dates, inclusive), by slot. */
export const readSlotLines = (producerId: string, from: string, to: string): Promise<ProductOrder[]> =>
  linesBetween('pickup', harvestKeys.pickupPartition(producerId), from, to);

/** What a pick list needs of an order: its buyer and where its boxes go. */
export interface OrderDeliveryFacts {
  orderId: string;
  shippingInfo?: ShippingInfo;
  deliveries: OrderDelivery[];
  customer: string;
}

/** The delivery facts of these orders, by id (one BatchGetItem per 100 ids; unprocessed keys retried). */
export async function readOrderDeliveryFacts(
  orderIds: readonly string[],
): Promise<Map<string, OrderDeliveryFacts>> {
  const items = await batchGetItems(
    readEnv().tableName,
    [...new Set(orderIds)].map((id) => orderKeys.item(id)),
    { projection: 'id, shippingInfo, deliveries, consumerInfo', pauseMs: 20, leftover: 'skip' },
  );
  const found = new Map<string, OrderDeliveryFacts>();
  for (const item of items) {
    const shippingInfo = item.shippingInfo as ShippingInfo | undefined;
    const consumer = item.consumerInfo as { fullName?: string } | undefined;
    found.set(String(item.id), {
      orderId: String(item.id),
      ...(shippingInfo ? { shippingInfo } : {}),
      deliveries: Array.isArray(item.deliveries) ? (item.deliveries as OrderDelivery[]) : [],
      customer: shippingInfo?.fullName || consumer?.fullName || '',
    });
  }
  return found;
}
