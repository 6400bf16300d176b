/**
 * Totals, IVA and shipping per farm on the real local stack (docs/taxes-shipping-invoices.md): a cart of two
 * farms and three IVA rates with a coupon, each farm's shipping (its own terms, or the shop's default), free
 * shipping reached and not, pickup at the farm, the breakdown per rate exact to the cent (figures worked out by
 * hand below), a complete invoice's billing, and the refusals: a pickup a farm does not offer, a postal code
 * that is not Spanish, Canarias while the shop does not serve it (then exempt once it does).
 */
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { Order } from '../../shared/contracts/orders/entities.js';
import type { UserProfile } from '../../shared/contracts/profile/entities.js';
import { PRICING_MESSAGES } from '../../shared/messages/pricing.js';
import {
  SHIPPING,
  addItem,
  api,
  freshConsumer,
  freshProducer,
  freshProduct,
  serveRemoteZones,
} from './commerce.js';
import { noStack } from './helpers.js';
import { seededSuite } from './suite.js';

const tokens = seededSuite();

const PICKUP = { address: 'Camino del Río 4, 30001 Murcia', hours: 'Sábados de 10:00 a 13:00' };

const checkoutWith = (token: string, extra: Record<string, unknown> = {}, shippingInfo: unknown = SHIPPING) =>
  api<{ order: Order }>('/v1/orders/checkout', token, { method: 'POST', body: { shippingInfo, ...extra } });

const profile = (token: string, body: unknown) =>
  api<{ profile: UserProfile }>('/v1/users/profile', token, { method: 'PUT', body });

/** Farm A (own terms: 3,50 €, free from 30 €, pickup) sells fresh fruit at 4 %; farm B (the shop's default). */
async function twoFarms() {
  const farmA = await freshProducer('farm-a');
  const farmB = await freshProducer('farm-b');
  const terms = await profile(farmA.token, { shipping: { flatFee: 3.5, freeFrom: 30, pickup: PICKUP } });
  expect(terms.status, terms.text).toBe(200);
  const [fruit, jam, gift] = await Promise.all([
    freshProduct(farmA.token, { price: 6.9, stock: 50, taxRate: 4 }),
    freshProduct(farmB.token, { price: 4.5, stock: 50, taxRate: 10 }),
    freshProduct(farmB.token, { price: 12, stock: 50, taxRate: 21 }),
  ]);
  return { farmA, farmB, fruit, jam, gift };
}

