/**
 * A product's stock apart from its item (services/products/product-stock.ts) on the real local stack:
 *   - a sale writes the stock item only (the product item, in the table and six index copies, stays as it was);
 *     the card's figure on the product item follows from the stream once the stock is at LOW_STOCK_THRESHOLD or
 *     less; the product page and the farm's list answer the exact figure;
 *   - the farm's edits of stock and price and a deactivation reach the stock item in the same write (a checkout
 *     of a product switched off is refused);
 *   - a product of the old shape (its stock on its item) is sold and restocked from its item; the migration moves
 *     its stock apart, and it is sold and restocked from its stock item after that.
 */
import { describe, expect, it } from 'vitest';
import { productKeys } from '../../services/lib/data/keys.js';
import { LOW_STOCK_THRESHOLD } from '../../shared/constants/products.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import { addItem, api, checkout, freshConsumer, freshProduct, getProduct, placeOrder } from './commerce.js';
import { eventually, noStack } from './helpers.js';
import { forgetMigration, migrate } from './migrations.js';
import { seededSuite } from './suite.js';
import { deleteItem, getItem, stockOf, updateItem } from './table.js';

const tokens = seededSuite();

describe.skipIf(noStack)("a product's stock apart from its item", () => {
  const productItem = (id: string) => getItem(productKeys.item(id));
  const stockItem = (id: string) => getItem(productKeys.stock(id));
  const cancel = (token: string, order: Order) =>
    api<{ order: Order }>(`/v1/orders/${order.id}`, token, { method: 'DELETE' });

  it('a sale writes the stock item only; the card follows in the low band; the farm reads the exact figure', async () => {
    const product = await freshProduct(tokens.producer, { stock: LOW_STOCK_THRESHOLD + 4 });
    const before = await productItem(product.productId);
    expect(before).toMatchObject({ stockApart: true, stock: LOW_STOCK_THRESHOLD + 4 });
    expect(await stockItem(product.productId)).toMatchObject({
      entity: 'ProductStock',
      stock: LOW_STOCK_THRESHOLD + 4,
      price: product.price,
      isActive: true,
    });

    const buyer = await freshConsumer('stock-apart');
    await placeOrder(buyer.token, [[product.productId, 2]]);
    expect(await stockOf(product.productId)).toBe(LOW_STOCK_THRESHOLD + 2);
    // Still «available» on a card: the product item (and so its index copies) was not written at all.
    expect(await productItem(product.productId)).toEqual(before);

    await placeOrder(buyer.token, [[product.productId, 3]]);
    expect(await stockOf(product.productId)).toBe(LOW_STOCK_THRESHOLD - 1);
    // «Quedan N» on a card: the events function sets the figure a moment later, the version left alone.
    await eventually(async () =>
      expect(await productItem(product.productId)).toMatchObject({
        stock: LOW_STOCK_THRESHOLD - 1,
        updatedAt: before?.updatedAt,
      }),
    );
    expect((await getProduct(product.productId)).stock).toBe(LOW_STOCK_THRESHOLD - 1);
    const own = await api<{ products: Product[] }>('/v1/products/user?limit=50', tokens.producer);
    expect(own.body.data.products.find((p) => p.productId === product.productId)?.stock).toBe(
      LOW_STOCK_THRESHOLD - 1,
    );
  });

  it("the farm's stock, price and status reach the stock item in the same write", async () => {
    const product = await freshProduct(tokens.producer, { stock: 10, price: 5 });
    const edited = await api(`/v1/products/${product.productId}`, tokens.producer, {
      method: 'PUT',
      body: { stock: 30, price: 6.5 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await stockItem(product.productId)).toMatchObject({ stock: 30, price: 6.5, isActive: true });
    expect(await productItem(product.productId)).toMatchObject({ stock: 30, price: 6.5 });
    expect((await getProduct(product.productId, tokens.producer)).stock).toBe(30);

    const buyer = await freshConsumer('stock-apart-off');
    expect((await addItem(buyer.token, product.productId, 1)).status).toBe(200);
    const off = await api(`/v1/products/${product.productId}/status`, tokens.producer, {
      method: 'PATCH',
      body: { isActive: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(await stockItem(product.productId)).toMatchObject({ isActive: false, stock: 30 });
    expect((await checkout(buyer.token)).status).toBe(409);
    expect(await stockOf(product.productId)).toBe(30);
  });

  it('a product of the old shape is sold from its item, then moved apart by the migration and sold from there', async () => {
    const product = await freshProduct(tokens.producer, { stock: 10 });
    const id = product.productId;
    // As a product written before its stock was apart: no stock item, no mark.
    await deleteItem(productKeys.stock(id));
    await updateItem(productKeys.item(id), { UpdateExpression: 'REMOVE stockApart' });
    const buyer = await freshConsumer('stock-old-shape');
    const first = await placeOrder(buyer.token, [[id, 3]]);
    expect((await productItem(id))?.stock).toBe(7);
    expect(await stockItem(id)).toBeUndefined();
    expect((await cancel(buyer.token, first)).status).toBe(200);
    expect((await productItem(id))?.stock).toBe(10);
    const second = await placeOrder(buyer.token, [[id, 2]]);
    expect((await productItem(id))?.stock).toBe(8);

    await forgetMigration('product-stock');
    const report = await migrate({ from: { migration: 'product-stock' } });
    expect(report.migrations['product-stock']?.counts.products).toBeGreaterThanOrEqual(1);
    const moved = await productItem(id);
    expect(moved).toMatchObject({ stockApart: true, stock: 8 });
    expect(moved?.updatedAt).not.toBe(product.updatedAt);
    expect(await stockItem(id)).toMatchObject({ stock: 8, price: product.price, isActive: true });

    // The order placed before the move gives its units back to the stock item; a new sale takes them from it.
    expect((await cancel(buyer.token, second)).status).toBe(200);
    expect(await stockOf(id)).toBe(10);
    await placeOrder(buyer.token, [[id, 1]]);
    expect(await stockOf(id)).toBe(9);
    expect((await productItem(id))?.stock).toBe(8);
    // Run again: nothing left to move.
    const again = await migrate({ from: { migration: 'product-stock' } });
    expect(again.migrations['product-stock']?.done).toBe(true);
  });
});
