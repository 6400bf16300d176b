import { cancelled } from '../lib/data/cancelled-transaction.js';
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
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
  transactions,
  updates,
  writes,
} from './testing.js';

const path = `/v1/products/${PRODUCT_ID}`;
const ROJA = `/images/products/${PRODUCT_ID}/roja.webp`;
const CORTE = `/images/products/${PRODUCT_ID}/corte.webp`;
const VERSION = '2026-01-10T10:00:00.000Z';
const NOT_ONE_OF_THE_PHOTOS = 'La imagen principal debe ser una de las fotos del producto';

/** Refused with 422 and `message` on thumbnailUrl: nothing written, no image deleted. */
const expectThumbnailRefused = ({ status, body }: Awaited<ReturnType<typeof call>>, message: string) => {
  expect(status).toBe(422);
  expect(body.status).toEqual({ code: 'VALIDATION_ERROR', message });
  expect(body.errors).toEqual([{ field: 'thumbnailUrl', message }]);
  expect(writes()).toBe(0);
  expect(s3Mock.calls()).toHaveLength(0);
};

beforeEach(() => {
  mockStoredProduct();
  s3Mock.on(DeleteObjectsCommand).resolves({});
});

describe('PUT /v1/products/{id}: who may', () => {
  it('refuses another producer with 403 and writes nothing', async () => {
    expect(await call('PUT', path, { body: { price: 9 }, authorizer: otherProducer })).toEqual({
      status: 403,
      body: { status: { code: 'FORBIDDEN', message: 'No tienes permisos para realizar esta acción.' } },
    });
    expect((await call('PUT', path, { body: { price: 9 }, authorizer: consumer })).status).toBe(403);
    expect(writes()).toBe(0);
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('answers 404 for a missing product (read strongly consistent)', async () => {
    ddbMock.on(GetCommand).resolves({});
    expect((await call('PUT', path, { body: { price: 9 }, authorizer: producer })).status).toBe(404);
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input.ConsistentRead).toBe(true);
    expect(writes()).toBe(0);
  });

  it('lets an admin edit any product; the product keeps its producer', async () => {
    const { status, body } = await call('PUT', path, { body: { stock: 3 }, authorizer: admin });
    expect(status).toBe(200);
    expect(body.data.product).toMatchObject({ producerId: 'u-producer', stock: 3 });
  });

  it("answers 422 'No hay datos válidos para actualizar' for an empty update", async () => {
    const { status, body } = await call('PUT', path, {
      body: { name: '', shortDescription: '' },
      authorizer: producer,
    });
    expect(status).toBe(422);
    expect(body.status.message).toBe('No hay datos válidos para actualizar');
    expect((await call('PUT', path, { body: { price: 0 }, authorizer: producer })).body.status.message).toBe(
      'El precio debe ser un número mayor a 0',
    );
    expect(writes()).toBe(0);
  });
});

describe('PUT /v1/products/{id}: what is written', () => {
  it('a price change sets price and GSI3SK, conditioned on the version read, and leaves stock alone', async () => {
    const { status, body } = await call('PUT', path, { body: { price: 7.5 }, authorizer: producer });
    expect(status).toBe(200);
    expect(body.status.message).toBe('Producto actualizado correctamente.');
    expect(transactions()).toHaveLength(0);
    const input = updates()[0];
    expect(input?.Key).toEqual({ PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' });
    expect(input?.ConditionExpression).toBe(
      'attribute_exists(PK) AND #expectedUpdatedAt = :expectedUpdatedAt',
    );
    expect(input?.ExpressionAttributeValues?.[':expectedUpdatedAt']).toBe(VERSION);
    const set = assigned(input);
    expect(Object.keys(set).sort()).toEqual(['GSI3SK', 'price', 'updatedAt']);
    expect(set).toMatchObject({ price: 7.5, GSI3SK: `000000000750#${PRODUCT_ID}` });
    expect(String(set.updatedAt) > VERSION).toBe(true);
    expect(body.data.product).toMatchObject({ price: 7.5, updatedAt: set.updatedAt });
    expect(body.data.uploadUrls).toBeUndefined();
  });

  it('an IVA rate change sets taxRate alone and answers it', async () => {
    const { status, body } = await call('PUT', path, { body: { taxRate: 10 }, authorizer: producer });
    expect(status).toBe(200);
    const set = assigned(updates()[0]);
    expect(Object.keys(set).sort()).toEqual(['taxRate', 'updatedAt']);
    expect(set.taxRate).toBe(10);
    expect(body.data.product.taxRate).toBe(10);
  });

  it('refuses an IVA rate other than 4, 10 or 21 with 422 and the Spanish message, writing nothing', async () => {
    for (const taxRate of [7, '21', null]) {
      const { status, body } = await call('PUT', path, { body: { taxRate }, authorizer: producer });
      expect(status).toBe(422);
      expect(body.status.message).toBe('El IVA debe ser 4 %, 10 % o 21 %.');
    }
    expect(writes()).toBe(0);
  });

  it('a product stored before IVA rates answers 10 and stores it with the first change', async () => {
    const { taxRate: _omitted, ...older } = productItem();
    ddbMock.on(GetCommand).resolves({ Item: older });
    const { body } = await call('PUT', path, { body: { price: 7.5 }, authorizer: producer });
    expect(body.data.product.taxRate).toBe(10);
    expect(assigned(updates()[0]).taxRate).toBe(10);
  });

  it('an origin change stores its filter key; clearing the origin removes both; an older product gets its key', async () => {
    await call('PUT', path, { body: { origin: 'Níjar (Almería)' }, authorizer: producer });
    expect(assigned(updates()[0])).toMatchObject({ origin: 'Níjar (Almería)', originKey: 'nijar almeria' });

    ddbMock.on(GetCommand).resolves({ Item: productItem({ origin: 'La Palma' }) });
    await call('PUT', path, { body: { origin: null }, authorizer: producer });
    const cleared = updates()[1];
    const removed = Object.entries(cleared?.ExpressionAttributeNames ?? {})
      .filter(([placeholder]) => placeholder.startsWith('#r'))
      .map(([, name]) => name);
    expect(removed.sort()).toEqual(['origin', 'originKey']);
    expect(assigned(cleared)).not.toHaveProperty('originKey');

    // Stored with an origin before the origin filter existed: any save gives it its key.
    const { originKey: _none, ...older } = productItem({ origin: 'La Palma' });
    ddbMock.on(GetCommand).resolves({ Item: older });
    await call('PUT', path, { body: { stock: 4 }, authorizer: producer });
    expect(assigned(updates()[2])).toMatchObject({ originKey: 'la palma' });
  });

  it('a description change refreshes searchText', async () => {
    await call('PUT', path, { body: { shortDescription: 'Dulce y ÁCIDA' }, authorizer: producer });
    expect(assigned(updates()[0])).toMatchObject({
      shortDescription: 'Dulce y ÁCIDA',
      searchText: 'pitahaya roja premium dulce y acida',
    });
  });

  it('a rename moves the name guard in one transaction with the product update', async () => {
    const { status } = await call('PUT', path, {
      body: { name: 'Pitahaya Roja Extra' },
      authorizer: producer,
    });
    expect(status).toBe(200);
    expect(updates()).toHaveLength(0);
    const [update, put, remove] = transactions()[0]?.TransactItems ?? [];
    expect(update?.Update?.ConditionExpression).toContain('#expectedUpdatedAt = :expectedUpdatedAt');
    expect(assigned(update?.Update)).toMatchObject({
      name: 'Pitahaya Roja Extra',
      nameNormalized: 'pitahaya roja extra',
      GSI4SK: `pitahaya roja extra#${PRODUCT_ID}`,
      searchText: expect.stringMatching(/^pitahaya roja extra /),
    });
    expect(put?.Put).toMatchObject({
      Item: {
        PK: 'PRODUCER#u-producer',
        SK: 'PRODUCT_NAME#pitahaya roja extra',
        productId: PRODUCT_ID,
        entity: 'ProductNameGuard',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(remove?.Delete).toMatchObject({
      Key: { PK: 'PRODUCER#u-producer', SK: 'PRODUCT_NAME#pitahaya roja premium' },
      ConditionExpression: 'attribute_not_exists(PK) OR productId = :guardProductId',
      ExpressionAttributeValues: { ':guardProductId': PRODUCT_ID },
    });
  });

  it('a change of case or accents only keeps the guard (same normalised name)', async () => {
    await call('PUT', path, { body: { name: 'PITAHAYA RojA prémium' }, authorizer: producer });
    expect(transactions()).toHaveLength(0);
    expect(assigned(updates()[0])).toMatchObject({ name: 'PITAHAYA RojA prémium' });
  });

  it('a rename to a name the producer already uses answers 409 with the Spanish message', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    expect(await call('PUT', path, { body: { name: 'Pitahaya blanca' }, authorizer: producer })).toEqual({
      status: 409,
      body: { status: { code: 'CONFLICT', message: 'Ya tienes un producto con ese nombre' } },
    });
  });

  it('a concurrent change since the read answers 409 (optimistic concurrency)', async () => {
    ddbMock
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));
    const { status, body } = await call('PUT', path, { body: { price: 8 }, authorizer: producer });
    expect(status).toBe(409);
    expect(body.status.code).toBe('CONFLICT');
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));
    expect((await call('PUT', path, { body: { name: 'Otra' }, authorizer: producer })).status).toBe(409);
  });
});

describe('PUT /v1/products/{id}: images', () => {
  it('appends new uploads, makes a new isThumb the thumbnail, deletes images not kept after the write', async () => {
    const { status, body } = await call('PUT', path, {
      authorizer: producer,
      body: {
        keepImageUrls: [CORTE],
        requestUploadUrls: true,
        imageTypes: [{ filename: 'nueva.png', contentType: 'image/png', isThumb: true, size: 1024 }],
      },
    });
    expect(status).toBe(200);
    const { product, uploadUrls } = body.data;
    expect(uploadUrls).toEqual([
      { filename: 'nueva.png', url: expect.stringContaining('X-Amz-Signature'), isThumb: true },
    ]);
    expect(product.thumbnailUrl).toMatch(new RegExp(`^/images/products/${PRODUCT_ID}/[0-9a-f-]{36}\\.png$`));
    expect(product.imageUrls).toEqual([product.thumbnailUrl, CORTE]);
    expect(assigned(updates()[0])).toMatchObject({
      thumbnailUrl: product.thumbnailUrl,
      imageUrls: product.imageUrls,
    });
    const deleted = s3Mock.commandCalls(DeleteObjectsCommand)[0]?.args[0].input;
    expect(deleted).toMatchObject({
      Bucket: 'pitahaya-images',
      Delete: {
        Objects: ['roja.webp', 'roja.w320.webp', 'roja.w640.webp', 'roja.w1024.webp', 'roja.w1600.webp'].map(
          (file) => ({ Key: `images/products/${PRODUCT_ID}/${file}` }),
        ),
      },
    });
  });

  it('drops the variants of a removed photo from imageVariants and deletes their files (its recorded widths too)', async () => {
    const roja = { width: 900, height: 900, widths: [320, 640, 900] };
    const corte = { width: 800, height: 800, widths: [320, 640] };
    ddbMock
      .on(GetCommand)
      .resolves({ Item: { ...productItem(), imageVariants: { [ROJA]: roja, [CORTE]: corte } } });
    const { status, body } = await call('PUT', path, {
      authorizer: producer,
      body: { keepImageUrls: [CORTE] },
    });
    expect(status).toBe(200);
    expect(body.data.product.imageVariants).toEqual({ [CORTE]: corte });
    expect(assigned(updates()[0])).toMatchObject({ imageVariants: { [CORTE]: corte } });
    const keys = s3Mock
      .commandCalls(DeleteObjectsCommand)[0]
      ?.args[0].input.Delete?.Objects?.map((o) => o.Key);
    expect(keys).toContain(`images/products/${PRODUCT_ID}/roja.w900.webp`);
    expect(keys?.some((key) => key?.includes('corte'))).toBe(false);
  });

  it('removes imageVariants (never an empty map) when no photo with variants is kept', async () => {
    const roja = { width: 900, height: 900, widths: [320, 640, 900] };
    ddbMock.on(GetCommand).resolves({ Item: { ...productItem(), imageVariants: { [ROJA]: roja } } });
    const { body } = await call('PUT', path, { authorizer: producer, body: { keepImageUrls: [CORTE] } });
    expect(body.data.product.imageVariants).toBeUndefined();
    expect(Object.keys(assigned(updates()[0]))).not.toContain('imageVariants');
    expect(updates()[0]?.UpdateExpression).toMatch(/REMOVE .*#/);
    expect(Object.values(updates()[0]?.ExpressionAttributeNames ?? {})).toContain('imageVariants');
  });

  it('leaves imageVariants alone when the photos do not change', async () => {
    const corte = { width: 800, height: 800, widths: [320, 640] };
    ddbMock.on(GetCommand).resolves({ Item: { ...productItem(), imageVariants: { [CORTE]: corte } } });
    await call('PUT', path, { authorizer: producer, body: { price: 9 } });
    expect(Object.keys(assigned(updates()[0]))).not.toContain('imageVariants');
  });

  it('keeps the old thumbnail when the new images are not thumbnails; omitting keepImageUrls keeps all', async () => {
    const { body } = await call('PUT', path, {
      authorizer: producer,
      body: { imageTypes: [{ filename: 'extra.webp', contentType: 'image/webp', size: 1024 }] },
    });
    expect(body.data.product.thumbnailUrl).toBe(ROJA);
    expect(body.data.product.imageUrls).toEqual([ROJA, CORTE, expect.stringMatching(/\.webp$/)]);
    expect(s3Mock.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it('promotes the first kept image when the thumbnail is dropped', async () => {
    const { body } = await call('PUT', path, {
      authorizer: producer,
      body: { keepImageUrls: [CORTE, '/images/elsewhere.png'] },
    });
    expect(body.data.product).toMatchObject({ thumbnailUrl: CORTE, imageUrls: [CORTE] });
  });

  it('refuses more than 6 images and an update that leaves no image, writing nothing', async () => {
    const six = Array.from({ length: 5 }, (_, i) => ({
      filename: `f${i}.png`,
      contentType: 'image/png',
      size: 1024,
    }));
    const tooMany = await call('PUT', path, { authorizer: producer, body: { imageTypes: six } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.status.message).toBe('Se permiten como máximo 6 imágenes por producto');
    const none = await call('PUT', path, { authorizer: producer, body: { keepImageUrls: [] } });
    expect(none.status).toBe(422);
    expect(none.body.status.message).toBe('El producto debe conservar al menos una imagen principal.');
    expect(writes()).toBe(0);
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it('makes an existing second image the main one: thumbnailUrl set, imageUrls reordered, version checked', async () => {
    const { status, body } = await call('PUT', path, { authorizer: producer, body: { thumbnailUrl: CORTE } });
    expect(status).toBe(200);
    expect(body.data.product).toMatchObject({ thumbnailUrl: CORTE, imageUrls: [CORTE, ROJA] });
    expect(body.data.uploadUrls).toBeUndefined();
    expect(transactions()).toHaveLength(0);
    const input = updates()[0];
    expect(input?.ConditionExpression).toBe(
      'attribute_exists(PK) AND #expectedUpdatedAt = :expectedUpdatedAt',
    );
    expect(input?.ExpressionAttributeValues?.[':expectedUpdatedAt']).toBe(VERSION);
    const set = assigned(input);
    expect(Object.keys(set).sort()).toEqual([
      'imageStatus',
      'imageUrls',
      'rejectedImages',
      'thumbnailUrl',
      'updatedAt',
      'verifiedImageUrls',
    ]);
    // The item predates the checks: its photos count as verified, so the new main photo is verified too.
    expect(set).toMatchObject({
      thumbnailUrl: CORTE,
      imageUrls: [CORTE, ROJA],
      imageStatus: 'verified',
      verifiedImageUrls: [ROJA, CORTE],
    });
    // Nothing was removed, so nothing is deleted from the bucket.
    expect(s3Mock.commandCalls(DeleteObjectsCommand)).toHaveLength(0);
  });

  it('combines thumbnailUrl with keepImageUrls and new photos that are not the main one', async () => {
    const { status, body } = await call('PUT', path, {
      authorizer: producer,
      body: {
        keepImageUrls: [ROJA, CORTE],
        thumbnailUrl: ` ${CORTE} `,
        requestUploadUrls: true,
        imageTypes: [{ filename: 'extra.png', contentType: 'image/png', size: 1024 }],
      },
    });
    expect(status).toBe(200);
    expect(body.data.product.thumbnailUrl).toBe(CORTE);
    expect(body.data.product.imageUrls).toEqual([CORTE, ROJA, expect.stringMatching(/\.png$/)]);
    expect(body.data.uploadUrls).toEqual([
      expect.objectContaining({ filename: 'extra.png', isThumb: false }),
    ]);
  });

  it('refuses a thumbnailUrl that is not one of the product images with 422, writing nothing', async () => {
    for (const thumbnailUrl of [
      '/images/products/otro/foto.webp',
      `${CORTE}?v=2`,
      '/images/elsewhere.png',
      '   ',
    ]) {
      const answer = await call('PUT', path, { authorizer: producer, body: { thumbnailUrl, price: 8 } });
      expectThumbnailRefused(answer, NOT_ONE_OF_THE_PHOTOS);
    }
  });

  it('refuses a thumbnailUrl that keepImageUrls removes with 422, writing and deleting nothing', async () => {
    const answer = await call('PUT', path, {
      authorizer: producer,
      body: { keepImageUrls: [ROJA], thumbnailUrl: CORTE },
    });
    expectThumbnailRefused(answer, NOT_ONE_OF_THE_PHOTOS);
  });

  it('refuses thumbnailUrl together with a new isThumb upload (two main photos) with 422', async () => {
    const answer = await call('PUT', path, {
      authorizer: producer,
      body: {
        thumbnailUrl: CORTE,
        requestUploadUrls: true,
        imageTypes: [{ filename: 'nueva.png', contentType: 'image/png', isThumb: true, size: 1024 }],
      },
    });
    expectThumbnailRefused(answer, 'Solo puede haber una imagen principal');
    expect(answer.body.data).toBeUndefined();
  });

  it('answers success even when deleting old images fails (best-effort, logged)', async () => {
    s3Mock.on(DeleteObjectsCommand).rejects(new Error('S3 down'));
    const { status } = await call('PUT', path, { authorizer: producer, body: { keepImageUrls: [ROJA] } });
    expect(status).toBe(200);
  });
});
