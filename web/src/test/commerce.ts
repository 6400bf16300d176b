/** Test helpers of the cart, checkout and order screens: a scripted API and order fixtures. */
import { vi } from 'vitest';
import type {
  FarmProductOrder,
  Order,
  ProducerOrderView,
  ProductOrder,
} from '../../../shared/contracts/orders/entities.js';
import { fail, ok } from './api-answers';
import type { Payment, PaymentOptions, Refund } from '../../../shared/contracts/payments/entities.js';
import { fixture } from './fixture';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** Handlers by "METHOD /path" (or "/path" for any method); anything else answers 404. Calls are recorded. */
export function apiServer(routes: Record<string, Handler> = {}) {
  const handlers = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers.get(`${call.method} ${call.path}`) ?? handlers.get(call.path);
    if (handler) return handler(call);
    // An order's invoices: none yet, unless a test says otherwise (every order page reads them).
    if (call.method === 'GET' && /^\/v1\/orders\/[^/]+\/invoices$/.test(call.path))
      return ok({ invoices: [] });
    return fail(404, 'NOT_FOUND', 'No existe');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
      return this;
    },
    to: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** apiServer answering the consumer's order order-1 (GET /v1/orders/order-1) with `order`, and `routes` besides. */
export function serveOrder(order: Order, routes: Record<string, Handler> = {}) {
  return apiServer({ 'GET /v1/orders/order-1': () => ok({ order }), ...routes });
}

export const productOrder = fixture<ProductOrder>(() => ({
  id: 'po-1',
  orderId: 'order-1',
  productId: 'p1',
  producerId: 'farm-1',
  producerName: 'Finca Uno',
  quantity: 2,
  price: 4.5,
  status: 'pending',
  product: {
    productId: 'p1',
    name: 'Pitahaya roja',
    shortDescription: '',
    price: 4.5,
    thumbnailUrl: null,
    isActive: true,
    producerId: 'farm-1',
    unit: 'kg',
  },
  totalPrice: 9,
  subtotal: 9,
  createdAt: '2026-05-02T10:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
}));

/** Line `n` of a test's order: po{n}, product p{n} «Pitahaya {n}» at 5 € (of the line's farm), and what it adds. */
export function numberedLine(
  n: number,
  {
    product,
    ...overrides
  }: Omit<Partial<ProductOrder>, 'product'> & { product?: Partial<ProductOrder['product']> },
): ProductOrder {
  const line = productOrder({ id: `po${n}`, productId: `p${n}`, price: 5, ...overrides });
  return {
    ...line,
    product: {
      ...line.product,
      productId: `p${n}`,
      name: `Pitahaya ${n}`,
      price: 5,
      thumbnailUrl: '',
      producerId: line.producerId,
      ...product,
    },
  };
}

/** A line as a farm sees it: with its order's payment (pending, paid on delivery, unless told otherwise). */
export function farmLine(overrides: Partial<FarmProductOrder> = {}): FarmProductOrder {
  const { payment: linePayment, ...rest } = overrides;
  return {
    ...productOrder(rest),
    payment: linePayment ?? { method: 'cash_on_delivery', status: 'pending', paidAt: null },
  };
}

/** The shop's payment options (GET /v1/payments/options): every method, bank transfer first, to its account. */
export function paymentOptions(overrides: Partial<PaymentOptions> = {}): { options: PaymentOptions } {
  return {
    options: {
      methods: ['card', 'bank_transfer', 'cash_on_delivery'],
      defaultMethod: 'bank_transfer',
      bankAccount: { iban: 'ES9121000418450200051332', holder: 'Cooperativa Pitahaya' },
      currency: 'EUR',
      ...overrides,
    },
  };
}

/** An order's payment: pending, paid on delivery, unless told otherwise. */
export const payment = fixture<Payment>(() => ({
  method: 'cash_on_delivery',
  status: 'pending',
  amount: 12,
  currency: 'EUR',
  paidAt: null,
  refundedAmount: 0,
}));

