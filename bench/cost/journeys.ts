/**
 * The scripted journeys the cost model measures, each the calls its screens make (docs/cost.md lists them):
 *   visit     a shopper who is not signed in browses 5 pages in Chromium (home, catalog, a search, two
 *             products): every request the browser makes is recorded, as CloudFront would see it;
 *   purchase  the demo consumer signs in, reads two products, fills the cart, checks out (pay on delivery and
 *             bank transfer in turn) and reads the confirmation, then the stream does its work;
 *   producer  a farm's day: stats, its orders, moving one order's lines a step, its products, a stock change,
 *             its balance, its notices;
 *   admin     an admin's day: figures, the orders list and three orders, a transfer marked paid, users,
 *             payouts, refunds, the contact inbox.
 */
import type { Browser } from 'playwright-core';
import type { client as makeClient } from '../client.js';
import { isApiPath, isCatalogPath, isImagePath, type RequestRecord } from './usage.js';

type Api = ReturnType<typeof makeClient>;
export type Recorder = (record: RequestRecord) => void;

const SHIPPING = {
  fullName: 'Cliente de prueba',
  address: 'Calle Mayor 1',
  city: 'Murcia',
  postalCode: '30001',
  phone: '600123123',
};

/** Two well-stocked products (more than 20 in stock) of two farms of the seeded catalog: the purchases' cart. */
export async function twoFarmsProducts(api: Api): Promise<string[]> {
  const catalog = await api.call<{
    data: { products: { productId: string; producerId: string; stock: number }[] };
  }>('/v1/products?limit=50');
  const products = catalog.body.data.products.filter((product) => product.stock > 20);
  const first = products[0];
  const second = products.find((product) => product.producerId !== first?.producerId);
  if (!first || !second) throw new Error('The seed has no two well-stocked products of two farms.');
  return [first.productId, second.productId];
}

type Call = ReturnType<typeof recorded>;

/** A seeded account signs in as its screens do (login, then who it is); answers its access token. */
async function signIn(call: Call, username: string, password: string): Promise<string> {
  const login = await call<{ access_token: string }>('/oauth/auth/login', {
    method: 'POST',
    body: { username, password },
  });
  const token = login.body.access_token;
  await call('/oauth/auth/user-info', { token });
  return token;
}

/** An API call recorded as the viewer's request (bytes: the JSON answer plus ~400 bytes of headers). */
function recorded(api: Api, record: Recorder) {
  return async <T = Record<string, unknown>>(path: string, init: Parameters<Api['call']>[1] = {}) => {
    const answer = await api.call<T>(path, init);
    const bytes = JSON.stringify(answer.body).length + 400;
    record({
      path,
      bytes,
      api: true,
      cacheable: isCatalogPath(path) && !init.token && (init.method ?? 'GET') === 'GET',
      image: false,
    });
    return answer;
  };
}

