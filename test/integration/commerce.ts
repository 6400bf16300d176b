/**
 * Helpers of the cart, checkout and orders suites: JSON calls with a bearer token, fresh consumers, fresh
 * products with a known stock (so suites never depend on each other's stock), and a direct DynamoDB client to
 * check what a refused request did not write.
 */
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createClients, type LocalClients } from '../../infra/local/clients.js';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { Product } from '../../shared/contracts/products/entities.js';
import { productKeys } from '../../services/lib/data/keys.js';
import { newAccount } from './accounts.js';
import { pngImage } from '../support/images.js';
import { accessToken, bearer, call, stack, waitForProduct, type Envelope } from './helpers.js';

export const RUN = Date.now().toString(36);

export const SHIPPING = {
  fullName: 'Ana Ruiz',
  address: 'Calle Mayor 1',
  city: 'Murcia',
  postalCode: '30001',
  phone: '+34 600 000 000',
  email: 'ana@example.com',
};

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

export const seededTokens = async () => {
  const [producer, producerB, admin, consumer] = await Promise.all([
    accessToken('productor@pitahaya.test', 'Productor123!'),
    accessToken('eldragon@pitahaya.test', 'Dragon123!'),
    accessToken('admin@pitahaya.test', 'Admin123!'),
    accessToken('cliente@pitahaya.test', 'Cliente123!'),
  ]);
  return { producer, producerB, admin, consumer };
};

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

/**
 * A new active product of the producer behind `token`, with its photo uploaded and checked, so the storefront
 * (and an anonymous getProduct) shows it: products whose main photo is not verified are not shown (issue 9).
 */
export async function freshProduct(
  token: string,
  fields: { price?: number; stock?: number; name?: string } = {},
): Promise<Product> {
  productCounter += 1;
  const answer = await api<{ product: Product }>('/v1/products', token, {
    method: 'POST',
    body: {
      name: fields.name ?? `Prueba ${RUN} ${productCounter}`,
      shortDescription: 'Producto de prueba del carrito',
      price: fields.price ?? 5,
      stock: fields.stock ?? 10,
      unit: 'kg',
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

export const getProduct = async (productId: string, token = ''): Promise<Product> =>
  (await api<{ product: Product }>(`/v1/products/${productId}`, token)).body.data.product;

/**
 * A product's stock as stored (a consistent read of its item). Stock checks read the table, not the API: anonymous
 * catalog answers may come from the products function's short page cache (docs/caching.md), which a write by
 * another function (a checkout, a cancel) does not empty.
 */
export async function stockOf(productId: string): Promise<number> {
  const item = await getItem(productKeys.item(productId));
  return item?.stock as number;
}

export const addItem = (token: string, productId: string, quantity: number) =>
  api<{ cart: Cart }>('/v1/carts/items', token, { method: 'POST', body: { productId, quantity } });

export const checkout = (token: string, key?: string, shippingInfo: unknown = SHIPPING) =>
  api<{ order: Order }>('/v1/orders/checkout', token, {
    method: 'POST',
    body: { shippingInfo },
    headers: key ? { 'idempotency-key': key } : {},
  });

let clients: LocalClients | undefined;
/** The stack's table, read and written directly (to prove a refused request wrote nothing, to set up states). */
export function table(): DynamoDBDocumentClient {
  clients ??= createClients({
    dynamodb: stack.dynamodbEndpoint,
    cognito: stack.cognitoEndpoint,
    s3: stack.s3Endpoint,
  });
  return clients.documents;
}

export function closeTable(): void {
  clients?.destroy();
  clients = undefined;
}

export async function putItem(item: Record<string, unknown>) {
  await table().send(new PutCommand({ TableName: stack.tableName, Item: item }));
}

export async function getItem(key: Record<string, string>) {
  const { Item } = await table().send(
    new GetCommand({ TableName: stack.tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

/** Every order item of a consumer (GSI1), to count orders. */
export async function ordersOf(userId: string) {
  const { Items } = await table().send(
    new QueryCommand({
      TableName: stack.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `CONSUMER#${userId}` },
    }),
  );
  return Items ?? [];
}
