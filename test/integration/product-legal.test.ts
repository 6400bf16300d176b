/**
 * A product's legal facts over HTTP (docs/legal.md): the withdrawal right answered (fresh fruit perishable by
 * default), an elaborado refused without its food information (422, nothing written), a plant refused until its
 * farm gives an operator number, and the seeded catalog's food information and plant passports.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_LEGAL_MESSAGES as M } from '../../shared/messages/legal.js';
import { newAccount } from './accounts.js';
import { api } from './commerce.js';
import { bearer, call, noStack, type Envelope } from './helpers.js';

const PLANT_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000015';
const SYRUP_ID = '3f6c2a10-7d41-4b1e-9a01-5e0c1a000014';
const IMAGES = [{ filename: 'a.webp', contentType: 'image/webp', isThumb: true }];

const send = (method: string, path: string, token: string, body: unknown) =>
  api(path, token, { method, body });

type ProductAnswer = { product: Record<string, unknown> };

describe.skipIf(noStack)("a product's legal facts", () => {
  it("shows the seeded elaborado's food information and the seeded plant's passport", async () => {
    const syrup = await call<Envelope>(`/v1/products/${SYRUP_ID}`);
    expect((syrup.body.data as ProductAnswer).product).toMatchObject({
      withdrawal: 'sealed',
      foodInfo: { allergens: ['sulfitos'], netQuantity: '250 ml' },
    });
    const plant = await call<Envelope>(`/v1/products/${PLANT_ID}`);
    expect((plant.body.data as ProductAnswer).product).toMatchObject({
      withdrawal: 'allowed',
      botanicalName: 'Selenicereus undatus',
      plantPassport: {
        botanicalName: 'Selenicereus undatus',
        operatorNumber: 'ES-30-0456-DEMO',
        traceabilityCode: '3F6C2A10',
        originCountry: 'ES',
      },
    });
  });

  it('stores fresh fruit as perishable, refuses an elaborado without food information and a plant without its passport data', async () => {
    const farm = await newAccount('legal-farm', 'producer');
    const token = farm.tokens.access_token;
    const fruit = await send('POST', '/v1/products', token, {
      name: 'Pitahaya legal',
      price: 5,
      category: 'fruta-fresca',
      imageTypes: IMAGES,
    });
    expect(fruit.status).toBe(201);
    expect((fruit.body.data as ProductAnswer).product.withdrawal).toBe('perishable');

    const jam = { name: 'Mermelada legal', price: 5, category: 'elaborados', imageTypes: IMAGES };
    const refused = await send('POST', '/v1/products', token, jam);
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(M.foodInfoNeeded);
    const unknown = await send('POST', '/v1/products', token, {
      ...jam,
      foodInfo: { ingredients: 'Pitahaya', allergens: ['nueces'], netQuantity: '250 g' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.status.message).toBe(M.allergenUnknown);
    const own = await call<Envelope>('/v1/products/user', { headers: bearer(token) });
    expect((own.body.data as { products: { name: string }[] }).products.map((p) => p.name)).toEqual([
      'Pitahaya legal',
    ]);
    const saved = await send('POST', '/v1/products', token, {
      ...jam,
      withdrawal: 'sealed',
      foodInfo: { ingredients: 'Pitahaya, azúcar', allergens: ['sulfitos'], netQuantity: '250 g' },
    });
    expect(saved.status).toBe(201);
    expect((saved.body.data as ProductAnswer).product).toMatchObject({ withdrawal: 'sealed' });

    const plant = {
      name: 'Esqueje legal',
      price: 4,
      category: 'plantas-esquejes',
      botanicalName: 'Selenicereus undatus',
      imageTypes: IMAGES,
    };
    const noOperator = await send('POST', '/v1/products', token, plant);
    expect(noOperator.status).toBe(422);
    expect(noOperator.body.status.message).toBe(M.plantOperatorNeeded);
    const profile = await send('PUT', '/v1/users/profile', token, { plantOperatorNumber: 'ES-04-9999' });
    expect(profile.status).toBe(200);
    const sold = await send('POST', '/v1/products', token, plant);
    expect(sold.status).toBe(201);
    // Now the number cannot go while the plant is on sale.
    const removed = await send('PUT', '/v1/users/profile', token, { plantOperatorNumber: null });
    expect(removed.status).toBe(422);
    expect(removed.body.status.message).toBe(M.plantOperatorInUse);
  });
});
