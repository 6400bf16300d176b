import { describe, expect, it } from 'vitest';
import { itemsOfLines } from './items-of-lines.js';
import { orderItem, toOrderSummary } from './order-record.js';
import { fullOrderItem, storedOrderFields } from './stored-order.js';
import { fixtureLine, fixtureOrder } from './testing.js';

const product = (id: string, farm: string, farmName: string) => ({
  productId: id,
  name: `Producto ${id}`,
  shortDescription: 'Dulce',
  price: 5,
  thumbnailUrl: `/images/products/${id}/roja.webp`,
  isActive: true,
  producerId: farm,
  unit: 'kg',
  taxRate: 4,
  producerName: farmName,
  withdrawal: 'perishable' as const,
});
const lines = [
  fixtureLine('po-a', 'u-producer', 'pending', { product: product('p-po-a', 'u-producer', 'Huerta A') }),
  fixtureLine('po-b', 'u-farm-b', 'pending', { product: product('p-po-b', 'u-farm-b', 'Finca B') }),
];

/** A new order as the checkout plans it: both names of its dates and id, no discount, nothing completed. */
function newOrder() {
  const { stored } = fixtureOrder(lines);
  return {
    ...stored,
    items: itemsOfLines(lines),
    paymentMethod: 'cash_on_delivery' as const,
    itemsTotal: 10,
    subtotal: 10,
    discount: 0,
    discountTotal: 0,
    shippingTotal: 0,
    taxBreakdown: [{ rate: 4, base: 9.62, tax: 0.38 }],
    deliveries: [
      { producerId: 'u-producer', producerName: 'Huerta A', mode: 'delivery' as const, shipping: 0 },
      { producerId: 'u-farm-b', producerName: 'Finca B', mode: 'delivery' as const, shipping: 0 },
    ],
  };
}

describe("the order item's stored fields", () => {
  it('leave out what a read gives back, and read back whole', () => {
    const order = newOrder();
    const stored = storedOrderFields(order as unknown as Record<string, unknown>);
    for (const name of [
      'orderId',
      'orderCreatedAt',
      'lastUpdatedAt',
      'subtotal',
      'discount',
      'discountTotal',
    ])
      expect(stored).not.toHaveProperty(name);
    for (const name of ['completedProductOrders', 'paymentMethod', 'producerCount', 'productOrdersCount'])
      expect(stored).not.toHaveProperty(name);
    expect(stored.consumerInfo).not.toHaveProperty('userId');
    expect(stored.payment).not.toHaveProperty('currency');
    const [first] = stored.items as { product: Record<string, unknown> }[];
    expect(first?.product).toEqual({
      name: 'Producto p-po-a',
      thumbnailUrl: 'roja.webp',
      producerId: 'u-producer',
      unit: 'kg',
      taxRate: 4,
      withdrawal: 'perishable',
    });
    expect(fullOrderItem(stored)).toEqual(order);
  });

  it('keep what differs from the default (a discount, a farm name the delivery does not say, another URL)', () => {
    const order = {
      ...newOrder(),
      discount: 1,
      discountTotal: 1,
      completedProductOrders: 1,
      deliveries: [
        { producerId: 'u-producer', producerName: 'Otra', mode: 'delivery' as const, shipping: 0 },
      ],
    };
    order.items = order.items.map((item) => ({
      ...item,
      product: { ...item.product, thumbnailUrl: 'https://cdn.example/x.webp', isActive: false },
    }));
    const stored = storedOrderFields(order as unknown as Record<string, unknown>);
    expect(stored).toMatchObject({ discount: 1, discountTotal: 1, completedProductOrders: 1 });
    expect((stored.items as { product: Record<string, unknown> }[])[0]?.product).toMatchObject({
      producerName: 'Huerta A',
      thumbnailUrl: 'https://cdn.example/x.webp',
      isActive: false,
    });
    expect(fullOrderItem(stored)).toEqual(order);
  });

  it('are what orderItem writes, and an order item written before reads as it is', () => {
    const order = newOrder();
    const item = orderItem(order);
    expect(item).not.toHaveProperty('orderId');
    expect(toOrderSummary(item)).toMatchObject({
      orderId: order.id,
      orderCreatedAt: order.createdAt,
      lastUpdatedAt: order.updatedAt,
      subtotal: 10,
      discount: 0,
      completedProductOrders: 0,
      consumerInfo: order.consumerInfo,
      items: order.items,
      payment: order.payment,
    });
    const before = { ...item, ...order };
    expect(fullOrderItem(before)).toEqual(before);
    // An order of before its totals (no taxBreakdown) gets no default it did not have.
    const { taxBreakdown: _t, discount: _d, discountTotal: _dt, ...old } = before;
    expect(fullOrderItem(old)).not.toHaveProperty('discountTotal');
  });
});
