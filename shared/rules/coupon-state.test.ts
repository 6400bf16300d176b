import { describe, expect, it } from 'vitest';
import { COUPON_STATE_LABELS, couponState } from './coupon-state.js';

const now = new Date('2026-06-15T12:00:00.000Z');
const coupon = (extra: Partial<Parameters<typeof couponState>[0]> = {}) => ({
  isActive: true,
  usesCount: 0,
  ...extra,
});

describe("a coupon's state", () => {
  it("reads activo, inactivo, programado, vencido and agotado, in the cart refusals' order", () => {
    expect(couponState(coupon(), now)).toBe('active');
    expect(couponState(coupon({ isActive: false, validUntil: '2025-09-01T00:00:00.000Z' }), now)).toBe(
      'inactive',
    );
    expect(couponState(coupon({ validFrom: '2026-07-01T00:00:00.000Z' }), now)).toBe('scheduled');
    // VERANO2025: switched on but its dates are over.
    expect(
      couponState(
        coupon({ validFrom: '2025-06-01T00:00:00.000Z', validUntil: '2025-09-01T00:00:00.000Z' }),
        now,
      ),
    ).toBe('expired');
    expect(couponState(coupon({ validUntil: now.toISOString() }), now)).toBe('expired');
    expect(couponState(coupon({ maxUses: 3, usesCount: 3 }), now)).toBe('used_up');
    expect(couponState(coupon({ maxUses: 3, usesCount: 2 }), now)).toBe('active');
    expect(COUPON_STATE_LABELS.expired).toBe('Vencido');
  });
});
