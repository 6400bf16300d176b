/**
 * Helpers of the cart, checkout and orders suites: JSON calls with a bearer token, fresh consumers, fresh
 * products with a known stock (so suites never depend on each other's stock), carts and orders placed over
 * HTTP. What a refused request did not write is read straight from the table (table.ts).
 */
import { expect } from 'vitest';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { Invoice } from '../../shared/contracts/invoices/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import type { SettingsAnswer } from '../../shared/contracts/payments/contract.js';
import type { Subscription } from '../../shared/contracts/subscriptions/entities.js';
import { newAccount } from './accounts.js';
import { pngImage } from '../support/images.js';
import { bearer, call, eventually, waitForProduct, type Envelope } from './helpers.js';

export const RUN = Date.now().toString(36);

export const SHIPPING = {
  fullName: 'Ana Ruiz',
  address: 'Calle Mayor 1',
  city: 'Murcia',
  postalCode: '30001',
  phone: '+34 600 000 000',
  email: 'ana@example.com',
};

/** A farm's fiscal data for its invoices under `legalName` (a valid NIF, an address in Vélez-Málaga). */
export const farmFiscal = (legalName: string) => ({
  legalName,
  nif: 'B12345674',
  address: 'Camino de la Vega 12, 29700 Vélez-Málaga (Málaga)',
});

export interface CallInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function api<D = Record<string, unknown>>(path: string, token = '', init: CallInit = {}) {
  return call<Envelope & { data: D }>(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
}

/** A new consumer account; answers its access token and user id. */
export async function freshConsumer(
  prefix: string,
  role: 'consumer' | 'producer' = 'consumer',
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const account = await newAccount(prefix, role);
  const token = account.tokens.access_token;
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return { token, userId: payload.sub, email: account.email, password: account.password };
}

/** A new producer account (a farm of its own, so its stats start at zero). */
export const freshProducer = (prefix: string) => freshConsumer(prefix, 'producer');

let productCounter = 0;
/** A real 32x32 PNG: the images function checks every upload by its bytes. */
const PRODUCT_PHOTO = pngImage(32, 32);

/** What a fresh product may set (the rest: a unique name, 5 €, 10 in stock, by the kg). */
export interface ProductFields {
  price?: number;
  stock?: number;
  name?: string;
  taxRate?: number;
  unit?: string;
  subscription?: { intervals: string[] };
}

/**
 * A new active product of the producer behind `token`, with its photo uploaded and checked, so the storefront
 * (and an anonymous getProduct) shows it: products whose main photo is not verified are not shown
 * (docs/security.md, "Images").
 */
export async function freshProduct(token: string, fields: ProductFields = {}): Promise<Product> {
  productCounter += 1;
  const answer = await api<{ product: Product }>('/v1/products', token, {
    method: 'POST',
    body: {
      name: fields.name ?? `Prueba ${RUN} ${productCounter}`,
      shortDescription: 'Producto de prueba del carrito',
      price: fields.price ?? 5,
      stock: fields.stock ?? 10,
      unit: fields.unit ?? 'kg',
      ...(fields.taxRate !== undefined ? { taxRate: fields.taxRate } : {}),
      ...(fields.subscription ? { subscription: fields.subscription } : {}),
      imageTypes: [
        { filename: 'foto.png', contentType: 'image/png', isThumb: true, size: PRODUCT_PHOTO.byteLength },
      ],
    },
  });
  if (answer.status !== 201) throw new Error(`Product not created: ${answer.text}`);
  const { product, uploadUrls = [] } = answer.body.data as {
    product: Product;
    uploadUrls?: { url: string }[];
  };
  for (const upload of uploadUrls) {
    await fetch(upload.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PRODUCT_PHOTO });
  }
  return waitForProduct<Product>(product.productId, token, (p) => p.imageStatus === 'verified');
}

/** A new product (freshProduct) also sold in weekly boxes (subscriptions). */
export const freshWeeklyProduct = (token: string, fields: Omit<ProductFields, 'subscription'> = {}) =>
  freshProduct(token, { ...fields, subscription: { intervals: ['weekly'] } });

export const getProduct = async (productId: string, token = ''): Promise<Product> =>
  (await api<{ product: Product }>(`/v1/products/${productId}`, token)).body.data.product;

export const addItem = (token: string, productId: string, quantity: number) =>
  api<{ cart: Cart }>('/v1/carts/items', token, { method: 'POST', body: { productId, quantity } });

export const checkout = (token: string, key?: string, shippingInfo: unknown = SHIPPING) =>
  api<{ order: Order }>('/v1/orders/checkout', token, {
    method: 'POST',
    body: { shippingInfo },
    headers: key ? { 'idempotency-key': key } : {},
  });

/**
 * Puts `lines` ([productId, quantity]) in the cart of `token` and checks out (the contract's request, or with a
 * payment method and any `extra` fields of the request, such as `billing`); answers the order placed.
 */
export async function placeOrder(
  token: string,
  lines: [string, number][],
  paymentMethod?: 'card' | 'bank_transfer' | 'cash_on_delivery',
  extra: Record<string, unknown> = {},
): Promise<Order> {
  for (const [productId, quantity] of lines) {
    const added = await addItem(token, productId, quantity);
    if (added.status !== 200) throw new Error(`Add failed: ${added.text}`);
  }
  const answer = paymentMethod
    ? await api<{ order: Order }>('/v1/orders/checkout', token, {
        method: 'POST',
        body: { shippingInfo: SHIPPING, paymentMethod, ...extra },
      })
    : await checkout(token);
  if (answer.status !== 201) throw new Error(`Checkout failed: ${answer.text}`);
  return answer.body.data.order;
}

