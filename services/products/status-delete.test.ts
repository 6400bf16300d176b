import { cancelled } from '../lib/data/cancelled-transaction.js';
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, consumer, otherProducer, producer } from '../lib/http/test-event.js';
import {
  assigned,
  call,
  ddbMock,
  mockStoredProduct,
  PRODUCT_ID,
  productItem,
  s3Mock,
  writes,
} from './testing.js';

beforeEach(mockStoredProduct);

describe('PATCH /v1/products/{id}/status', () => {
  it('deactivating moves the catalog keys to CATALOG#INACTIVE and sets isActive/active', async () => {
    const { status, body } = await call('PATCH', `/v1/products/${PRODUCT_ID}/status`, {
      body: { isActive: false },
      authorizer: producer,
    });
    expect(status).toBe(200);
    expect(body.status.message).toBe('Producto desactivado.');
    expect(body.data.product).toMatchObject({ isActive: false, active: false });
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    // The catalog keys depend on the photo state read: written only if the item did not change since.
    expect(input?.ConditionExpression).toBe(
      'attribute_exists(PK) AND #expectedUpdatedAt = :expectedUpdatedAt',
    );
    expect(assigned(input)).toMatchObject({
      GSI2PK: 'CATALOG#INACTIVE',
      GSI3PK: 'CATALOG#INACTIVE',
      GSI4PK: 'CATALOG#INACTIVE',
      GSI5PK: 'CATALOG#INACTIVE#BAND#630',
      GSI2SK: `2026-01-10T10:00:00.000Z#${PRODUCT_ID}`,
      GSI3SK: `000000000690#${PRODUCT_ID}`,
      GSI5SK: `2026-01-10T10:00:00.000Z#${PRODUCT_ID}`,
      isActive: false,
      active: false,
    });
  });

  it('activating moves them back (admins may too)', async () => {
    ddbMock.on(GetCommand).resolves({ Item: productItem({ isActive: false, active: false }) });
    const { body } = await call('PATCH', `/v1/products/${PRODUCT_ID}/status`, {
      body: { isActive: true },
      authorizer: admin,
    });
    expect(body.status.message).toBe('Producto activado.');
    expect(assigned(ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input)).toMatchObject({
      GSI2PK: 'CATALOG#ACTIVE',
      GSI3PK: 'CATALOG#ACTIVE',
      GSI4PK: 'CATALOG#ACTIVE',
      GSI5PK: 'CATALOG#ACTIVE#BAND#630',
      isActive: true,
      active: true,
    });
  });

  it('activating a product whose main photo waits for its check keeps it off the storefront (no catalog keys)', async () => {
    ddbMock
      .on(GetCommand)
      .resolves({ Item: { ...productItem({ isActive: false, active: false }), imageStatus: 'pending' } });
    await call('PATCH', `/v1/products/${PRODUCT_ID}/status`, { body: { isActive: true }, authorizer: admin });
    const input = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toMatch(/ REMOVE #r0, #r1, #r2, #r3, #r4, #r5, #r6, #r7, #r8, #r9$/);
    expect(Object.values(input?.ExpressionAttributeNames ?? {})).toEqual(
      expect.arrayContaining([
        'GSI2PK',
        'GSI2SK',
        'GSI3PK',
        'GSI3SK',
        'GSI4PK',
        'GSI4SK',
        'GSI5PK',
        'GSI5SK',
        // The rating order (docs/reviews.md).
        'GSI6PK',
        'GSI6SK',
      ]),
    );
    expect(assigned(input)).toMatchObject({ isActive: true });
    expect(assigned(input).GSI2PK).toBeUndefined();
  });

  it('reads again and retries when the product changed between its read and the write (e.g. a photo check)', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejectsOnce(Object.assign(new Error('changed'), { name: 'ConditionalCheckFailedException' }))
      .resolves({});
    const { status } = await call('PATCH', `/v1/products/${PRODUCT_ID}/status`, {
      body: { isActive: false },
      authorizer: producer,
    });
    expect(status).toBe(200);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(2);
    // Each read: the product item and its stock item at once.
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(4);
  });

  it('refuses other producers (403), consumers (403) and a non-boolean status (422), writing nothing', async () => {
    const url = `/v1/products/${PRODUCT_ID}/status`;
    expect((await call('PATCH', url, { body: { isActive: false }, authorizer: otherProducer })).status).toBe(
      403,
    );
    expect((await call('PATCH', url, { body: { isActive: false }, authorizer: consumer })).status).toBe(403);
    expect(
      (await call('PATCH', url, { body: { isActive: 'no' }, authorizer: producer })).body.status,
    ).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'El estado debe ser verdadero o falso',
    });
    expect(writes()).toBe(0);
  });
});

