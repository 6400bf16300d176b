import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ddbMock } from '../carts/testing-mocked.js';
import { itemOfLine, itemsOfLines } from './items-of-lines.js';
import { orderSummaries } from './order-items.js';
import {
  assembleOrder,
  orderItem,
  productOrderItem,
  toOrderSummary,
  toProductOrder,
} from './order-record.js';
import { fixtureLine, fixtureOrder } from './testing.js';

const lineA = fixtureLine('po-a', 'u-producer', 'pending', {
  producerName: 'Huerta A',
  taxRate: 4,
  product: {
    productId: 'p-po-a',
    name: 'Pitahaya roja',
    shortDescription: 'Dulce',
    price: 5,
    thumbnailUrl: '/images/a.webp',
    isActive: true,
    producerId: 'u-producer',
    unit: 'kg',
    taxRate: 4,
    producerName: 'Huerta A',
    withdrawal: 'perishable',
  },
});
const lineB = fixtureLine('po-b', 'u-farm-b', 'pending', { readyFrom: '2026-07-01' });

describe("an order's items from its lines", () => {
  it('answers a line as a cart line: its id, product snapshot (the cart snapshot’s fields), units and price', () => {
    expect(itemOfLine(lineA)).toEqual({
      id: 'po-a',
      productId: 'p-po-a',
      product: {
        productId: 'p-po-a',
        name: 'Pitahaya roja',
        price: 5,
        thumbnailUrl: '/images/a.webp',
        unit: 'kg',
        taxRate: 4,
        isActive: true,
        producerId: 'u-producer',
        producerName: 'Huerta A',
        withdrawal: 'perishable',
      },
      quantity: 2,
      price: 5,
    });
    // A pre-order line's ready date, as the cart snapshot kept it.
    expect(itemOfLine(lineB).product).toMatchObject({ readyFrom: '2026-07-01' });
  });

  it('stores the items on a new order item, and a read of one without them builds them from its lines', () => {
    const { stored } = fixtureOrder([lineA, lineB]);
    const item = orderItem({ ...stored, items: itemsOfLines([lineA, lineB]) });
    // Stored without what a read gives back (stored-order.ts), read whole.
    expect(toOrderSummary(item).items).toEqual(itemsOfLines([lineA, lineB]));
    const { items: _items, ...withoutItems } = item;
    // The lines come back in any order: their position is the cart's.
    const found = assembleOrder([productOrderItem(lineB, 1), withoutItems, productOrderItem(lineA, 0)]);
    expect(found?.order.items).toEqual(itemsOfLines([lineA, lineB]));
  });

  it('answers an order item written before with the items it carries', () => {
    const { stored } = fixtureOrder([lineA, lineB]);
    const own = [{ ...itemOfLine(lineA), id: 'cart-line-1' }];
    const legacy = { ...orderItem(stored), items: own };
    expect(assembleOrder([legacy, productOrderItem(lineA, 0)])?.order.items).toEqual(own);
  });
});

describe('a list page of orders', () => {
  beforeEach(() => {
    ddbMock.reset();
    ddbMock.on(QueryCommand).callsFake((input: QueryCommandInput) => {
      expect(input.KeyConditionExpression).toBe('PK = :pk AND begins_with(SK, :po)');
      const orderId = String(input.ExpressionAttributeValues?.[':pk']).slice('ORDER#'.length);
      return {
        Items: [productOrderItem({ ...lineB, orderId }, 1), productOrderItem({ ...lineA, orderId }, 0)],
      };
    });
  });

  it("reads the lines of the orders without items only, one Query each, and answers every order's items", async () => {
    const { stored } = fixtureOrder([lineA, lineB]);
    // An order item the checkout wrote without its copy of the lines, for a while (order-record.ts orderItem).
    const { items: _items, ...fresh } = orderItem({ ...stored, id: 'o-new', orderId: 'o-new' });
    const legacy = { ...orderItem({ ...stored, id: 'o-old', orderId: 'o-old' }), items: [itemOfLine(lineA)] };
    const orders = await orderSummaries([fresh, legacy]);
    expect(orders.map((order) => [order.id, order.items.map((item) => item.id)])).toEqual([
      ['o-new', ['po-a', 'po-b']],
      ['o-old', ['po-a']],
    ]);
    const queried = ddbMock
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input.ExpressionAttributeValues);
    expect(queried).toEqual([{ ':pk': 'ORDER#o-new', ':po': 'PO#' }]);
    expect(orders[0]).not.toHaveProperty('producerIds');
  });
});

describe("a line's product snapshot", () => {
  it('is stored without the fields the line carries, and reads back whole', () => {
    const item = productOrderItem(lineA, 0);
    expect(item.product).toEqual({
      name: 'Pitahaya roja',
      shortDescription: 'Dulce',
      thumbnailUrl: '/images/a.webp',
      unit: 'kg',
      withdrawal: 'perishable',
    });
    expect(item).toMatchObject({
      productId: 'p-po-a',
      producerId: 'u-producer',
      price: 5,
      producerName: 'Huerta A',
    });
    expect(toProductOrder(item).product).toEqual(lineA.product);
  });

  it("stores the thumbnail under the product's images as its file name, and an inactive flag", () => {
    const url = '/images/products/p-po-a/roja-1.webp';
    const line = { ...lineA, product: { ...lineA.product, thumbnailUrl: url } };
    expect(productOrderItem(line, 0).product).toMatchObject({ thumbnailUrl: 'roja-1.webp' });
    expect(toProductOrder(productOrderItem(line, 0)).product).toEqual(line.product);
    const inactive = { ...lineA, product: { ...lineA.product, isActive: false } };
    expect(productOrderItem(inactive, 0).product).toMatchObject({ isActive: false });
    expect(toProductOrder(productOrderItem(inactive, 0)).product).toEqual(inactive.product);
    // Another product's image, or another host's, is stored whole.
    const other = { ...lineA, product: { ...lineA.product, thumbnailUrl: '/images/products/p-x/a.webp' } };
    expect(productOrderItem(other, 0).product).toMatchObject({ thumbnailUrl: '/images/products/p-x/a.webp' });
  });

  it("keeps a field that differs from the line's (an exempt line's rate 0, the product's 4)", () => {
    const exempt = { ...lineA, taxRate: 0 };
    const item = productOrderItem(exempt, 0);
    expect(item.product).toMatchObject({ taxRate: 4 });
    expect(toProductOrder(item).product).toEqual(lineA.product);
    expect(toProductOrder(item).taxRate).toBe(0);
  });

  it('reads a line written before (its snapshot whole) as it is', () => {
    const legacy = { ...productOrderItem(lineA, 0), product: { ...lineA.product }, taxRate: 10 };
    expect(toProductOrder(legacy).product).toEqual(lineA.product);
  });
});