/** A refund as the admin's lists read it: a card refund of 12 € that failed three times, unless told otherwise. */
export const refund = fixture<Refund>(() => ({
  id: 'refund-1',
  orderId: 'order-1',
  method: 'card',
  amount: 12,
  currency: 'EUR',
  status: 'failed',
  reason: 'order_cancelled',
  attempts: 3,
  failure: 'La tarjeta ya no es válida.',
  createdAt: '2026-05-03T10:00:00.000Z',
  settledAt: null,
  reference: null,
  settledBy: null,
  customer: { id: 'u-1', name: 'Ana Ruiz', email: 'ana@example.com' },
  account: null,
}));

/** A refund the shop owes by bank transfer (refund-2 of order-2), nothing tried yet. */
export const owedTransferRefund = (overrides: Partial<Refund> = {}): Refund =>
  refund({
    id: 'refund-2',
    orderId: 'order-2',
    method: 'bank_transfer',
    status: 'owed',
    failure: null,
    attempts: 0,
    ...overrides,
  });

export function order(overrides: Partial<Order> = {}): Order {
  const productOrders = overrides.productOrders ?? [
    productOrder(),
    productOrder({
      id: 'po-2',
      productId: 'p2',
      producerId: 'farm-2',
      producerName: 'Finca Dos',
      quantity: 1,
      price: 3,
      totalPrice: 3,
      subtotal: 3,
      product: {
        ...productOrder().product,
        productId: 'p2',
        name: 'Mermelada',
        producerId: 'farm-2',
        price: 3,
      },
    }),
  ];
  return {
    id: 'order-1',
    orderId: 'order-1',
    userId: 'consumer-1',
    items: productOrders.map((po) => ({
      id: po.id,
      productId: po.productId,
      product: { ...po.product, unit: po.product.unit ?? 'kg' },
      quantity: po.quantity,
      price: po.price,
    })),
    totalPrice: 12,
    subtotal: 12,
    itemsTotal: 12,
    shippingTotal: 0,
    discountTotal: 0,
    taxBreakdown: [{ rate: 10, base: 10.91, tax: 1.09 }],
    payment: payment({ amount: 12 }),
    status: 'pending',
    shippingInfo: {
      fullName: 'Lucía Pérez',
      address: 'Calle Mayor 1',
      city: 'Sevilla',
      postalCode: '41001',
      email: 'lucia@example.com',
    },
    producerCount: 2,
    productOrdersCount: productOrders.length,
    completedProductOrders: 0,
    createdAt: '2026-05-02T10:00:00.000Z',
    orderCreatedAt: '2026-05-02T10:00:00.000Z',
    updatedAt: '2026-05-02T10:00:00.000Z',
    lastUpdatedAt: '2026-05-02T10:00:00.000Z',
    consumerInfo: { userId: 'consumer-1' },
    productOrders,
    ...overrides,
  };
}

/** Order order-1 as a farm sees it (Ana Ruiz, Murcia), holding `lines`; `overrides` for what a test changes. */
export function producerOrderView(
  lines: FarmProductOrder[],
  overrides: Partial<ProducerOrderView> = {},
): ProducerOrderView {
  return {
    id: 'order-1',
    orderId: 'order-1',
    status: 'pending',
    shippingInfo: { fullName: 'Ana Ruiz', address: 'Calle Mayor 1', city: 'Murcia', postalCode: '30001' },
    consumerInfo: { userId: 'consumer-1', fullName: 'Ana Ruiz' },
    totalPrice: 13.8,
    shippingTotal: 0,
    taxBreakdown: [],
    productOrdersCount: lines.length,
    completedProductOrders: 0,
    productOrders: lines,
    // The order's payment, as its lines carry it (paid on delivery, pending, unless told otherwise).
    payment: lines[0]?.payment ?? farmLine().payment,
    createdAt: '2026-06-01T10:00:00.000Z',
    orderCreatedAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    lastUpdatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}
