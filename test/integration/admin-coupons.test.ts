/**
 * Admin coupon management over HTTP on the real local stack: the list (every coupon by code, paged), creating a
 * coupon (201; a taken code is 409; every refusal with its Spanish message and nothing written), using it at
 * once as a consumer at checkout, deactivating it (carts refuse it) and activating it again, 404 for an unknown
 * code, 403 for anyone but an admin; and an admin's cancel giving the coupon's use back.
 */
import { describe, expect, it } from 'vitest';
import { couponKeys } from '../../services/lib/data/keys.js';
import type { Cart } from '../../shared/contracts/carts/entities.js';
import type { CouponDefinition, Order } from '../../shared/contracts/orders/entities.js';
import { COUPON_ADMIN_MESSAGES } from '../../shared/messages/coupon-admin.js';
import { COUPON_MESSAGES } from '../../shared/messages/coupon.js';
import { GENERIC_MESSAGES } from '../../shared/messages/generic.js';
import { addItem, api, checkout, freshConsumer, freshProduct, RUN } from './commerce.js';
import { getItem } from './table.js';
import { seededSuite } from './suite.js';
import { noStack } from './helpers.js';

type ListData = { coupons: CouponDefinition[]; nextToken: string | null };

const tokens = seededSuite();
let counter = 0;
const newCode = () => `T${RUN}${(counter += 1)}`.toUpperCase().replace(/[^A-Z0-9]/g, '');

const listCoupons = (token: string, query: Record<string, string> = {}) =>
  api<ListData>(`/v1/orders/coupons?${new URLSearchParams(query)}`, token);
const createCoupon = (token: string, body: unknown) =>
  api<{ coupon: CouponDefinition }>('/v1/orders/coupons', token, { method: 'POST', body });
const setActive = (token: string, code: string, body: unknown) =>
  api<{ coupon: CouponDefinition }>(`/v1/orders/coupons/${encodeURIComponent(code)}`, token, {
    method: 'PATCH',
    body,
  });
const applyCoupon = (token: string, couponCode: string) =>
  api<{ cart: Cart }>('/v1/carts/coupon', token, { method: 'POST', body: { couponCode } });

