import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/contracts/orders/entities.js';
import { NOW } from '../carts/testing.js';
import { newPayment } from './payment/payment.js';
import { cancelTransaction } from './cancel-transaction.js';

const productOrder = (id: string, productId: string, quantity: number) => ({
  id,
  orderId: 'o-1',
  productId,
  producerId: 'farm-1',
  quantity,
  price: 2,
  status: 'pending' as const,
  product: {
    productId,
    name: 'x',
    shortDescription: '',
    price: 2,
    thumbnailUrl: null,
    isActive: true,
    producerId: 'farm-1',
  },
  totalPrice: 2 * quantity,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
});

const order = {
  id: 'o-1',
  userId: 'u-consumer',
  coupon: { code: 'BIENVENIDA10', type: 'percent', value: 10, discount: 1 },
  payment: newPayment('cash_on_delivery', 900, 'O1'),
  productOrders: [productOrder('po-1', 'p-1', 2), productOrder('po-2', 'p-2', 3)],
} as unknown as Order;

type Bookkeeping = Parameters<typeof cancelTransaction>[1];
type Options = Parameters<typeof cancelTransaction>[2];

/** The cancel of `of` by 'u' of a farm-1 order whose two products exist, unless told otherwise. */
const cancelOf = (of: Order, bookkeeping: Partial<Bookkeeping> = {}, options: Partial<Options> = {}) =>
  cancelTransaction(
    of,
    { producerIds: ['farm-1'], ...bookkeeping },
    {
      tableName: 't',
      by: 'u',
      now: NOW,
      existingProducts: new Set(['p-1', 'p-2']),
      couponExists: false,
      ...options,
    },
  );

describe('the cancel transaction', () => {
  it('cancels the order and each pending line, moves the status key and appends the history', () => {
    const { items, productOrderSlots } = cancelOf(order, {}, { by: 'u-consumer', couponExists: true });
    expect(items[0]?.Update).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'ORDER' },
      // Also the payment as read: a webhook paying the order meanwhile makes the cancel run again (and refund).
      ConditionExpression:
        'attribute_exists(PK) AND #status <> :cancelled AND ' +
        '(attribute_not_exists(payment) OR payment.#paymentStatus = :paymentStatus)',
    });
    expect(productOrderSlots).toEqual([1, 2]);
    expect(items[1]?.Update).toMatchObject({
      Key: { PK: 'ORDER#o-1', SK: 'PO#po-1' },
      // Conditioned on the line still being pending (the shared move of order-transaction-parts.ts).
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: {
        ':from': 'pending',
        ':to': 'cancelled',
        ':lk0': 'PRODUCER#farm-1#STATUS#cancelled',
        ':entry': [{ status: 'cancelled', at: NOW.toISOString(), by: 'u-consumer' }],
      },
    });
    expect(items.slice(3).map((item) => [item.Update?.Key, item.Update?.ExpressionAttributeValues])).toEqual([
      [{ PK: 'PRODUCT#p-1', SK: 'PRODUCT' }, { ':quantity': 2 }],
      [{ PK: 'PRODUCT#p-2', SK: 'PRODUCT' }, { ':quantity': 3 }],
    ]);
  });

  it('leaves lines a farm already cancelled alone, and marks no producer active any more', () => {
    const partly = {
      ...order,
      productOrders: [
        { ...productOrder('po-1', 'p-1', 2), status: 'cancelled' as const },
        productOrder('po-2', 'p-2', 3),
      ],
    } as unknown as Order;
    const { items, productOrderSlots } = cancelOf(partly);
    expect(productOrderSlots).toEqual([1]);
    expect(items[1]?.Update?.Key).toEqual({ PK: 'ORDER#o-1', SK: 'PO#po-2' });
    expect(items.slice(2).map((item) => item.Update?.Key)).toEqual([{ PK: 'PRODUCT#p-2', SK: 'PRODUCT' }]);
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':none': [], ':one': 1 });
    expect(items[0]?.Update?.UpdateExpression).toContain('#version = if_not_exists(#version, :zero) + :one');
  });

  it("gives stock back to a product's stock item when its stock is apart, else to its item while it has none", () => {
    const { items } = cancelOf(order, {}, { stockApart: new Set(['p-2']) });
    const restocks = items.filter(
      (item) => item.Update?.UpdateExpression === 'SET #stock = #stock + :quantity',
    );
    expect(restocks.map((item) => item.Update)).toEqual([
      expect.objectContaining({
        Key: { PK: 'PRODUCT#p-1', SK: 'PRODUCT' },
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#stockApart)',
        ExpressionAttributeNames: { '#stock': 'stock', '#stockApart': 'stockApart' },
      }),
      expect.objectContaining({
        Key: { PK: 'PRODUCT#p-2', SK: 'STOCK' },
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#stock': 'stock' },
      }),
    ]);
  });

  it('gives stock back only to products that still exist, and the coupon use back', () => {
    const { items } = cancelOf(
      order,
      { couponCounted: true, couponCustomerUse: true },
      { by: 'u-admin', existingProducts: new Set(['p-2']), couponExists: true },
    );
    const keys = items.map((item) => (item.Update ?? item.Delete)?.Key);
    expect(keys).toContainEqual({ PK: 'PRODUCT#p-2', SK: 'PRODUCT' });
    expect(keys).not.toContainEqual({ PK: 'PRODUCT#p-1', SK: 'PRODUCT' });
    expect(items.at(-2)?.Update).toMatchObject({
      Key: { PK: 'COUPON#BIENVENIDA10', SK: 'COUPON' },
      UpdateExpression: 'SET #uses = #uses - :one',
    });
    expect(items.at(-1)?.Delete).toMatchObject({
      Key: { PK: 'COUPON#BIENVENIDA10', SK: 'CUSTOMER#u-consumer' },
      ConditionExpression: 'attribute_not_exists(PK) OR orderId = :orderId',
      ExpressionAttributeValues: { ':orderId': 'o-1' },
    });
    const deleted = cancelOf(
      order,
      { producerIds: [], couponCounted: true },
      { existingProducts: new Set() },
    );
    expect(deleted.items).toHaveLength(3);
  });
});
