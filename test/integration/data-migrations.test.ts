/**
 * The data migrations of issue 23 on the real local stack (services/migrations/run.ts, the same run the
 * deployment's trigger and the local start make):
 *   - an order stored the old way (no `ORDER_REF#` reference key, no `lineStatusCounts`) is not found by its reference;
 *     after the migration ran it is, and its list entry counts its lines; another run changes nothing;
 *   - a producer stored before farm pages (no `farm` map) is missing from the farm list; after the migration it
 *     has its page, made from its name, and is listed.
 * The stack ran every migration at its start (their markers are there): each case removes the marker it needs
 * gone, as a table written before this code would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderKeys, userKeys } from '../../services/lib/data/keys.js';
import type { FarmSummary } from '../../shared/contracts/products/farm-entities.js';
import type { OrderSummary } from '../../shared/contracts/orders/entities.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { seededTokens } from './accounts.js';
import { api, freshConsumer, freshProducer, freshProduct, placeOrder, RUN } from './commerce.js';
import { noStack } from './helpers.js';
import { forgetMigration as forget, migrate } from './migrations.js';
import { closeTable, getItem, updateItem, useStackTable } from './table.js';

describe.skipIf(noStack)('data migrations (issue 23 backfills)', () => {
  let admin: string;

  beforeAll(async () => {
    // The farm store writes through the services' own client (services/lib/env.ts): this stack's table.
    useStackTable();
    admin = (await seededTokens()).admin;
  });
  afterAll(() => closeTable());

  const search = async (q: string) => {
    const answer = await api<{ orders: OrderSummary[] }>(`/v1/orders/search?q=${q}`, admin);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data.orders;
  };

  it('finds an order stored the old way by its 8-character reference once the migration ran', async () => {
    const farm = await freshProducer(`mig-farm-${RUN}`);
    const [first, second] = [await freshProduct(farm.token), await freshProduct(farm.token)];
    const consumer = await freshConsumer(`mig-buyer-${RUN}`);
    const order = await placeOrder(consumer.token, [
      [first!.productId, 1],
      [second!.productId, 2],
    ]);
    const key = orderKeys.item(order.id);
    // As checkout wrote it before issue 23.
    await updateItem(key, { UpdateExpression: 'REMOVE LINES3PK, LINES3SK, lineStatusCounts' });
    const before = await getItem(key);
    expect(before?.LINES3PK).toBeUndefined();
    const reference = orderReference(order.id);
    expect(reference).toHaveLength(8);
    expect((await search(reference)).map((found) => found.id)).not.toContain(order.id);

    await forget('order-keys');
    const report = await migrate();
    expect(report.migrations['order-keys']?.done).toBe(false);
    expect(report.migrations['order-keys']?.counts.orders).toBeGreaterThanOrEqual(1);
    expect(report.next).toBeUndefined();

    const found = (await search(reference)).find((entry) => entry.id === order.id);
    expect(found, 'the order found by its reference').toBeDefined();
    expect(found?.lineStatusCounts).toEqual({ pending: 2 });
    const after = await getItem(key);
    expect(after).toMatchObject({
      LINES3PK: `ORDER_REF#${reference}`,
      LINES3SK: `${order.createdAt}#${order.id}`,
      lineStatusCounts: { pending: 2 },
    });
    // Nothing else of the order moved (its date, its version: a farm's change read before still applies).
    expect(after?.updatedAt).toBe(before?.updatedAt);
    expect(after?.version).toBe(before?.version);
    expect(after?.status).toBe(before?.status);

    // Safe to run again: its marker is there, nothing changes.
    const again = await migrate();
    expect(again.migrations['order-keys']).toEqual({ done: true, counts: { orders: 0, skipped: 0 } });
  });

  it('gives a producer stored before farm pages its page, so the farm list shows it', async () => {
    const producer = await freshProducer(`mig-finca-${RUN}`);
    // As its directory item was before issue 23: no page, not in the farm list.
    await updateItem(userKeys.item(producer.userId), { UpdateExpression: 'REMOVE farm, GSI5PK, GSI5SK' });
    const listed = async () => {
      const answer = await api<{ farms: FarmSummary[] }>('/v1/products/farms?limit=100');
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.farms.find((farm) => farm.producerId === producer.userId);
    };
    expect(await listed()).toBeUndefined();

    await forget('farm-pages');
    const report = await migrate();
    expect(report.migrations['farm-pages']?.counts.farms).toBeGreaterThanOrEqual(1);
    // The list is cached for about 2 s by the products function (services/products/page-cache.ts).
    await expect.poll(listed, { timeout: 10_000, interval: 500 }).toBeDefined();
    const farm = (await listed())!;
    expect(farm.slug).toBe(`cuenta-mig-finca-${RUN}`);
    const page = await api(`/v1/products/farms/${farm.slug}`);
    expect(page.status, page.text).toBe(200);
    expect((await migrate()).migrations['farm-pages']).toEqual({ done: true, counts: { farms: 0 } });
  });
});
