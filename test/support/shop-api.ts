/**
 * The browser tests' steps outside the browser, over the local stack's HTTP API: JSON calls with a bearer
 * token, signing in, signing up a fresh account (the confirmation code from the local outbox), a product
 * created with its photo uploaded to the presigned URL, and an order placed and moved on.
 */
import { expect, type TestContext } from 'vitest';
import { seedImage } from './browser-run.js';
import { baseUrl } from './stack-under-test.js';
import { outboxCode } from '../../infra/local/outbox-codes.js';

export interface Credentials {
  username: string;
  password: string;
}

/** A new account's sign-up fields. */
export interface NewAccount extends Credentials {
  fullName: string;
}

/** This run's suffix for the e-mails of the accounts a browser file makes (unique per file and run). */
const ACCOUNT_RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account of this run: `e2e-<prefix>-<run>@pitahaya.test`, the tests' password, its full name. */
export const testAccount = (prefix: string, fullName: string): NewAccount => ({
  username: `e2e-${prefix}-${ACCOUNT_RUN}@pitahaya.test`,
  password: 'Pitahaya123!',
  fullName,
});

/** A JSON call to the gateway (bearer `token` when given); a JSON body is parsed, an empty one is null. */
export async function apiCall<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The token set of POST /oauth/auth/login. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in?: number;
}

/** POST /oauth/auth/login as it answers (the status tells whether the account may sign in). */
export const login = (account: Credentials) =>
  apiCall<{ access_token: string }>('/oauth/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username: account.username, password: account.password }),
  });

