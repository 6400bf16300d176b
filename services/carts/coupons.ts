/**
 * Coupons: their stored rules (couponKeys.item), whether one applies to a cart and how much it takes off.
 * The maths is pure and in whole cents: percent = value % of the subtotal rounded to the cent; fixed = value,
 * never more than the subtotal. The checkout transaction counts a use (maxUses) and records a customer's use
 * (oncePerCustomer); cancelling the order gives both back.
 */
import { COUPON_MESSAGES } from '../../shared/messages/coupon.js';
import { COUPON_TYPES, type Coupon } from '../../shared/contracts/carts/entities.js';
import { type CouponDefinition } from '../../shared/contracts/orders/entities.js';
import { couponState, type CouponState } from '../../shared/rules/coupon-state.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import { couponKeys } from '../lib/data/keys.js';
import { getItem } from '../lib/data/item-commands.js';

type Item = Record<string, unknown>;

export const COUPON_ENTITY = 'Coupon';
export const COUPON_USE_ENTITY = 'CouponCustomerUse';

const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The coupon of an item; null when the item is not a well-formed coupon. */
export function toCouponDefinition(item: Item | undefined): CouponDefinition | null {
  if (!item || item.SK !== 'COUPON' || typeof item.code !== 'string') return null;
  const type = COUPON_TYPES.find((candidate) => candidate === item.type);
  const value = optionalNumber(item.value);
  if (!type || value === undefined || value <= 0) return null;
  const definition: CouponDefinition = {
    code: item.code,
    type,
    value,
    usesCount: optionalNumber(item.usesCount) ?? 0,
    oncePerCustomer: item.oncePerCustomer === true,
    isActive: item.isActive === true,
    createdAt: optionalText(item.createdAt) ?? '',
    updatedAt: optionalText(item.updatedAt) ?? optionalText(item.createdAt) ?? '',
  };
  const extras: Partial<CouponDefinition> = {
    description: optionalText(item.description),
    minTotal: optionalNumber(item.minTotal),
    validFrom: optionalText(item.validFrom),
    validUntil: optionalText(item.validUntil),
    maxUses: optionalNumber(item.maxUses),
  };
  for (const [name, extra] of Object.entries(extras))
    if (extra !== undefined) Object.assign(definition, { [name]: extra });
  return definition;
}

/** The coupon's item as stored (the seed and, later, administration write it). */
export function couponItem(definition: CouponDefinition): Item {
  return {
    ...couponKeys.item(definition.code),
    ...couponKeys.all(definition.code),
    entity: COUPON_ENTITY,
    ...definition,
  };
}

export async function readCoupon(code: string): Promise<CouponDefinition | null> {
  const { Item: item } = await getItem({ Key: couponKeys.item(code), ConsistentRead: true });
  return toCouponDefinition(item);
}

/** The order in which a once-per-customer coupon was used by `userId`, or null. */
export async function customerUseOf(code: string, userId: string): Promise<string | null> {
  const { Item: item } = await getItem({ Key: couponKeys.customerUse(code, userId), ConsistentRead: true });
  return typeof item?.orderId === 'string' ? item.orderId : null;
}

/** Cents a coupon takes off a subtotal when it applies. */
export function discountCents(
  definition: Pick<CouponDefinition, 'type' | 'value'>,
  subtotalCents: number,
): number {
  if (subtotalCents <= 0) return 0;
  const cents =
    definition.type === 'percent'
      ? Math.round((subtotalCents * Math.min(definition.value, 100)) / 100)
      : toCents(definition.value);
  return Math.max(0, Math.min(cents, subtotalCents));
}

export interface CouponCheck {
  /** Why it does not apply (Spanish, for the consumer); null when it applies. */
  problem: string | null;
  discountCents: number;
}

export interface CouponContext {
  subtotalCents: number;
  now: Date;
  /** The order in which this consumer already used it (once-per-customer coupons), if any. */
  usedInOrder: string | null;
}

/** Why a coupon that is not active (shared/rules/coupon-state.ts) does not apply. */
const STATE_REFUSALS: Record<Exclude<CouponState, 'active'>, (code: string) => string> = {
  inactive: COUPON_MESSAGES.inactive,
  scheduled: COUPON_MESSAGES.notYetValid,
  expired: COUPON_MESSAGES.expired,
  used_up: COUPON_MESSAGES.usedUp,
};

/** Whether a coupon applies to a cart now, and its discount. */
export function checkCoupon(definition: CouponDefinition, context: CouponContext): CouponCheck {
  const { code } = definition;
  const refuse = (problem: string): CouponCheck => ({ problem, discountCents: 0 });
  const state = couponState(definition, context.now);
  if (state !== 'active') return refuse(STATE_REFUSALS[state](code));
  if (definition.oncePerCustomer && context.usedInOrder) return refuse(COUPON_MESSAGES.alreadyUsed(code));
  if (definition.minTotal !== undefined && context.subtotalCents < toCents(definition.minTotal))
    return refuse(COUPON_MESSAGES.belowMinimum(code, definition.minTotal));
  return { problem: null, discountCents: discountCents(definition, context.subtotalCents) };
}

/** The coupon as a cart or an order shows it. */
export function couponView(definition: CouponDefinition, check: CouponCheck): Coupon {
  return {
    code: definition.code,
    type: definition.type,
    value: definition.value,
    discount: fromCents(check.discountCents),
    ...(definition.minTotal !== undefined ? { minTotal: definition.minTotal } : {}),
    ...(check.problem ? { notice: check.problem } : {}),
  };
}
