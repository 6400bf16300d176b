/**
 * Test support (not a test file): the DynamoDB document client mocked with aws-sdk-client-mock, a call()
 * that runs a domain's real Lambda handler, and the table items carts and orders read.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import type { CouponDefinition } from '../../../shared/contracts/orders/entities.js';
import type { DomainHandler } from '../http/domain-handler.js';
import { testEvent } from '../http/test-event.js';
import type { AuthorizerContext } from '../identity.js';
import { cartItem, type StoredCart } from './cart-store.js';
import { couponItem } from './coupons.js';
import type { ProductState } from './read-products.js';

process.env.AWS_ACCESS_KEY_ID = 'test-key';
process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
process.env.AWS_REGION = 'eu-west-1';
process.env.TABLE_NAME = 'pitahaya';

export const ddbMock = mockClient(DynamoDBDocumentClient);

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  authorizer?: Partial<AuthorizerContext>;
}

/** Runs a Lambda handler end to end; answers the status, headers and parsed body. */
export async function callHandler(
  handler: DomainHandler,
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const response = await handler(
    testEvent(method, path, {
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      query: options.query,
      headers: options.headers,
      authorizer: options.authorizer,
    }),
    {} as Context,
  );
  return {
    status: response.statusCode,
    headers: response.headers ?? {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary envelope fields
    body: JSON.parse(response.body ?? '{}') as any,
  };
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

/** A cancelled transaction as DynamoDB reports it: one code per item. */
export function cancelled(codes: string[]): Error {
  return Object.assign(
    new Error(`Transaction cancelled, please refer cancellation reasons [${codes.join(', ')}]`),
    {
      name: 'TransactionCanceledException',
      CancellationReasons: codes.map((Code) => ({ Code })),
    },
  );
}
