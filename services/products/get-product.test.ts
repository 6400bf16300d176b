import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, consumer, otherProducer, producer } from '../lib/http/test-event.js';
import { call, ddbMock, PRODUCT_ID, PRODUCT_READ_FIELDS, productItem } from './testing.js';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'El recurso solicitado no fue encontrado.' };

beforeEach(() => {
  ddbMock.reset();
});

describe('GET /v1/products/{id}', () => {
  it('answers an active product to anyone, reading it by key, without internal attributes', async () => {
    ddbMock.on(GetCommand).resolves({ Item: productItem() });
    const { status, body } = await call('GET', `/v1/products/${PRODUCT_ID}`);
    expect(status).toBe(200);
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      PK: `PRODUCT#${PRODUCT_ID}`,
      SK: 'PRODUCT',
    });
    expect(Object.keys(body.data.product).sort()).toEqual(PRODUCT_READ_FIELDS);
    expect(body.data.product).toMatchObject({
      productId: PRODUCT_ID,
      id: PRODUCT_ID,
      price: 6.9,
      thumbnailUrl: `/images/products/${PRODUCT_ID}/roja.webp`,
    });
  });

  it('answers the variants of the photos it shows (imageVariants), without stale or malformed entries', async () => {
    const roja = `/images/products/${PRODUCT_ID}/roja.webp`;
    const variants = { width: 800, height: 800, widths: [320, 640] };
    ddbMock.on(GetCommand).resolves({
      Item: {
        ...productItem(),
        imageVariants: {
          [roja]: variants,
          [`/images/products/${PRODUCT_ID}/quitada.png`]: variants,
          [`/images/products/${PRODUCT_ID}/corte.webp`]: { width: 'x' },
        },
      },
    });
    const { body } = await call('GET', `/v1/products/${PRODUCT_ID}`);
    expect(Object.keys(body.data.product).sort()).toEqual([...PRODUCT_READ_FIELDS, 'imageVariants'].sort());
    expect(body.data.product.imageVariants).toEqual({ [roja]: variants });
  });

  it('answers 404 with the original message when it does not exist', async () => {
    ddbMock.on(GetCommand).resolves({});
    expect(await call('GET', '/v1/products/nope')).toEqual({ status: 404, body: { status: NOT_FOUND } });
  });

  it('shows an inactive product only to its producer and admins (404 for everyone else)', async () => {
    ddbMock.on(GetCommand).resolves({ Item: productItem({ isActive: false, active: false }) });
    for (const authorizer of [undefined, consumer, otherProducer]) {
      expect(await call('GET', `/v1/products/${PRODUCT_ID}`, { authorizer })).toEqual({
        status: 404,
        body: { status: NOT_FOUND },
      });
    }
    for (const authorizer of [producer, admin]) {
      const { status, body } = await call('GET', `/v1/products/${PRODUCT_ID}`, { authorizer });
      expect(status).toBe(200);
      expect(body.data.product).toMatchObject({ isActive: false, active: false });
    }
  });

  it('rounds money to two decimals and fills defaults of older items', async () => {
    const { unit: _unit, stock: _stock, taxRate: _taxRate, ...legacy } = productItem({ price: 3.456 });
    ddbMock.on(GetCommand).resolves({ Item: legacy });
    const { body } = await call('GET', `/v1/products/${PRODUCT_ID}`);
    expect(body.data.product).toMatchObject({ price: 3.46, unit: 'kg', stock: 0, taxRate: 10 });
  });

  it("answers the product's stored IVA rate; an unknown stored value reads as 10", async () => {
    ddbMock.on(GetCommand).resolves({ Item: productItem({ taxRate: 21 }) });
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`)).body.data.product.taxRate).toBe(21);
    ddbMock.on(GetCommand).resolves({ Item: { ...productItem(), taxRate: 7 } });
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`)).body.data.product.taxRate).toBe(10);
  });

  it('does not answer other entities stored under the same key shape', async () => {
    ddbMock
      .on(GetCommand)
      .resolves({ Item: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT', entity: 'Other' } });
    expect((await call('GET', `/v1/products/${PRODUCT_ID}`)).status).toBe(404);
  });
});
