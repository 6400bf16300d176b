/**
 * Issue 31 in the products API (docs/legal.md): the withdrawal right answered and stored, and what the law asks
 * of an active product: an elaborado's food information, a plant's botanical name and its farm's operator
 * number. A refusal is 422 with the field and a Spanish message, and writes nothing.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FoodInfo } from '../../shared/contracts/products/entities.js';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../shared/messages/legal.js';
import { producer } from '../lib/http/test-event.js';
import { call, ddbMock, PRODUCT_ID, productItem } from './testing.js';

const IMAGES = [{ filename: 'a.jpg', contentType: 'image/jpeg', isThumb: true, size: 1024 }];
const FOOD: FoodInfo = {
  ingredients: 'Pitahaya (65 %), azúcar.',
  allergens: ['sulfitos'],
  netQuantity: '250 g',
};
const FARM = { PK: 'USER#u-producer', SK: 'PROFILE', fullName: 'Finca del Valle' };

const create = (body: Record<string, unknown>) =>
  call('POST', '/v1/products', {
    body: { name: 'Producto', price: 5, imageTypes: IMAGES, ...body },
    authorizer: producer,
  });

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(GetCommand).resolves({ Item: FARM });
  ddbMock.on(TransactWriteCommand).resolves({});
  ddbMock.on(UpdateCommand).resolves({});
});

const written = () =>
  ddbMock.commandCalls(TransactWriteCommand).length + ddbMock.commandCalls(UpdateCommand).length;

describe('creating a product', () => {
  it('makes fresh fruit perishable unless the farm says otherwise, and stores the right', async () => {
    const fruit = await create({ category: 'fruta-fresca' });
    expect(fruit.status).toBe(201);
    expect(fruit.body.data.product.withdrawal).toBe('perishable');
    const item = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Put?.Item;
    expect(item).toMatchObject({ withdrawal: 'perishable', category: 'fruta-fresca' });
    expect(
      (await create({ category: 'fruta-fresca', name: 'Otra', withdrawal: 'allowed' })).body.data.product
        .withdrawal,
    ).toBe('allowed');
    expect((await create({ category: 'otros', name: 'Otro' })).body.data.product.withdrawal).toBe('allowed');
  });

  it('refuses an elaborado without its food information, and stores it when given', async () => {
    const refused = await create({ category: 'elaborados' });
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(M.foodInfoNeeded);
    expect(refused.body.errors).toEqual([{ field: 'foodInfo', message: M.foodInfoNeeded }]);
    expect(written()).toBe(0);

    const saved = await create({ category: 'elaborados', foodInfo: FOOD, withdrawal: 'sealed' });
    expect(saved.status).toBe(201);
    expect(saved.body.data.product).toMatchObject({ foodInfo: FOOD, withdrawal: 'sealed' });
  });

  it('refuses an unknown allergen with 422', async () => {
    const refused = await create({ category: 'elaborados', foodInfo: { ...FOOD, allergens: ['nueces'] } });
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(M.allergenUnknown);
    expect(written()).toBe(0);
  });

  it('refuses a plant without its botanical name, or from a farm without an operator number', async () => {
    const noName = await create({ category: 'plantas-esquejes' });
    expect(noName.status).toBe(422);
    expect(noName.body.errors).toEqual([{ field: 'botanicalName', message: M.botanicalNameNeeded }]);
    const noOperator = await create({ category: 'plantas-esquejes', botanicalName: 'Selenicereus undatus' });
    expect(noOperator.status).toBe(422);
    expect(noOperator.body.errors).toEqual([
      { field: 'plantOperatorNumber', message: M.plantOperatorNeeded },
    ]);
    expect(written()).toBe(0);

    ddbMock.on(GetCommand).resolves({ Item: { ...FARM, plantOperatorNumber: 'ES-04-0123' } });
    const saved = await create({ category: 'plantas-esquejes', botanicalName: 'Selenicereus undatus' });
    expect(saved.status).toBe(201);
    expect(saved.body.data.product).toMatchObject({
      botanicalName: 'Selenicereus undatus',
      withdrawal: 'allowed',
    });
  });
});

describe('changing a product', () => {
  const elaborado = productItem({ category: 'elaborados', foodInfo: FOOD, withdrawal: 'sealed' });

  it('refuses to take the food information off an active elaborado, and writes nothing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: elaborado });
    const refused = await call('PUT', `/v1/products/${PRODUCT_ID}`, {
      body: { foodInfo: null },
      authorizer: producer,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(M.foodInfoNeeded);
    expect(written()).toBe(0);
  });

  it('changes the withdrawal right alone', async () => {
    ddbMock.on(GetCommand).resolves({ Item: elaborado });
    const saved = await call('PUT', `/v1/products/${PRODUCT_ID}`, {
      body: { withdrawal: 'allowed' },
      authorizer: producer,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.product.withdrawal).toBe('allowed');
  });

  it('refuses to activate an elaborado without food information; deactivating is always allowed', async () => {
    const bare = productItem({ category: 'elaborados', isActive: false, active: false });
    ddbMock.on(GetCommand).resolves({ Item: bare });
    const refused = await call('PATCH', `/v1/products/${PRODUCT_ID}/status`, {
      body: { isActive: true },
      authorizer: producer,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'foodInfo', message: M.foodInfoNeeded }]);
    expect(written()).toBe(0);

    ddbMock.on(GetCommand).resolves({ Item: productItem({ category: 'elaborados' }) });
    const off = await call('PATCH', `/v1/products/${PRODUCT_ID}/status`, {
      body: { isActive: false },
      authorizer: producer,
    });
    expect(off.status).toBe(200);
  });
});

describe('reading a plant', () => {
  it('answers its plant passport with its farm operator number', async () => {
    const plant = productItem({
      category: 'plantas-esquejes',
      botanicalName: 'Selenicereus undatus',
      imageStatus: 'verified',
    });
    ddbMock
      .on(GetCommand, { Key: { PK: `PRODUCT#${PRODUCT_ID}`, SK: 'PRODUCT' } })
      .resolves({ Item: { ...plant, verifiedImageUrls: plant.imageUrls } });
    ddbMock.on(GetCommand, { Key: { PK: 'USER#u-producer', SK: 'PROFILE' } }).resolves({
      Item: {
        ...FARM,
        role: 'producer',
        isActive: true,
        plantOperatorNumber: 'ES-04-0123',
        farm: {
          slug: 'finca-del-valle',
          story: '',
          imageUrls: [],
          verifiedImageUrls: [],
          updatedAt: '2026-01-01',
        },
      },
    });
    const { status, body } = await call('GET', `/v1/products/${PRODUCT_ID}`);
    expect(status).toBe(200);
    expect(body.data.product.plantPassport).toEqual({
      botanicalName: 'Selenicereus undatus',
      operatorNumber: 'ES-04-0123',
      traceabilityCode: '3F6C2A10',
      originCountry: 'ES',
    });
  });
});
