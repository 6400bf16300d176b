/**
 * The local restore drill (`npm run restore-drill`, infra/restore/local-drill.ts) on the test stack: after an
 * order placed now (so the table holds fresh orders, product orders, stock moves and stats), the table is
 * exported as DynamoDB's DYNAMODB_JSON, restored into a new table, and every figure (orders and their money,
 * stock, product orders per status, refunds, payouts, invoices, counts per kind, a digest of every item) is equal
 * before and after. A broken restore (an item dropped from the export) is caught.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.js';
import { compareFigures, figuresOf } from '../../infra/restore/figures.js';
import { drillReport, runLocalDrill } from '../../infra/restore/local-drill.js';
import { deleteTable, scanAll } from '../../infra/restore/table-copy.js';
import { freshConsumer, freshProducer, freshProduct, getProduct, placeOrder } from './commerce.js';
import { noStack, stack } from './helpers.js';

describe.skipIf(noStack)('restore drill', () => {
  const client = new DynamoDBClient({
    region: stack.region,
    endpoint: stack.dynamodbEndpoint,
    credentials: { ...LOCAL_CREDENTIALS },
  });
  const folder = mkdtempSync(join(tmpdir(), 'pitahaya-restore-'));
  afterAll(() => {
    client.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores an export of the table with every order, unit of stock and euro of the ledger', async () => {
    const farm = await freshProducer('restore-farm');
    const product = await freshProduct(farm.token, { price: 7.25, stock: 9 });
    const buyer = await freshConsumer('restore-buyer');
    const order = await placeOrder(buyer.token, [[product.productId, 2]]);
    expect((await getProduct(product.productId)).stock).toBe(7);

    const result = await runLocalDrill({
      client,
      tableName: stack.tableName,
      exportDir: join(folder, 'export'),
      targetTable: `${stack.tableName}-drill`,
      keep: true,
    });
    console.log(drillReport(result));
    expect(result.differences).toEqual({ exportFile: [], restored: [] });
    expect(result.ok).toBe(true);
    expect(result.before.orders.count).toBeGreaterThan(0);
    expect(result.before.products.stock).toBeGreaterThan(0);
    expect(result.restored.digest).toBe(result.before.digest);

    // The order placed above is in the restored table, with its money and the stock it took.
    const restoredItems = await scanAll(client, result.targetTable);
    const restoredOrder = restoredItems.find(
      (item) => item.PK?.S === `ORDER#${order.id}` && item.SK?.S === 'ORDER',
    );
    expect(Number(restoredOrder?.totalPrice?.N)).toBe(order.totalPrice);
    // A new product's stock is in its stock item (services/products/product-stock.ts).
    const restoredStock = restoredItems.find(
      (item) => item.PK?.S === `PRODUCT#${product.productId}` && item.SK?.S === 'STOCK',
    );
    expect(Number(restoredStock?.stock?.N)).toBe(7);
    // Same keys and indexes as the table it was restored from.
    const [source, target] = await Promise.all(
      [stack.tableName, result.targetTable].map((name) =>
        client.send(new DescribeTableCommand({ TableName: name })),
      ),
    );
    expect(target?.Table?.KeySchema).toEqual(source?.Table?.KeySchema);
    expect(target?.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      source?.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort(),
    );

    // The check is not blind: one order line missing from a restore is a difference in three figures at least.
    const lost = restoredItems.filter(
      (item) => !(item.PK?.S === `ORDER#${order.id}` && item.SK?.S?.startsWith('PO#')),
    );
    const differences = compareFigures(result.before, figuresOf(lost)).map((difference) => difference.figure);
    expect(differences).toEqual(expect.arrayContaining(['items', 'productOrders.count', 'digest']));
    await deleteTable(client, result.targetTable);
    // It exports, restores and compares the whole table, which the files before it on this stack have filled.
  }, 120_000);
});