describe.skipIf(noStack)('totals, IVA and shipping per farm', () => {
  it('prices a cart of two farms per farm, and checkout charges exactly what the rule says', async () => {
    const { farmA, farmB, fruit, jam, gift } = await twoFarms();
    const buyer = await freshConsumer('totals');
    await addItem(buyer.token, fruit.productId, 2);
    await addItem(buyer.token, jam.productId, 2);
    await addItem(buyer.token, gift.productId, 1);
    const coupon = await api<{ cart: Cart }>('/v1/carts/coupon', buyer.token, {
      method: 'POST',
      body: { couponCode: 'FRESCA5' },
    });
    expect(coupon.status, coupon.text).toBe(200);
    const cart = coupon.body.data.cart;
    // Items 13,80 + 9,00 + 12,00 = 34,80; farm A 3,50 (below its 30 €), farm B 4,90 (the shop's, below 40 €).
    expect(cart).toMatchObject({ itemsTotal: 34.8, shippingTotal: 8.4, discountTotal: 5, totalPrice: 38.2 });
    expect(cart.farms).toEqual([
      expect.objectContaining({
        producerId: farmA.userId,
        itemsTotal: 13.8,
        shipping: 3.5,
        missingForFreeShipping: 16.2,
        pickup: PICKUP,
      }),
      expect.objectContaining({
        producerId: farmB.userId,
        itemsTotal: 21,
        shipping: 4.9,
        freeShippingFrom: 40,
        missingForFreeShipping: 19,
        pickup: null,
      }),
    ]);

    const placed = await checkoutWith(buyer.token, {
      pickupFrom: [farmA.userId],
      billing: { nif: '12345678z', name: 'Ana Ruiz Gómez' },
    });
    expect(placed.status, placed.text).toBe(201);
    const order = placed.body.data.order;
    // The coupon's 5 € spread 1,98 / 1,29 / 1,73 over the lines; farm B's 4,90 over its lines 2,10 / 2,80.
    expect(order).toMatchObject({ itemsTotal: 34.8, shippingTotal: 4.9, discountTotal: 5, totalPrice: 34.7 });
    expect(order.taxBreakdown).toEqual([
      { rate: 4, base: 11.37, tax: 0.45 },
      { rate: 10, base: 8.92, tax: 0.89 },
      { rate: 21, base: 10.8, tax: 2.27 },
    ]);
    expect(
      order.productOrders.map((line) => [line.taxRate, line.discount, line.shipping, line.totalPrice]),
    ).toEqual([
      [4, 1.98, 0, 11.82],
      [10, 1.29, 2.1, 9.81],
      [21, 1.73, 2.8, 13.07],
    ]);
    expect(order.deliveries).toEqual([
      expect.objectContaining({ producerId: farmA.userId, mode: 'pickup', shipping: 0, pickup: PICKUP }),
      expect.objectContaining({ producerId: farmB.userId, mode: 'delivery', shipping: 4.9 }),
    ]);
    expect(order.billing).toEqual({
      nif: '12345678Z',
      name: 'Ana Ruiz Gómez',
      address: `${SHIPPING.address}, ${SHIPPING.postalCode} ${SHIPPING.city}`,
    });
    expect(order.payment.amount).toBe(34.7);

    // Farm B sees its own part: its lines, its shipping, its IVA.
    const farmView = await api<{ order: { totalPrice: number; shippingTotal: number } }>(
      `/v1/orders/producer/${order.id}`,
      farmB.token,
    );
    expect(farmView.status, farmView.text).toBe(200);
    expect(farmView.body.data.order).toMatchObject({ totalPrice: 22.88, shippingTotal: 4.9 });
  });

  it('ships free once a farm reaches its threshold, and refuses a pickup the farm does not offer', async () => {
    const { farmB, jam } = await twoFarms();
    const buyer = await freshConsumer('free');
    const added = await addItem(buyer.token, jam.productId, 9); // 40,50 € from 40 € on
    expect(added.body.data.cart.farms[0]).toMatchObject({ shipping: 0, missingForFreeShipping: null });
    const refused = await checkoutWith(buyer.token, { pickupFrom: [farmB.userId] });
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(
      PRICING_MESSAGES.pickupNotOffered(jam.producerName ?? 'Esta finca'),
    );
    const placed = await checkoutWith(buyer.token);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.data.order).toMatchObject({ shippingTotal: 0, totalPrice: 40.5 });
  });

  it('takes Spanish postal codes only, and Canarias only once the admin serves it (exempt of IVA)', async () => {
    const { fruit } = await twoFarms();
    const buyer = await freshConsumer('zones');
    await addItem(buyer.token, fruit.productId, 1);
    const short = await checkoutWith(buyer.token, {}, { ...SHIPPING, postalCode: '2801' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toContainEqual({
      field: 'shippingInfo.postalCode',
      message: PRICING_MESSAGES.postalCodeInvalid,
    });
    const canarias = { ...SHIPPING, city: 'Las Palmas', postalCode: '35001' };
    const refused = await checkoutWith(buyer.token, {}, canarias);
    expect(refused.status).toBe(422);
    expect(refused.body.status.message).toBe(PRICING_MESSAGES.zoneNotServed);
    expect((await api<{ cart: Cart }>('/v1/carts', buyer.token)).body.data.cart.items).toHaveLength(1);

    const putBack = await serveRemoteZones(tokens.admin, true);
    try {
      const placed = await checkoutWith(buyer.token, {}, canarias);
      expect(placed.status, placed.text).toBe(201);
      const order = placed.body.data.order;
      expect(order.taxBreakdown).toEqual([{ rate: 0, base: order.totalPrice, tax: 0 }]);
    } finally {
      await putBack();
    }
  });

  it('checks a complete invoice NIF and a farm fiscal data, in Spanish, and keeps them for farms only', async () => {
    const buyer = await freshConsumer('nif');
    const wrongNif = await checkoutWith(buyer.token, { billing: { nif: '12345678A', name: 'Ana' } });
    expect(wrongNif.status).toBe(422);
    expect(wrongNif.body.errors).toContainEqual({
      field: 'billing.nif',
      message: PRICING_MESSAGES.billingNifInvalid,
    });

    const farm = await freshProducer('fiscal');
    const wrongCif = await profile(farm.token, {
      fiscal: { legalName: 'Finca', nif: 'B12345675', address: 'Calle 1' },
    });
    expect(wrongCif.status).toBe(422);
    expect(wrongCif.body.status.message).toBe(PRICING_MESSAGES.fiscalNifInvalid);
    const saved = await profile(farm.token, {
      fiscal: { legalName: 'Finca Prueba S.L.', nif: 'b-12345674', address: 'Calle Mayor 1, 30001 Murcia' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.profile.fiscal).toEqual({
      legalName: 'Finca Prueba S.L.',
      nif: 'B12345674',
      address: 'Calle Mayor 1, 30001 Murcia',
    });
    const read = await api<{ profile: UserProfile }>('/v1/users/profile', farm.token);
    expect(read.body.data.profile).toMatchObject({ shipping: null, shippingDefault: { pickup: null } });

    const notAFarm = await profile(buyer.token, { shipping: { flatFee: 1 } });
    expect(notAFarm.status).toBe(422);
    expect(notAFarm.body.status.message).toBe(PRICING_MESSAGES.producersOnly);
  });
});
