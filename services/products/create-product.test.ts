import { cancelled } from '../lib/data/cancelled-transaction.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { planUploads } from './images.js';
import { admin, consumer, producer } from '../lib/http/test-event.js';
import { call, ddbMock, PRODUCT_READ_FIELDS } from './testing.js';

const NAME_TAKEN = 'Ya tienes un producto con ese nombre';

const valid = {
  name: 'Pitahaya Roja Premium',
  shortDescription: 'Fruta del dragón de pulpa roja.',
  price: 6.9,
  stock: 40,
  unit: 'kg',
  requestUploadUrls: true,
  imageTypes: [
    { filename: 'corte.jpg', contentType: 'image/jpeg', isThumb: false, size: 1024 },
    { filename: 'principal.png', contentType: 'image/png', isThumb: true, size: 1024 },
    { filename: 'caja.webp', contentType: 'image/webp', size: 1024 },
  ],
};

const transactions = () => ddbMock.commandCalls(TransactWriteCommand).map((c) => c.args[0].input);

beforeEach(() => {
  ddbMock.reset();
  ddbMock
    .on(GetCommand)
    .resolves({ Item: { PK: 'USER#u-producer', SK: 'PROFILE', fullName: 'Finca del Valle' } });
  ddbMock.on(TransactWriteCommand).resolves({});
});