/** placeOrder() lines: `quantity` units of each product. */
export const unitsOf = (quantity: number, ...products: { productId: string }[]): [string, number][] =>
  products.map(({ productId }) => [productId, quantity]);

/** One side of orderOfTwo(): a farm's token, the fields of its fresh product and the units ordered of it. */
export type OrderSide = [token: string, fields: ProductFields, units: number];

/** A fresh product of each side's farm, and one order of both (in that order) placed by `buyerToken`. */
export async function orderOfTwo(buyerToken: string, first: OrderSide, second: OrderSide) {
  const [mine, theirs] = await Promise.all([
    freshProduct(first[0], first[1]),
    freshProduct(second[0], second[1]),
  ]);
  const order = await placeOrder(buyerToken, [
    [mine.productId, first[2]],
    [theirs.productId, second[2]],
  ]);
  return { mine, theirs, order };
}

/**
 * A weekly box of `lines` ([productId, quantity]) asked for by `token` with `paymentMethod`, to SHIPPING (201);
 * answers the subscription (and the card's setup page, by card).
 */
export async function subscribeWeekly(
  token: string,
  lines: [string, number][],
  paymentMethod: 'card' | 'bank_transfer' | 'cash_on_delivery',
) {
  const created = await api<{ subscription: Subscription; setupUrl?: string }>('/v1/subscriptions', token, {
    method: 'POST',
    body: {
      items: lines.map(([productId, quantity]) => ({ productId, quantity })),
      interval: 'weekly',
      shippingInfo: SHIPPING,
      paymentMethod,
    },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

/** An order's invoices, read by `token`. */
export const invoicesOf = (orderId: string, token: string) =>
  api<{ invoices: Invoice[] }>(`/v1/orders/${orderId}/invoices`, token);

/** The order's invoices once `ready` holds for them (the events function issues them a moment after). */
export const invoicesWhen = (
  orderId: string,
  token: string,
  ready: (invoices: Invoice[]) => boolean,
  timeoutMs = 20_000,
) =>
  eventually(async () => {
    const answer = await invoicesOf(orderId, token);
    expect(answer.status, answer.text).toBe(200);
    expect(ready(answer.body.data.invoices), JSON.stringify(answer.body.data.invoices)).toBe(true);
    return answer.body.data.invoices;
  }, timeoutMs);

/** PATCH of one line's status by `token` (its farm or an admin), answered as it is. */
export const lineStatus = (token: string, orderId: string, lineId: string, status: string) =>
  api(`/v1/orders/${orderId}/products/${lineId}/status`, token, { method: 'PATCH', body: { status } });

/** A fresh consumer (`prefix`) who bought one unit of `productId` and got it (its farm, `farmToken`, delivered it). */
export async function deliveredBuyer(farmToken: string, productId: string, prefix: string) {
  const buyer = await freshConsumer(prefix);
  const order = await placeOrder(buyer.token, [[productId, 1]]);
  const line = order.productOrders.find((entry) => entry.productId === productId)!;
  await deliverLine(farmToken, order.id, line.id);
  return { ...buyer, order };
}

/** One line moved step by step to delivered by `token` (each step answered 200). */
export async function deliverLine(token: string, orderId: string, lineId: string): Promise<void> {
  for (const status of ['organizing', 'ready_to_ship', 'shipped', 'delivered']) {
    const moved = await lineStatus(token, orderId, lineId, status);
    expect(moved.status, moved.text).toBe(200);
  }
}

/** A farm moves all of its lines of an order step by step to delivered (the farm-wide move, as its screen does). */
export async function deliverFarmLines(token: string, orderId: string): Promise<void> {
  for (const status of ['organizing', 'ready_to_ship', 'shipped', 'delivered']) {
    const answer = await api(`/v1/orders/producer/${orderId}/status`, token, {
      method: 'PATCH',
      body: { status },
    });
    // A farm with a single line moves it alone; 409 only when nothing was left to move.
    if (answer.status !== 200) throw new Error(`Farm move to ${status}: ${answer.status} ${answer.text}`);
  }
}

/**
 * Serves Canarias, Ceuta and Melilla or not (the admin's shipping settings, `PUT /v1/payments/settings` with the
 * rest as it is), answering how to put them back.
 */
export async function serveRemoteZones(adminToken: string, enabled: boolean): Promise<() => Promise<void>> {
  const current = (await api<SettingsAnswer>('/v1/payments/settings', adminToken)).body.data.settings;
  const put = (shipping: unknown) =>
    api<SettingsAnswer>('/v1/payments/settings', adminToken, {
      method: 'PUT',
      body: {
        methods: current.methods,
        defaultMethod: current.defaultMethod,
        commissionRate: current.commissionRate,
        bankAccount: current.bankAccount,
        shipping,
      },
    });
  const changed = await put({ ...current.shipping, remoteZonesEnabled: enabled });
  expect(changed.status, changed.text).toBe(200);
  return async () => {
    expect((await put(current.shipping)).status).toBe(200);
  };
}
