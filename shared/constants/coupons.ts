/** Coupons: codes, descriptions and use limits. */

/** Coupon codes: letters, digits, '-' and '_', upper-cased, at most this long. */
export const COUPON_CODE_MAX_LENGTH = 40;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** A coupon created by an admin: its code has at least this many characters. */
export const COUPON_CODE_MIN_LENGTH = 3;
/** Most a coupon's description may hold. */
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** Most uses a coupon may be limited to (a bound, not a default: without maxUses it is unlimited). */
export const COUPON_MAX_USES = 1_000_000;
