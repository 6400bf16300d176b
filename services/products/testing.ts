/**
 * Test support of the products service (not a test file): mocked DynamoDB and S3 clients (and the state the
 * write tests start from), a call() helper that runs the real Lambda handler, and product items built like the
 * seed builds them. The callers are those of lib/http/test-event.ts.
 */
import { S3Client } from '@aws-sdk/client-s3';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Product } from '../../shared/contracts/products/entities.js';
import { callForBody, callHandler, type CallOptions } from '../lib/http/test-event.js';
import { handler } from './handler.js';
import { nameGuardItem, toItem, type Item } from './product-item.js';

// Presigning needs credentials and a bucket; the clients read the environment on first use.
process.env.AWS_ACCESS_KEY_ID = 'test-key';
process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
process.env.AWS_REGION = 'eu-west-1';
process.env.IMAGES_BUCKET = 'pitahaya-images';
process.env.TABLE_NAME = 'pitahaya';
delete process.env.S3_ENDPOINT;
delete process.env.IMAGES_BASE_URL;
// The page cache (page-cache.ts) has its own tests; here every call reaches the route.
process.env.CATALOG_CACHE_SECONDS = '0';

export const ddbMock = mockClient(DynamoDBDocumentClient);
export const s3Mock = mockClient(S3Client);

export type { CallOptions };

/** Runs the products Lambda handler end to end; answers the HTTP status and the parsed body. */
export const call = (method: string, path: string, options: CallOptions = {}) =>
  callForBody(handler, method, path, options);

/** call() with the answer's headers. */
export const callWithHeaders = (method: string, path: string, options: CallOptions = {}) =>
  callHandler(handler, method, path, options);

export const PRODUCT_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000001';

export function product(overrides: Partial<Product> = {}): Product {
  const productId = overrides.productId ?? PRODUCT_ID;
  return {
    productId,
    id: productId,
    name: 'Pitahaya roja premium',
    shortDescription: 'Fruta del dragón de pulpa roja, dulce y jugosa.',
    price: 6.9,
    stock: 120,
    unit: 'kg',
    taxRate: 4,
    thumbnailUrl: `/images/products/${productId}/roja.webp`,
    imageUrls: [`/images/products/${productId}/roja.webp`, `/images/products/${productId}/corte.webp`],
    isActive: true,
    active: true,
    producerId: 'u-producer',
    producerName: 'Finca Pitahaya del Valle',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The table item of a product, exactly as the seed writes it. */
export const productItem = (overrides: Partial<Product> = {}): Item => toItem(product(overrides));
export const guardItem = (p: Product = product()): Item => nameGuardItem(p.producerId, p.name, p.productId);

/** Fields a Product answer has (plus imageVariants when its photos have variants): nothing internal leaks. */
export const PRODUCT_FIELDS = [
  'productId',
  'id',
  'name',
  'shortDescription',
  'price',
  'stock',
  'availability',
  'unit',
  'taxRate',
  'category',
  // Issue 31: always answered (docs/legal.md).
  'withdrawal',
  'thumbnailUrl',
  'imageStatus',
  'rejectedImages',
  'imageUrls',
  'isActive',
  'active',
  'producerId',
  'producerName',
  'createdAt',
  'updatedAt',
].sort();

/** What a read of a stored product answers besides: its reviews' rating (docs/reviews.md; null without any). */
export const PRODUCT_READ_FIELDS = [...PRODUCT_FIELDS, 'rating'].sort();

/** The SET part of an UpdateItem input (services/products/product-repository.ts) as attribute -> value. */
export function assigned(
  input:
    | {
        ExpressionAttributeNames?: Record<string, string>;
        ExpressionAttributeValues?: Record<string, unknown>;
      }
    | undefined,
): Record<string, unknown> {
  const names = input?.ExpressionAttributeNames ?? {};
  const values = input?.ExpressionAttributeValues ?? {};
  return Object.fromEntries(
    Object.entries(names)
      .filter(([placeholder]) => placeholder.startsWith('#s'))
      .map(([placeholder, name]) => [name, values[`:${placeholder.slice(1)}`]]),
  );
}

/** Fresh mocks for the write routes: the stored product is productItem() and every write succeeds. */
export function mockStoredProduct(): void {
  ddbMock.reset();
  s3Mock.reset();
  ddbMock.on(GetCommand).resolves({ Item: productItem() });
  ddbMock.on(UpdateCommand).resolves({});
  ddbMock.on(TransactWriteCommand).resolves({});
}

/** The UpdateItem and TransactWriteItems inputs sent so far. */
export const updates = () => ddbMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
export const transactions = () => ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input);
/** How many writes were sent (UpdateItem and TransactWriteItems). */
export const writes = () => updates().length + transactions().length;