describe.skipIf(noStack)('admin coupons over HTTP', () => {
  it('lists every coupon by code, paged', async () => {
    const answer = await listCoupons(tokens.admin, { limit: '100' });
    expect(answer.status).toBe(200);
    const codes = answer.body.data.coupons.map((coupon) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['BIENVENIDA10', 'FRESCA5', 'VERANO2025']));
    expect(codes).toEqual([...codes].sort());
    expect(answer.body.data.coupons.find((coupon) => coupon.code === 'FRESCA5')).toMatchObject({
      type: 'fixed',
      value: 5,
      minTotal: 30,
      isActive: true,
    });
    expect(answer.body.data.coupons[0]).not.toHaveProperty('GSI1PK');

    const seen: string[] = [];
    let nextToken = '';
    for (let round = 0; round < 50; round += 1) {
      const page = await listCoupons(tokens.admin, { limit: '2', ...(nextToken ? { nextToken } : {}) });
      expect(page.body.data.coupons.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.coupons.map((coupon) => coupon.code));
      if (!page.body.data.nextToken) break;
      nextToken = page.body.data.nextToken;
    }
    expect(seen).toEqual(codes);

    const refused = await Promise.all([
      listCoupons(tokens.consumer),
      listCoupons(tokens.producer),
      listCoupons(''),
      listCoupons(tokens.admin, { limit: '1000' }),
      listCoupons(tokens.admin, { nextToken: 'eyJ4IjoxfQ' }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 401, 422, 422]);
    expect(refused[0]?.body.status.message).toBe(GENERIC_MESSAGES.forbidden);
    expect(refused[4]?.body.status.message).toBe(GENERIC_MESSAGES.invalidPageToken);
  });

  it('creates a coupon a consumer uses at once; deactivated it no longer applies', async () => {
    const code = newCode();
    const created = await createCoupon(tokens.admin, {
      code: code.toLowerCase(),
      type: 'percent',
      value: 20,
      description: 'Cupón de prueba',
      minTotal: 10,
      maxUses: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body.status.message).toBe(COUPON_ADMIN_MESSAGES.created(code));
    expect(created.body.data.coupon).toMatchObject({
      code,
      type: 'percent',
      value: 20,
      description: 'Cupón de prueba',
      minTotal: 10,
      maxUses: 5,
      usesCount: 0,
      oncePerCustomer: false,
      isActive: true,
    });
    expect(await getItem(couponKeys.item(code))).toMatchObject({ GSI1PK: 'COUPONS', GSI1SK: code });
    const listed = await listCoupons(tokens.admin, { limit: '100' });
    expect(listed.body.data.coupons.map((coupon) => coupon.code)).toContain(code);

    const taken = await createCoupon(tokens.admin, { code, type: 'fixed', value: 1 });
    expect([taken.status, taken.body.status.message]).toEqual([409, COUPON_ADMIN_MESSAGES.exists(code)]);
    expect((await getItem(couponKeys.item(code)))?.type).toBe('percent');

    const buyer = await freshConsumer('ac-buyer');
    const product = await freshProduct(tokens.producer, { price: 10, stock: 10 });
    await addItem(buyer.token, product.productId, 2);
    const applied = await applyCoupon(buyer.token, code);
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart.coupon).toMatchObject({ code, discount: 4 });
    const placed = await checkout(buyer.token);
    expect(placed.status).toBe(201);
    const order: Order = placed.body.data.order;
    // 20 € of goods − 4 € (20 %) + 4,90 € shipping (the farm's own terms: 4,90 €, free only from 40 €).
    expect(order).toMatchObject({
      itemsTotal: 20,
      shippingTotal: 4.9,
      discountTotal: 4,
      totalPrice: 20.9,
      coupon: { code, discount: 4 },
    });
    expect((await getItem(couponKeys.item(code)))?.usesCount).toBe(1);

    // The admin cancels the order: the use goes back.
    const cancel = await api(`/v1/orders/${order.id}/status`, tokens.admin, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect((await getItem(couponKeys.item(code)))?.usesCount).toBe(0);

    const off = await setActive(tokens.admin, code.toLowerCase(), { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.status.message).toBe(COUPON_ADMIN_MESSAGES.deactivated(code));
    expect(off.body.data.coupon).toMatchObject({ code, isActive: false, usesCount: 0 });
    await addItem(buyer.token, product.productId, 1);
    const refused = await applyCoupon(buyer.token, code);
    expect([refused.status, refused.body.status.message]).toEqual([422, COUPON_MESSAGES.inactive(code)]);

    const on = await setActive(tokens.admin, code, { isActive: true });
    expect([on.status, on.body.status.message]).toEqual([200, COUPON_ADMIN_MESSAGES.activated(code)]);
    expect((await applyCoupon(buyer.token, code)).status).toBe(200);
  });

  it('counts the uses of a coupon without a limit too, and gives one back on cancel (issue 23)', async () => {
    const code = newCode();
    expect((await createCoupon(tokens.admin, { code, type: 'fixed', value: 1 })).status).toBe(201);
    const buyer = await freshConsumer('ac-unlimited');
    const product = await freshProduct(tokens.producer, { price: 10, stock: 5 });
    await addItem(buyer.token, product.productId, 1);
    expect((await applyCoupon(buyer.token, code)).status).toBe(200);
    const placed = await checkout(buyer.token);
    expect(placed.status).toBe(201);
    expect((await getItem(couponKeys.item(code)))?.usesCount).toBe(1);
    const cancelled = await api(`/v1/orders/${placed.body.data.order.id}`, buyer.token, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect((await getItem(couponKeys.item(code)))?.usesCount).toBe(0);
  });

  it('refuses bad coupons with their messages and writes nothing', async () => {
    const code = newCode();
    const cases: [unknown, string][] = [
      [{ type: 'percent', value: 10 }, COUPON_ADMIN_MESSAGES.codeRequired],
      [{ code: 'ab', type: 'percent', value: 10 }, COUPON_ADMIN_MESSAGES.codeFormat],
      [{ code, type: 'regalo', value: 10 }, COUPON_ADMIN_MESSAGES.typeInvalid],
      [{ code, type: 'percent' }, COUPON_ADMIN_MESSAGES.valueRequired],
      [{ code, type: 'percent', value: 0 }, COUPON_ADMIN_MESSAGES.valuePositive],
      [{ code, type: 'percent', value: 150 }, COUPON_ADMIN_MESSAGES.percentMax],
      [{ code, type: 'fixed', value: 1e9 }, COUPON_ADMIN_MESSAGES.fixedMax],
      [{ code, type: 'fixed', value: 1.234 }, COUPON_ADMIN_MESSAGES.valueDecimals],
      [{ code, type: 'fixed', value: 5, minTotal: -5 }, COUPON_ADMIN_MESSAGES.minTotalInvalid],
      [{ code, type: 'fixed', value: 5, validFrom: 'pronto' }, COUPON_ADMIN_MESSAGES.dateInvalid],
      [
        { code, type: 'fixed', value: 5, validFrom: '2026-12-01', validUntil: '2026-11-01' },
        COUPON_ADMIN_MESSAGES.datesOrder,
      ],
      [{ code, type: 'fixed', value: 5, maxUses: 0 }, COUPON_ADMIN_MESSAGES.maxUsesInvalid],
      [
        { code, type: 'fixed', value: 5, oncePerCustomer: 'si' },
        COUPON_ADMIN_MESSAGES.oncePerCustomerInvalid,
      ],
      [
        { code, type: 'fixed', value: 5, description: 'x'.repeat(201) },
        COUPON_ADMIN_MESSAGES.descriptionTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await createCoupon(tokens.admin, body);
      expect([answer.status, answer.body.status.message], JSON.stringify(body)).toEqual([422, message]);
    }
    const forbidden = await Promise.all([
      createCoupon(tokens.consumer, { code, type: 'fixed', value: 5 }),
      createCoupon(tokens.producer, { code, type: 'fixed', value: 5 }),
      setActive(tokens.consumer, 'FRESCA5', { isActive: false }),
    ]);
    expect(forbidden.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(await getItem(couponKeys.item(code))).toBeUndefined();

    const updates = await Promise.all([
      setActive(tokens.admin, code, { isActive: false }),
      setActive(tokens.admin, 'FRESCA5', { isActive: 'no' }),
      setActive(tokens.admin, 'FRESCA5', {}),
      setActive(tokens.admin, 'con espacio', { isActive: true }),
    ]);
    expect(updates.map((answer) => answer.status)).toEqual([404, 422, 422, 422]);
    expect(updates.map((answer) => answer.body.status.message)).toEqual([
      COUPON_ADMIN_MESSAGES.notFound(code),
      COUPON_ADMIN_MESSAGES.isActiveInvalid,
      COUPON_ADMIN_MESSAGES.isActiveInvalid,
      COUPON_ADMIN_MESSAGES.codeFormat,
    ]);
    expect(await getItem(couponKeys.item(code))).toBeUndefined();
    expect((await getItem(couponKeys.item('FRESCA5')))?.isActive).toBe(true);
  });
});