/** Signs in through the auth API; answers the access token. */
export async function signIn(account: Credentials): Promise<string> {
  const answer = await login(account);
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

/** The token set of `account` from the auth API; skips the test when the API cannot sign in here. */
export async function sessionOrSkip(ctx: TestContext, account: Credentials): Promise<SessionTokens> {
  const response = await fetch(`${baseUrl}/oauth/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) ctx.skip(`auth API not available here (HTTP ${response.status})`);
  return (await response.json()) as SessionTokens;
}

/** The newest sign-up code sent to `to` (at or after `notBefore`: a second sign-up's, not the first's). */
export const signupCode = (to: string, notBefore = 0): Promise<string> =>
  outboxCode(baseUrl, to, 'signup', { notBefore });

/** Signs a new account up and confirms it with the code from the outbox (not signed in). */
export async function register(account: NewAccount, role: 'consumer' | 'producer'): Promise<void> {
  const signup = await apiCall('/oauth/auth/signup', {
    method: 'POST',
    body: JSON.stringify({ ...account, role }),
  });
  expect(signup.status).toBe(201);
  const confirm = await apiCall('/oauth/auth/confirm', {
    method: 'POST',
    body: JSON.stringify({
      username: account.username,
      confirmationCode: await signupCode(account.username),
    }),
  });
  expect(confirm.status).toBe(200);
}

/** register(), then signed in; answers the access token. */
export async function signUp(account: NewAccount, role: 'consumer' | 'producer'): Promise<string> {
  await register(account, role);
  return signIn(account);
}

/** A product's units in stock now, from the API (a check outside the browser). */
export async function stockOf(productId: string, token?: string): Promise<number> {
  // With a token the read skips the products function's short cache of anonymous pages (page-cache.ts).
  const { body } = await apiCall<{ data: { product: { stock: number } } }>(`/v1/products/${productId}`, {
    ...(token ? { token } : {}),
  });
  return body.data.product.stock;
}

/** Deletes a product (a test's clean-up: a failure is ignored). */
export async function removeProduct(productId: string, token: string): Promise<void> {
  await fetch(`${baseUrl}/v1/products/${productId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}

/** What a test product is made of (its one photo is a WebP image). */
export interface ProductFields {
  name: string;
  shortDescription: string;
  price: number;
  stock: number;
  unit: string;
}

/**
 * Waits until a new product shows on the storefront: the images function checks its photo a moment after the
 * upload, and until then the shop does not show it (fails after about 10 s).
 */
export async function untilPublic(productId: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await fetch(`${baseUrl}/v1/products/${productId}`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The product ${productId} did not show on the storefront within 10 s`);
}

/** createProduct(), then untilPublic(): a new product the storefront shows; answers its id. */
export async function publicProduct(token: string, fields: ProductFields, image?: Buffer): Promise<string> {
  const productId = await createProduct(token, fields, image);
  await untilPublic(productId);
  return productId;
}

/**
 * Creates a product of the producer behind `token` with `image` as its main photo (the seed's red pitahaya when
 * none is given), uploaded; answers its id.
 */
export async function createProduct(
  token: string,
  fields: ProductFields,
  image: Buffer = seedImage('pitahaya-roja.webp'),
): Promise<string> {
  const created = await apiCall<{ data: { product: { productId: string }; uploadUrls: { url: string }[] } }>(
    '/v1/products',
    {
      method: 'POST',
      token,
      body: JSON.stringify({
        ...fields,
        imageTypes: [
          { filename: 'foto.webp', contentType: 'image/webp', isThumb: true, size: image.byteLength },
        ],
      }),
    },
  );
  expect(created.status).toBe(201);
  const upload = await fetch(created.body.data.uploadUrls[0]!.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/webp' },
    body: image,
  });
  expect(upload.status).toBe(200);
  return created.body.data.product.productId;
}

/** Puts each `[productId, quantity]` in the cart of `token` (each addition answered 200). */
export async function fillCart(token: string, lines: readonly (readonly [string, number])[]): Promise<void> {
  for (const [productId, quantity] of lines) {
    const added = await apiCall('/v1/carts/items', {
      method: 'POST',
      token,
      body: JSON.stringify({ productId, quantity }),
    });
    expect(added.status).toBe(200);
  }
}

/**
 * Places the cart of `token` (POST /v1/orders/checkout with `body`: shippingInfo, paymentMethod, ...), answered
 * 201; answers the answer's data (`D`: the order and what the test reads of it).
 */
export async function checkout<D = { order: { id: string } }>(
  token: string,
  body: Record<string, unknown>,
): Promise<D> {
  const placed = await apiCall<{ data: D }>('/v1/orders/checkout', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

/** fillCart(), then checkout(): an order of `lines` placed by `token`. */
export async function placeOrder<D = { order: { id: string } }>(
  token: string,
  lines: readonly (readonly [string, number])[],
  body: Record<string, unknown>,
): Promise<D> {
  await fillCart(token, lines);
  return checkout<D>(token, body);
}

/** PATCHes `{status}` to `path` as `token` once for each of `statuses`, one step at a time (each 200). */
async function patchStatuses(path: string, token: string, statuses: readonly string[]): Promise<void> {
  for (const status of statuses) {
    const moved = await apiCall(path, { method: 'PATCH', token, body: JSON.stringify({ status }) });
    expect(moved.status).toBe(200);
  }
}

/** The farm of `token` moves all its lines of an order through `statuses`, one step at a time (each 200). */
export const moveFarmOrder = (token: string, orderId: string, statuses: readonly string[]) =>
  patchStatuses(`/v1/orders/producer/${orderId}/status`, token, statuses);

/** Moves one line of an order through `statuses` as the caller of `token` (its farm or an admin; each 200). */
export const moveLine = (token: string, orderId: string, lineId: string, statuses: readonly string[]) =>
  patchStatuses(`/v1/orders/${orderId}/products/${lineId}/status`, token, statuses);

/** The farm of `token` moves each of its lines of an order (as its order view lists them) through `statuses`. */
export async function moveFarmLines(
  token: string,
  orderId: string,
  statuses: readonly string[],
): Promise<void> {
  const view = await apiCall<{ data: { order: { productOrders: { id: string }[] } } }>(
    `/v1/orders/producer/${orderId}`,
    { token },
  );
  for (const line of view.body.data.order.productOrders) await moveLine(token, orderId, line.id, statuses);
}

/**
 * Pays at the local Stripe stand-in's hosted page `url` with `card` (the test card that pays, by default), as its
 * form does; checks the stand-in answers `outcome`.
 */
export async function payAtStandIn(
  url: string | undefined,
  card = '4242424242424242',
  outcome = 'succeeded',
): Promise<void> {
  const paid = await apiCall<{ status: string }>('/_local/payments/pay', {
    method: 'POST',
    body: JSON.stringify({ url, card }),
  });
  expect(paid.body.status).toBe(outcome);
}

/** A line's steps from placed to delivered. */
export const TO_DELIVERED = ['organizing', 'ready_to_ship', 'shipped', 'delivered'] as const;