export async function visit(browser: Browser, baseUrl: string, productIds: string[], record: Recorder) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) => {
        const path = new URL(request.url()).pathname;
        record({
          path,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          api: isApiPath(path),
          cacheable: isCatalogPath(path) && !request.headers().authorization,
          image: isImagePath(path),
        });
      },
      () => undefined,
    );
  });
  let pending = 0;
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  page.on('request', () => {
    pending += 1;
    touch();
  });
  const done = () => {
    pending -= 1;
    touch();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = async () => {
    while (pending > 0 || Date.now() - lastActivity < 500)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
  // The first page is loaded; the next ones are reached inside the SPA, as a shopper clicking links does
  // (the router follows history), so the app's code is fetched once, as in a real visit.
  const [first, ...next] = [
    '/',
    '/products',
    '/products?q=pitahaya',
    ...productIds.slice(0, 2).map((id) => `/products/${id}`),
  ];
  await page.goto(`${baseUrl}${first}`, { waitUntil: 'networkidle' });
  for (const path of next) {
    await page.evaluate(
      `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`,
    );
    await quiet();
  }
  await context.close();
}

export async function purchase(
  api: Api,
  productIds: string[],
  method: 'cash_on_delivery' | 'bank_transfer' | 'card',
  record: Recorder,
): Promise<string> {
  const call = recorded(api, record);
  const token = await signIn(call, 'cliente@pitahaya.test', 'Cliente123!');
  await call('/v1/carts/summary', { token });
  await call('/v1/products?limit=12');
  for (const productId of productIds) {
    await call(`/v1/products/${productId}`);
    const added = await call(`/v1/carts/items`, { method: 'POST', token, body: { productId, quantity: 1 } });
    if (added.status !== 200) throw new Error(`Add to cart failed (${added.status})`);
  }
  await call('/v1/carts?allowEmpty=true', { token });
  await call('/v1/payments/options', { token });
  await call('/v1/users/profile', { token });
  const placed = await call<{ data: { order: { id: string } } }>('/v1/orders/checkout', {
    method: 'POST',
    token,
    body: { shippingInfo: SHIPPING, paymentMethod: method },
  });
  if (placed.status !== 201)
    throw new Error(`Checkout failed (${placed.status}): ${JSON.stringify(placed.body)}`);
  const orderId = placed.body.data.order.id;
  await call(`/v1/orders/${orderId}`, { token });
  await call('/v1/notifications/summary', { token });
  return orderId;
}

/**
 * The consumer's orders screen: sign in, then its first page (GET /v1/orders?limit=20, newest first). Measured apart
 * (bench/cost.ts: the page's read units), not one of the priced journeys. Answers how many orders it listed.
 */
export async function consumerOrdersPage(api: Api): Promise<number> {
  const call = recorded(api, () => undefined);
  const token = await signIn(call, 'cliente@pitahaya.test', 'Cliente123!');
  const page = await call<{ data: { orders?: unknown[] } }>('/v1/orders?limit=20', { token });
  if (page.status !== 200) throw new Error(`The consumer's orders failed (${page.status})`);
  return page.body.data.orders?.length ?? 0;
}

export async function producerDay(api: Api, record: Recorder): Promise<void> {
  const call = recorded(api, record);
  const token = await signIn(call, 'productor@pitahaya.test', 'Productor123!');
  await call('/v1/orders/producer/stats', { token });
  const orders = await call<{ data: { orders?: { id?: string; orderId?: string; status?: string }[] } }>(
    '/v1/orders/producer?limit=20',
    { token },
  );
  const open = (orders.body.data.orders ?? []).filter((order) => order.status === 'pending').slice(0, 1);
  for (const order of open) {
    const id = order.orderId ?? order.id ?? '';
    await call(`/v1/orders/producer/${id}`, { token });
    await call(`/v1/orders/producer/${id}/status`, {
      method: 'PATCH',
      token,
      body: { status: 'organizing' },
    });
  }
  const products = await call<{ data: { products?: { productId: string; stock: number }[] } }>(
    '/v1/products/user?limit=20',
    { token },
  );
  const first = products.body.data.products?.[0];
  if (first)
    await call(`/v1/products/${first.productId}`, { method: 'PUT', token, body: { stock: first.stock + 1 } });
  await call('/v1/orders/producer/balance', { token });
  await call('/v1/notifications/mine', { token });
}

export async function adminDay(api: Api, transferOrderId: string | null, record: Recorder): Promise<void> {
  const call = recorded(api, record);
  const token = await signIn(call, 'admin@pitahaya.test', 'Admin123!');
  await call('/v1/orders/stats', { token });
  await call('/v1/orders/analytics', { token });
  await call('/v1/orders/count', { token });
  const orders = await call<{ data: { orders?: { id: string }[] } }>('/v1/orders?limit=20', { token });
  for (const order of (orders.body.data.orders ?? []).slice(0, 3))
    await call(`/v1/orders/${order.id}`, { token });
  if (transferOrderId)
    await call(`/v1/orders/${transferOrderId}/payment`, { method: 'PATCH', token, body: { status: 'paid' } });
  await call('/v1/users?limit=20', { token });
  await call('/v1/users/stats', { token });
  await call('/v1/payments/payouts', { token });
  await call('/v1/payments/refunds', { token });
  await call('/v1/notifications/contact/summary', { token });
}
