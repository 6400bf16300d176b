import { describe, expect, it } from 'vitest';
import { checkCoupon, couponItem, couponView, discountCents, toCouponDefinition } from './coupons.js';
import { NOW, coupon } from './testing.js';

const context = (subtotalCents: number, usedInOrder: string | null = null) => ({
  subtotalCents,
  now: NOW,
  usedInOrder,
});

describe('coupon maths', () => {
  it('takes a percent of the subtotal rounded to the cent, never more than the subtotal', () => {
    expect(discountCents({ type: 'percent', value: 10 }, 3705)).toBe(371);
    expect(discountCents({ type: 'percent', value: 10 }, 3704)).toBe(370);
    expect(discountCents({ type: 'percent', value: 12.5 }, 999)).toBe(125);
    expect(discountCents({ type: 'percent', value: 150 }, 1000)).toBe(1000);
    expect(discountCents({ type: 'percent', value: 10 }, 0)).toBe(0);
  });

  it('takes a fixed amount off, capped at the subtotal', () => {
    expect(discountCents({ type: 'fixed', value: 5 }, 3000)).toBe(500);
    expect(discountCents({ type: 'fixed', value: 5 }, 320)).toBe(320);
    expect(discountCents({ type: 'fixed', value: 0.1 + 0.2 }, 1000)).toBe(30);
  });
});

describe('whether a coupon applies', () => {
  it('applies an active coupon within its dates, minimum and uses', () => {
    const rules = coupon({
      type: 'fixed',
      value: 5,
      minTotal: 30,
      validFrom: '2026-05-01T00:00:00.000Z',
      validUntil: '2026-07-01T00:00:00.000Z',
      maxUses: 10,
      usesCount: 9,
    });
    expect(checkCoupon(rules, context(3000))).toEqual({ problem: null, discountCents: 500 });
  });

  it('says why it does not apply', () => {
    const problem = (overrides: Parameters<typeof coupon>[0], subtotal = 5000, used: string | null = null) =>
      checkCoupon(coupon({ code: 'X', ...overrides }), context(subtotal, used)).problem?.replace(/\s/g, ' ');
    expect(problem({ isActive: false })).toBe('El cupón X ya no está activo.');
    expect(problem({ validFrom: '2026-06-02T00:00:00.000Z' })).toBe('El cupón X todavía no está vigente.');
    expect(problem({ validUntil: '2026-06-01T12:00:00.000Z' })).toBe('El cupón X ya venció.');
    expect(problem({ maxUses: 3, usesCount: 3 })).toBe('El cupón X ya alcanzó su número máximo de usos.');
    expect(problem({ oncePerCustomer: true }, 5000, 'o-1')).toBe('Ya usaste el cupón X en otro pedido.');
    expect(problem({ oncePerCustomer: false }, 5000, 'o-1')).toBeUndefined();
    expect(problem({ minTotal: 30 }, 2999)).toBe('El cupón X es válido en pedidos de 30,00 € o más.');
    expect(checkCoupon(coupon({ isActive: false }), context(5000)).discountCents).toBe(0);
  });

  it('shows the discount, the minimum and the reason on the cart', () => {
    const rules = coupon({ code: 'FRESCA5', type: 'fixed', value: 5, minTotal: 30 });
    expect(couponView(rules, checkCoupon(rules, context(4000)))).toEqual({
      code: 'FRESCA5',
      type: 'fixed',
      value: 5,
      discount: 5,
      minTotal: 30,
    });
    expect(couponView(rules, checkCoupon(rules, context(1000)))).toMatchObject({
      discount: 0,
      notice: expect.stringContaining('FRESCA5'),
    });
  });
});

describe('coupon items', () => {
  it('round-trips through its item and refuses malformed ones', () => {
    const rules = coupon({ minTotal: 30, maxUses: 5, validUntil: '2027-01-01T00:00:00.000Z' });
    const item = couponItem(rules);
    expect(item).toMatchObject({
      PK: 'COUPON#BIENVENIDA10',
      SK: 'COUPON',
      GSI1PK: 'COUPONS',
      entity: 'Coupon',
    });
    expect(toCouponDefinition(item)).toEqual(rules);
    expect(toCouponDefinition({ ...item, type: 'gift' })).toBeNull();
    expect(toCouponDefinition({ ...item, value: -1 })).toBeNull();
    expect(toCouponDefinition(undefined)).toBeNull();
  });
});