describe('POST /v1/products', () => {
  it('answers 201 with the product and one presigned PUT per image, thumbnail first', async () => {
    const { status, body } = await call('POST', '/v1/products', { body: valid, authorizer: producer });
    expect(status).toBe(201);
    expect(body.status).toEqual({ code: 'SUCCESS', message: 'Producto creado correctamente.' });
    const { product, uploadUrls } = body.data;
    expect(Object.keys(product).sort()).toEqual(PRODUCT_READ_FIELDS);
    expect(product).toMatchObject({
      name: 'Pitahaya Roja Premium',
      price: 6.9,
      stock: 40,
      isActive: true,
      active: true,
      producerId: 'u-producer',
      producerName: 'Finca del Valle',
    });
    expect(product.id).toBe(product.productId);
    expect(product.createdAt).toBe(product.updatedAt);
    // Not in the storefront until the images function has checked the uploaded main image.
    expect(product).toMatchObject({ imageStatus: 'pending', rejectedImages: 0 });

    // uploadUrls in request order; each URL signs its key and Content-Type, without an empty-body checksum.
    expect(uploadUrls.map((u: { filename: string; isThumb: boolean }) => [u.filename, u.isThumb])).toEqual([
      ['corte.jpg', false],
      ['principal.png', true],
      ['caja.webp', false],
    ]);
    const prefix = `/images/products/${product.productId}/`;
    const [thumbUrl, jpgUrl, webpUrl] = product.imageUrls as string[];
    expect(product.imageUrls).toHaveLength(3);
    expect(product.thumbnailUrl).toBe(thumbUrl);
    expect(thumbUrl).toMatch(new RegExp(`^${prefix}[0-9a-f-]{36}\\.png$`));
    expect(jpgUrl).toMatch(/\.jpg$/);
    expect(webpUrl).toMatch(/\.webp$/);
    for (const [i, upload] of (uploadUrls as { url: string }[]).entries()) {
      const url = new URL(upload.url);
      // The browser uploads to uploads/...; the checked file is published at images/...
      const key = ([jpgUrl, thumbUrl, webpUrl][i] as string).slice(1).replace(/^images\//, 'uploads/');
      expect(url.pathname).toContain(key);
      expect(url.href).toContain('pitahaya-images');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
    }
  });

  it('writes the product, its name guard and its stock item in one transaction, the guard with attribute_not_exists; not on the storefront until its photo passes', async () => {
    const { body } = await call('POST', '/v1/products', { body: valid, authorizer: producer });
    const id = body.data.product.productId;
    expect(transactions()).toHaveLength(1);
    const [put, guard, stock] = transactions()[0]?.TransactItems ?? [];
    expect(put?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    // The rating is answered (null) but never written by the products service (the events function keeps it).
    // In stock: the answer says so, the item stores no availability (only a pre-order does).
    const { rating, availability, ...stored } = body.data.product;
    expect(rating).toBeNull();
    expect(availability).toBe('in_stock');
    expect(put?.Put?.Item).toEqual({
      ...stored,
      verifiedImageUrls: [],
      PK: `PRODUCT#${id}`,
      SK: 'PRODUCT',
      GSI1PK: 'PRODUCER#u-producer',
      GSI1SK: `PRODUCT#${body.data.product.createdAt}#${id}`,
      // No catalog keys (GSI2..4) while the main photo waits for its check: the images function adds them.
      entity: 'Product',
      nameNormalized: 'pitahaya roja premium',
      searchText: 'pitahaya roja premium fruta del dragon de pulpa roja.',
      // Its stock is apart (product-stock.ts): sales write the stock item, not this one.
      stockApart: true,
    });
    // The stock item: the stock and the copies of what the checkout conditions on.
    expect(stock?.Put).toEqual({
      TableName: 'pitahaya',
      Item: {
        PK: `PRODUCT#${id}`,
        SK: 'STOCK',
        entity: 'ProductStock',
        productId: id,
        stock: stored.stock,
        price: stored.price,
        isActive: true,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(guard?.Put).toEqual({
      TableName: 'pitahaya',
      Item: {
        PK: 'PRODUCER#u-producer',
        SK: 'PRODUCT_NAME#pitahaya roja premium',
        entity: 'ProductNameGuard',
        productId: id,
        producerId: 'u-producer',
        name: 'Pitahaya Roja Premium',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('answers 409 with the Spanish message when the guard exists (same name, any case or accents)', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    expect(await call('POST', '/v1/products', { body: valid, authorizer: producer })).toEqual({
      status: 409,
      body: { status: { code: 'CONFLICT', message: NAME_TAKEN } },
    });
    // A concurrent create of the same name (transaction conflict on the guard), reasons only in the message.
    const conflictOnly = cancelled(['None', 'TransactionConflict']);
    delete (conflictOnly as { CancellationReasons?: unknown }).CancellationReasons;
    ddbMock.on(TransactWriteCommand).rejects(conflictOnly);
    expect(
      (await call('POST', '/v1/products', { body: valid, authorizer: producer })).body.status.message,
    ).toBe(NAME_TAKEN);
  });

  it('uses the e-mail as producer name when the directory has no full name; admins may create', async () => {
    ddbMock.on(GetCommand).resolves({});
    const { status, body } = await call('POST', '/v1/products', { body: valid, authorizer: admin });
    expect(status).toBe(201);
    expect(body.data.product).toMatchObject({ producerId: 'u-admin', producerName: 'cliente@pitahaya.test' });
  });

  it('refuses consumers (403) and anonymous callers (401), writing nothing', async () => {
    expect((await call('POST', '/v1/products', { body: valid, authorizer: consumer })).body.status).toEqual({
      code: 'FORBIDDEN',
      message: 'No tienes permisos para realizar esta acción.',
    });
    expect((await call('POST', '/v1/products', { body: valid })).status).toBe(401);
    expect(transactions()).toHaveLength(0);
  });

  it('answers 422 with the original messages for a missing thumbnail or a price of 0, writing nothing', async () => {
    const noThumb = {
      ...valid,
      imageTypes: [{ filename: 'a.png', contentType: 'image/png', isThumb: false, size: 1024 }],
    };
    expect(await call('POST', '/v1/products', { body: noThumb, authorizer: producer })).toMatchObject({
      status: 422,
      body: {
        status: {
          code: 'VALIDATION_ERROR',
          message: 'Se requiere imagen principal (thumbnail) para crear un producto',
        },
      },
    });
    expect(
      (await call('POST', '/v1/products', { body: { ...valid, imageTypes: [] }, authorizer: producer }))
        .status,
    ).toBe(422);
    for (const price of [0, -3, 0.001, '6.90']) {
      expect(
        (await call('POST', '/v1/products', { body: { ...valid, price }, authorizer: producer })).body,
      ).toMatchObject({
        status: { code: 'VALIDATION_ERROR', message: 'El precio debe ser un número mayor a 0' },
      });
    }
    const badType = {
      ...valid,
      imageTypes: [{ filename: 'a.gif', contentType: 'image/gif', isThumb: true, size: 1024 }],
    };
    expect(
      (await call('POST', '/v1/products', { body: badType, authorizer: producer })).body.status.message,
    ).toBe('Solo se aceptan imágenes JPEG, PNG o WebP');
    expect(
      (await call('POST', '/v1/products', { body: { ...valid, name: '  ' }, authorizer: producer })).status,
    ).toBe(422);
    expect(transactions()).toHaveLength(0);
  });

  it('stores and answers the IVA rate: 10 without one (the original shape), the one sent otherwise', async () => {
    const plain = await call('POST', '/v1/products', { body: valid, authorizer: producer });
    expect(plain.status).toBe(201);
    expect(plain.body.data.product.taxRate).toBe(10);
    const fresh = await call('POST', '/v1/products', {
      body: { ...valid, taxRate: 4 },
      authorizer: producer,
    });
    expect(fresh.body.data.product.taxRate).toBe(4);
    const stored = transactions().map((input) => input.TransactItems?.[0]?.Put?.Item?.taxRate);
    expect(stored).toEqual([10, 4]);
  });

  it('refuses an IVA rate other than 4, 10 or 21 with 422 and the Spanish message, writing nothing', async () => {
    for (const taxRate of [7, '10', null, 4.5]) {
      expect(
        await call('POST', '/v1/products', { body: { ...valid, taxRate }, authorizer: producer }),
      ).toMatchObject({
        status: 422,
        body: {
          status: { code: 'VALIDATION_ERROR', message: 'El IVA debe ser 4 %, 10 % o 21 %.' },
          errors: [{ field: 'taxRate', message: 'El IVA debe ser 4 %, 10 % o 21 %.' }],
        },
      });
    }
    expect(transactions()).toHaveLength(0);
  });

  it('rounds the price to two decimals', async () => {
    const { body } = await call('POST', '/v1/products', {
      body: { ...valid, price: 6.899 },
      authorizer: producer,
    });
    expect(body.data.product.price).toBe(6.9);
  });
});

describe('planUploads', () => {
  it('signs the exact declared Content-Length, so S3 refuses a body of another size', async () => {
    const [image] = await planUploads('p1', [
      { filename: 'a.png', contentType: 'image/png', isThumb: true, size: 1234 },
    ]);
    expect(new URL(image?.upload.url ?? '').searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host',
    );
  });
});
