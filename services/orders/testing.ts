/**
 * Test support of the producer-order code (not a test file): an order of two farms as the table stores it
 * (the order item and its product-order items), to mock reads with.
 */
import type { Order, ProductOrder, ProductOrderStatus } from '../../shared/contracts/orders/entities.js';
import { orderItem, productOrderItem, type StoredOrder } from './order-record.js';
import type { Payment } from '../../shared/contracts/payments/entities.js';
import { newPayment } from './payment/payment.js';

const CREATED = '2026-06-01T10:00:00.000Z';

export function fixtureLine(
  id: string,
  producerId: string,
  status: ProductOrderStatus = 'pending',
  overrides: Partial<ProductOrder> = {},
): ProductOrder {
  return {
    id,
    orderId: 'o-1',
    productId: `p-${id}`,
    producerId,
    userId: 'u-consumer',
    quantity: 2,
    price: 5,
    status,
    product: {
      productId: `p-${id}`,
      name: `Producto ${id}`,
      shortDescription: '',
      price: 5,
      thumbnailUrl: null,
      isActive: true,
      producerId,
    },
    totalPrice: 10,
    subtotal: 10,
    discount: 0,
    buyerName: 'Ana Ruiz',
    buyerCity: 'Murcia',
    history: [{ status: 'pending', at: CREATED, by: 'u-consumer' }],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A payment of the fixture order (20 €): `method`, in `status`, due at `dueAt` while unpaid. */
export function fixturePayment(
  method: Payment['method'],
  status: Payment['status'] = 'pending',
  dueAt?: string,
): Payment {
  return { ...newPayment(method, 2000, 'O1', dueAt ?? null), status };
}

/** Farm A (u-producer) has po-a; farm B (u-farm-b) has po-b. Paid on delivery unless a payment is given. */
export function fixtureOrder(
  lines: ProductOrder[] = [fixtureLine('po-a', 'u-producer'), fixtureLine('po-b', 'u-farm-b')],
  payment: Payment = newPayment('cash_on_delivery', 2000, 'O1'),
) {
  const producerIds = [...new Set(lines.map((po) => po.producerId))];
  const stored: StoredOrder = {
    id: 'o-1',
    orderId: 'o-1',
    userId: 'u-consumer',
    items: [],
    totalPrice: 20,
    subtotal: 20,
    discount: 0,
    itemsTotal: 20,
    shippingTotal: 0,
    discountTotal: 0,
    taxBreakdown: [{ rate: 10, base: 18.18, tax: 1.82 }],
    payment,
    status: 'pending',
    shippingInfo: { fullName: 'Ana Ruiz', address: 'Calle Mayor 1', city: 'Murcia', postalCode: '30001' },
    producerCount: producerIds.length,
    productOrdersCount: lines.length,
    completedProductOrders: 0,
    createdAt: CREATED,
    orderCreatedAt: CREATED,
    updatedAt: CREATED,
    lastUpdatedAt: CREATED,
    consumerInfo: { userId: 'u-consumer', fullName: 'Ana Ruiz', email: 'ana@example.com' },
    producerIds,
    activeProducerIds: producerIds,
  };
  const order: Order = { ...stored, productOrders: lines };
  const items = [orderItem(stored), ...lines.map((po, position) => productOrderItem(po, position))];
  return { order, stored, items };
}
