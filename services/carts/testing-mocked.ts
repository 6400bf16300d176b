/**
 * Test support (not a test file): the DynamoDB document client mocked with aws-sdk-client-mock, callHandler()
 * (lib/http/test-event.ts) that runs a domain's real Lambda handler, and the table items carts and orders read.
 */
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { CouponDefinition } from '../../shared/contracts/orders/entities.js';
import { cartItem, type StoredCart } from './cart-store.js';
import { couponItem } from './coupons.js';
import type { ProductState } from '../products/index.js';

export { callHandler, type CallOptions } from '../lib/http/test-event.js';
export { cancelled } from '../lib/data/cancelled-transaction.js';

process.env.AWS_ACCESS_KEY_ID = 'test-key';
process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
process.env.AWS_REGION = 'eu-west-1';
process.env.TABLE_NAME = 'pitahaya';

export const ddbMock = mockClient(DynamoDBDocumentClient);

/** A fresh mock whose single reads find nothing (Get: no item; BatchGet: no responses). */
export function resetToEmptyReads(): void {
  ddbMock.reset();
  ddbMock.on(GetCommand).resolves({});
  ddbMock.on(BatchGetCommand).resolves({ Responses: {} });
}

/** The Query of an order's partition answers `items`; other Queries answer nothing. */
export function mockOrderPartition(items: Record<string, unknown>[], orderId = 'o-1'): void {
  ddbMock
    .on(QueryCommand)
    .callsFake((input: QueryCommandInput) =>
      input.ExpressionAttributeValues?.[':pk'] === `ORDER#${orderId}` ? { Items: items } : { Items: [] },
    );
}

export const productRecord = (product: ProductState): Record<string, unknown> => ({
  PK: `PRODUCT#${product.productId}`,
  SK: 'PRODUCT',
  entity: 'Product',
  id: product.productId,
  active: product.isActive,
  ...product,
});

export const cartRecord = (cart: StoredCart) => cartItem(cart);
export const couponRecord = (definition: CouponDefinition) => couponItem(definition);
