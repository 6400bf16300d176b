/**
 * A coupon's state, the one rule for the carts and checkout (services/carts/coupons.ts checkCoupon) and
 * the admin's coupons screen: `inactive` (switched off), `scheduled` (validFrom still to come), `expired`
 * (validUntil passed; it is exclusive), `used_up` (usesCount reached maxUses), otherwise `active`. Checked in that
 * order, the order the cart's refusals have always had.
 */
import type { CouponDefinition } from '../contracts/orders/entities.js';

export const COUPON_STATES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export function couponState(
  coupon: Pick<CouponDefinition, 'isActive' | 'validFrom' | 'validUntil' | 'maxUses' | 'usesCount'>,
  now: Date,
): CouponState {
  const time = now.getTime();
  if (!coupon.isActive) return 'inactive';
  if (coupon.validFrom && time < Date.parse(coupon.validFrom)) return 'scheduled';
  if (coupon.validUntil && time >= Date.parse(coupon.validUntil)) return 'expired';
  if (coupon.maxUses !== undefined && coupon.usesCount >= coupon.maxUses) return 'used_up';
  return 'active';
}

/** The state as the admin reads it. */
export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'Activo',
  inactive: 'Inactivo',
  scheduled: 'Programado',
  expired: 'Vencido',
  used_up: 'Agotado',
};
