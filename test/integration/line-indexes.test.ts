/**
 * The order lines' (and order items') keys-only indexes on the real local stack (services/lib/data/line-keys.ts, the migration
 * services/migrations/line-indexes.ts, docs/operations.md "The lines' indexes"):
 *   - a line written now carries LINES1..LINES5 keys and no GSI1..GSI5 key, and the farm's list (a page of keys
 *     and one BatchGetItem) answers it whole;
 *   - lines stored the old way (their keys as GSI1..GSI5) are missing from the farm's list; the migration's copy
 *     pass (LINE_INDEXES=legacy: both sets kept, no marker) makes them listed; a status change made after it
 *     through the new keys is not undone by the final pass, which removes the old keys and writes its marker;
 *     another run changes nothing;
 *   - the order item likewise (its consumer, month and reference entries from GSI1..GSI3 to LINES6, LINES4,
 *     LINES3: the consumer's list, the admins' search by reference), and an order of the shop in between (only
 *     its consumer's entry in GSI1) is found on LINES4 by the copy pass of LINE_INDEXES=consumer-legacy and by
 *     the final pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderKeys } from '../../services/lib/data/keys.js';
import {
  LINE_PATTERNS,
  ORDER_PATTERNS,
  keysOnlyLineIndex,
  keysOnlyOrderIndex,
  legacyLineIndex,
  legacyOrderIndex,
} from '../../services/lib/data/line-keys.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { seededTokens } from './accounts.js';
import { backfillLineIndexes, LINE_INDEXES_MARKER } from '../../services/migrations/line-indexes.js';
import type { ProductOrder } from '../../shared/contracts/orders/entities.js';
import { api, freshConsumer, freshProducer, freshProduct, placeOrder, RUN } from './commerce.js';
import { noStack, stack } from './helpers.js';
import { forgetMigration } from './migrations.js';
import { closeTable, getItem, table, updateItem, useStackTable } from './table.js';

/** The ids of the consumer's orders (GET /v1/orders, their LINES6 entries). */
const consumerOrderIds = async (token: string) => {
  const answer = await api<{ orders: { id: string }[] }>('/v1/orders?limit=50', token);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.orders.map((entry) => entry.id);
};

const listOf = async (token: string) => {
  const answer = await api<{ orders: ProductOrder[] }>('/v1/orders/producer', token);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.orders;
};

const LINE_MOVES = LINE_PATTERNS.map((p) => [legacyLineIndex(p), keysOnlyLineIndex(p)] as const);
const ORDER_MOVES = ORDER_PATTERNS.map((p) => [legacyOrderIndex(p), keysOnlyOrderIndex(p)] as const);

/**
 * A line (or the order item) as checkout wrote it before the keys-only indexes: the same key values under
 * GSI1..GSI5 (the order's month and reference under GSI2, GSI3).
 */
async function asBefore(key: { PK: string; SK: string }, moves = LINE_MOVES) {
  const line = (await getItem(key)) as Record<string, unknown>;
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = {};
  moves.forEach(([old, neu], i) => {
    if (typeof line[neu.partitionKey] !== 'string') return;
    set.push(`${old.partitionKey} = :p${i}`, `${old.sortKey} = :s${i}`);
    values[`:p${i}`] = line[neu.partitionKey];
    values[`:s${i}`] = line[neu.sortKey];
    remove.push(neu.partitionKey, neu.sortKey);
  });
  await updateItem(key, {
    UpdateExpression: `SET ${set.join(', ')} REMOVE ${remove.join(', ')}`,
    ExpressionAttributeValues: values,
  });
  return line;
}

