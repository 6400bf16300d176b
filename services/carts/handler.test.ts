import { BatchGetCommand, GetCommand, PutCommand, type GetCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, consumer } from '../lib/http/test-event.js';
import { callHandler, cartRecord, couponRecord, ddbMock, productRecord } from './testing-mocked.js';
import { coupon, line, productState, storedCart } from './testing.js';
import { handler } from './handler.js';

const product = productState({ productId: 'p-1', price: 12.35, stock: 10 });

/** GetItem answers by key: the cart, the product, coupons and customer uses. */
function table(items: { cart?: unknown; coupons?: Record<string, unknown> }) {
  // The farms' directory items (shipping terms): none stored, so the shop's default terms apply.
  ddbMock.on(BatchGetCommand).resolves({ Responses: { pitahaya: [] } });
  ddbMock.on(GetCommand).callsFake((input: GetCommandInput) => {
    const { PK, SK } = input.Key as { PK: string; SK: string };
    if (SK === 'CART') return { Item: items.cart };
    if (SK === 'PRODUCT' && PK === 'PRODUCT#p-1') return { Item: productRecord(product) };
    if (SK === 'COUPON') return { Item: items.coupons?.[PK] };
    return {};
  });
}

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

beforeEach(() => ddbMock.reset());

describe('carts handler', () => {
  it('is for consumers only', async () => {
    expect((await callHandler(handler, 'GET', '/v1/carts', { authorizer: admin })).status).toBe(403);
    expect((await callHandler(handler, 'GET', '/v1/carts')).status).toBe(401);
  });

  it('writes a new cart only if none exists, and a changed one only at the version read', async () => {
    table({ cart: undefined });
    ddbMock.on(PutCommand).resolves({});
    const added = await callHandler(handler, 'POST', '/v1/carts/items', {
      body: { productId: 'p-1', quantity: 2 },
      authorizer: consumer,
    });
    expect(added.status).toBe(200);
    // 2 x 12,35 € and the shop's default shipping (4,90 € below 40 €).
    expect(added.body.data.cart).toMatchObject({
      userId: 'u-consumer',
      totalPrice: 29.6,
      subtotal: 24.7,
      itemsTotal: 24.7,
      shippingTotal: 4.9,
      farms: [{ producerId: product.producerId, shipping: 4.9, missingForFreeShipping: 15.3 }],
    });
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Item).toMatchObject({
      PK: 'USER#u-consumer',
      SK: 'CART',
      version: 1,
      expiresAt: expect.any(Number),
    });

    ddbMock.reset();
    table({ cart: cartRecord(storedCart([line(product, 1)], { version: 7 })) });
    ddbMock.on(PutCommand).resolves({});
    await callHandler(handler, 'POST', '/v1/carts/items', {
      body: { productId: 'p-1', quantity: 1 },
      authorizer: consumer,
    });
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      ConditionExpression: '#version = :version',
      ExpressionAttributeValues: { ':version': 7 },
      Item: { version: 8 },
    });
  });

  it('re-reads and retries a write that lost a race, then answers 409 without a 5xx', async () => {
    table({ cart: cartRecord(storedCart([line(product, 1)])) });
    ddbMock.on(PutCommand).rejectsOnce(conditionFailed()).resolves({});
    const retried = await callHandler(handler, 'POST', '/v1/carts/items', {
      body: { productId: 'p-1', quantity: 1 },
      authorizer: consumer,
    });
    expect(retried.status).toBe(200);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(2);

    ddbMock.on(PutCommand).rejects(conditionFailed());
    const lost = await callHandler(handler, 'POST', '/v1/carts/items', {
      body: { productId: 'p-1', quantity: 1 },
      authorizer: consumer,
    });
    expect(lost.status).toBe(409);
    expect(lost.body.status.message).toBe('Conflicto al actualizar el carrito.');
  });

  it('applies a coupon that applies and refuses one that does not, with its reason', async () => {
    table({
      cart: cartRecord(storedCart([line(product, 2)])),
      coupons: {
        'COUPON#FRESCA5': couponRecord(coupon({ code: 'FRESCA5', type: 'fixed', value: 5, minTotal: 30 })),
        'COUPON#BIENVENIDA10': couponRecord(coupon()),
      },
    });
    ddbMock.on(PutCommand).resolves({});
    const refused = await callHandler(handler, 'POST', '/v1/carts/coupon', {
      body: { couponCode: 'fresca5' },
      authorizer: consumer,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.status.code).toBe('INVALID_COUPON_CODE');
    expect(refused.body.errors).toEqual([{ field: 'couponCode', message: refused.body.status.message }]);
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);

    const applied = await callHandler(handler, 'POST', '/v1/carts/coupon', {
      body: { couponCode: 'bienvenida10' },
      authorizer: consumer,
    });
    expect(applied.status).toBe(200);
    expect(ddbMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      couponCode: 'BIENVENIDA10',
    });
  });
});
