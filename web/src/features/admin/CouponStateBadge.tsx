import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import '../../components/status-badge.css';
import { COUPON_STATE_LABELS, couponState, type CouponState } from '../../../../shared/rules/coupon-state.js';

/** The badge's tone (cards-forms.css) for each coupon state. */
const TONES: Record<CouponState, string> = {
  active: 'success',
  inactive: 'muted',
  scheduled: 'info',
  expired: 'muted',
  used_up: 'warning',
};

/**
 * A coupon's state in the admin's list (shared/rules/coupon-state.ts, the rule the cart applies): «Activo»,
 * «Inactivo», «Programado», «Vencido» or «Agotado». The switch beside it only turns the coupon on or off.
 */
export function CouponStateBadge({ coupon, now = new Date() }: { coupon: CouponDefinition; now?: Date }) {
  const state = couponState(coupon, now);
  return (
    <span className={`status-badge tone-${TONES[state]}`} data-coupon-state={state}>
      {COUPON_STATE_LABELS[state]}
    </span>
  );
}