describe.skipIf(noStack)("the order lines' keys-only indexes and their migration", () => {
  beforeAll(() => useStackTable());
  afterAll(() => closeTable());

  it('moves lines stored the old way to the new indexes without losing them or a status change', async () => {
    const farm = await freshProducer(`lines-farm-${RUN}`);
    const [first, second] = [await freshProduct(farm.token), await freshProduct(farm.token)];
    const consumer = await freshConsumer(`lines-buyer-${RUN}`);
    const order = await placeOrder(consumer.token, [
      [first!.productId, 1],
      [second!.productId, 2],
    ]);
    const keys = order.productOrders.map((line) => orderKeys.productOrder(order.id, line.id));
    const { admin } = await seededTokens();
    const byReference = async () => {
      const found = await api<{ orders: { id: string }[] }>(
        `/v1/orders/search?q=${orderReference(order.id)}`,
        admin,
      );
      expect(found.status, found.text).toBe(200);
      return found.body.data.orders.map((entry) => entry.id);
    };
    expect(await byReference()).toContain(order.id);
    expect(await getItem(orderKeys.item(order.id))).toMatchObject({
      LINES4PK: `ORDERS#${order.createdAt.slice(0, 7)}`,
      LINES3PK: `ORDER_REF#${orderReference(order.id)}`,
      LINES6PK: `CONSUMER#${consumer.userId}`,
    });
    expect(await consumerOrderIds(consumer.token)).toEqual([order.id]);
    // An order of the shop before its consumer's entry moved (its month and reference on LINES4 and LINES3, the
    // consumer's entry whole in GSI1): the migration's final pass finds it on LINES4.
    // (of another farm: this farm's lists are checked line by line below)
    const otherFarm = await freshProducer(`lines-farm2-${RUN}`);
    const between = await placeOrder(consumer.token, [[(await freshProduct(otherFarm.token)).productId, 1]]);
    const betweenBefore = await asBefore(orderKeys.item(between.id), [
      [legacyOrderIndex('consumer'), keysOnlyOrderIndex('consumer')],
    ]);
    expect(betweenBefore.LINES6PK).toBe(`CONSUMER#${consumer.userId}`);
    expect(await getItem(orderKeys.item(between.id))).toMatchObject({
      GSI1PK: `CONSUMER#${consumer.userId}`,
      LINES4PK: betweenBefore.LINES4PK,
    });

    // Written now: the new keys only, and listed whole.
    const fresh = await getItem(keys[0]!);
    expect(fresh).toMatchObject({
      LINES1PK: `PRODUCER#${farm.userId}`,
      LINES3PK: `PRODUCER#${farm.userId}#STATUS#pending`,
      LINES4PK: `PRODUCT_ORDERS#${order.createdAt.slice(0, 7)}`,
    });
    for (const old of ['GSI1PK', 'GSI2PK', 'GSI3PK', 'GSI4PK', 'GSI5PK'])
      expect(fresh).not.toHaveProperty(old);
    const listed = await listOf(farm.token);
    expect(listed.map((line) => line.id).sort()).toEqual(order.productOrders.map((line) => line.id).sort());
    expect(listed[0]).toMatchObject({
      orderId: order.id,
      buyerName: expect.any(String),
      product: expect.anything(),
    });

    // Stored the old way: the farm's list (the new index) no longer finds them.
    const before = await Promise.all(keys.map((key) => asBefore(key)));
    const orderBefore = await asBefore(orderKeys.item(order.id), ORDER_MOVES);
    expect(await listOf(farm.token)).toEqual([]);
    expect(await byReference()).not.toContain(order.id);
    expect(await consumerOrderIds(consumer.token)).toEqual([]);

    // The copy pass (LINE_INDEXES=legacy, the functions still on the old indexes): both sets of keys, no marker.
    await forgetMigration(LINE_INDEXES_MARKER);
    const copied = await backfillLineIndexes(table(), stack.tableName, { legacy: true, orderEntries: false });
    expect(copied.lines).toBeGreaterThanOrEqual(2);
    expect(copied.next).toBeUndefined();
    for (const [i, key] of keys.entries()) {
      const line = await getItem(key);
      expect(line).toMatchObject({ GSI1PK: before[i]!.LINES1PK, LINES1PK: before[i]!.LINES1PK });
      expect(line?.LINES3SK).toBe(before[i]!.LINES3SK);
    }
    expect(await getItem({ PK: `MIGRATION#${LINE_INDEXES_MARKER}`, SK: 'DONE' })).toBeUndefined();
    expect(await getItem(orderKeys.item(order.id))).toMatchObject({
      GSI2PK: orderBefore.LINES4PK,
      LINES4PK: orderBefore.LINES4PK,
      GSI3PK: orderBefore.LINES3PK,
      LINES3PK: orderBefore.LINES3PK,
    });
    expect(await byReference()).toContain(order.id);
    // The copy pass walks the old month index: the order of before is listed again, the one between not yet.
    expect(await getItem(orderKeys.item(order.id))).toMatchObject({
      GSI1PK: orderBefore.LINES6PK,
      LINES6PK: orderBefore.LINES6PK,
    });
    expect(await consumerOrderIds(consumer.token)).toEqual([order.id]);
    expect((await listOf(farm.token)).map((line) => line.id).sort()).toEqual(
      order.productOrders.map((line) => line.id).sort(),
    );
    // The copy pass of a table that had LINES1..LINES5 (LINE_INDEXES=consumer-legacy): the orders' LINES4 entries
    // walked too, the order in between given its LINES6 key, its GSI1 kept.
    const consumerCopy = await backfillLineIndexes(table(), stack.tableName, { legacy: true });
    expect(consumerCopy.lines).toBeGreaterThanOrEqual(1);
    expect(await getItem(orderKeys.item(between.id))).toMatchObject({
      GSI1PK: betweenBefore.LINES6PK,
      LINES6PK: betweenBefore.LINES6PK,
      LINES6SK: betweenBefore.LINES6SK,
    });
    expect(await consumerOrderIds(consumer.token)).toEqual([between.id, order.id]);
    expect(await getItem({ PK: `MIGRATION#${LINE_INDEXES_MARKER}`, SK: 'DONE' })).toBeUndefined();

    // A status change through the new keys (the functions switched): the stale GSI3 key must not come back.
    const moved = order.productOrders[0]!;
    const change = await api(`/v1/orders/${order.id}/products/${moved.id}/status`, farm.token, {
      method: 'PATCH',
      body: { status: 'organizing' },
    });
    expect(change.status, change.text).toBe(200);

    const final = await backfillLineIndexes(table(), stack.tableName, { legacy: false });
    expect(final.done).toBe(false);
    expect(final.lines).toBeGreaterThanOrEqual(2);
    for (const [i, key] of keys.entries()) {
      const line = (await getItem(key)) as Record<string, unknown>;
      for (const old of ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI3PK', 'GSI3SK', 'GSI4PK', 'GSI4SK', 'GSI5PK'])
        expect(line).not.toHaveProperty(old);
      expect(line.LINES1SK).toBe(before[i]!.LINES1SK);
      expect(line.LINES4PK).toBe(before[i]!.LINES4PK);
    }
    expect((await getItem(keys[0]!))?.LINES3PK).toBe(`PRODUCER#${farm.userId}#STATUS#organizing`);
    const orderAfter = (await getItem(orderKeys.item(order.id))) as Record<string, unknown>;
    for (const old of ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'])
      expect(orderAfter).not.toHaveProperty(old);
    expect(orderAfter).toMatchObject({
      LINES4SK: orderBefore.LINES4SK,
      LINES3SK: orderBefore.LINES3SK,
      LINES6PK: orderBefore.LINES6PK,
      LINES6SK: orderBefore.LINES6SK,
    });
    const betweenAfter = (await getItem(orderKeys.item(between.id))) as Record<string, unknown>;
    expect(betweenAfter).not.toHaveProperty('GSI1PK');
    expect(betweenAfter).toMatchObject({
      LINES6PK: betweenBefore.LINES6PK,
      LINES6SK: betweenBefore.LINES6SK,
    });
    expect(await consumerOrderIds(consumer.token)).toEqual([between.id, order.id]);
    expect(await byReference()).toContain(order.id);
    expect((await getItem(keys[1]!))?.LINES3PK).toBe(`PRODUCER#${farm.userId}#STATUS#pending`);
    const organizing = await api<{ orders: ProductOrder[] }>(
      '/v1/orders/producer?status=organizing',
      farm.token,
    );
    expect(organizing.body.data.orders.map((line) => line.id)).toEqual([moved.id]);
    expect(await getItem({ PK: `MIGRATION#${LINE_INDEXES_MARKER}`, SK: 'DONE' })).toBeDefined();

    const again = await backfillLineIndexes(table(), stack.tableName, { legacy: false });
    expect(again).toEqual({ done: true, lines: 0, skipped: 0 });
  });
});