describe('DELETE /v1/products/{id}', () => {
  it('deletes the product and its guard in one transaction, then its images', async () => {
    s3Mock
      .on(ListObjectsV2Command)
      .resolvesOnce({
        Contents: [{ Key: `images/products/${PRODUCT_ID}/roja.webp` }],
        IsTruncated: true,
        NextContinuationToken: 'next',
      })
      .resolvesOnce({
        Contents: [{ Key: `images/products/${PRODUCT_ID}/huerfana.png` }],
        IsTruncated: false,
      })
      .resolvesOnce({
        Contents: [{ Key: `uploads/products/${PRODUCT_ID}/pendiente.png` }],
        IsTruncated: false,
      });
    s3Mock.on(DeleteObjectsCommand).resolves({});
    const { status, body } = await call('DELETE', `/v1/products/${PRODUCT_ID}`, { authorizer: producer });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: { code: 'SUCCESS', message: 'Producto eliminado correctamente.' },
      data: { productId: PRODUCT_ID },
    });
    const [product, guard, stock] =
      ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(product?.Delete).toMatchObject({
      Key: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' },
      ConditionExpression: 'attribute_exists(PK)',
    });
    expect(guard?.Delete).toMatchObject({
      Key: { PK: 'PRODUCER#u-producer', SK: 'PRODUCT_NAME#pitahaya roja premium' },
      ConditionExpression: 'attribute_not_exists(PK) OR productId = :guardProductId',
    });
    // Its stock item goes with it (none for a product of the old shape: nothing to refuse).
    expect(stock?.Delete).toEqual({
      TableName: 'pitahaya',
      Key: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'STOCK' },
    });
    const lists = s3Mock.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input);
    expect(lists).toEqual([
      { Bucket: 'pitahaya-images', Prefix: `images/products/${PRODUCT_ID}/`, ContinuationToken: undefined },
      { Bucket: 'pitahaya-images', Prefix: `images/products/${PRODUCT_ID}/`, ContinuationToken: 'next' },
      { Bucket: 'pitahaya-images', Prefix: `uploads/products/${PRODUCT_ID}/`, ContinuationToken: undefined },
    ]);
    expect(s3Mock.commandCalls(DeleteObjectsCommand)[0]?.args[0].input.Delete?.Objects).toEqual([
      { Key: `images/products/${PRODUCT_ID}/roja.webp` },
      { Key: `images/products/${PRODUCT_ID}/corte.webp` },
      { Key: `images/products/${PRODUCT_ID}/huerfana.png` },
      { Key: `uploads/products/${PRODUCT_ID}/pendiente.png` },
    ]);
  });

  it('refuses other producers with 403 and answers 404 when missing, touching nothing', async () => {
    expect((await call('DELETE', `/v1/products/${PRODUCT_ID}`, { authorizer: otherProducer })).status).toBe(
      403,
    );
    ddbMock.on(GetCommand).resolves({});
    expect((await call('DELETE', `/v1/products/${PRODUCT_ID}`, { authorizer: admin })).status).toBe(404);
    expect(writes()).toBe(0);
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('answers 404 when another request deleted it first, and still succeeds when S3 cleanup fails', async () => {
    ddbMock.on(TransactWriteCommand).rejectsOnce(cancelled(['ConditionalCheckFailed', 'None']));
    expect((await call('DELETE', `/v1/products/${PRODUCT_ID}`, { authorizer: producer })).status).toBe(404);
    s3Mock.on(ListObjectsV2Command).rejects(new Error('AccessDenied'));
    s3Mock.on(DeleteObjectsCommand).rejects(new Error('S3 down'));
    expect((await call('DELETE', `/v1/products/${PRODUCT_ID}`, { authorizer: producer })).status).toBe(200);
    // Without listing, the referenced images are still the ones deleted.
    expect(s3Mock.commandCalls(DeleteObjectsCommand)[0]?.args[0].input.Delete?.Objects).toEqual([
      { Key: `images/products/${PRODUCT_ID}/roja.webp` },
      { Key: `images/products/${PRODUCT_ID}/corte.webp` },
    ]);
  });
});
