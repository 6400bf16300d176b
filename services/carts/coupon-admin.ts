/**
 * Coupon management by admins (beyond the original API; routes under /v1/orders because server carts are consumer-only;
 * served by the carts function, which applies the coupons to carts):
 *   - GET /v1/orders/coupons?limit&nextToken: every coupon by code, one Query of GSI1 `COUPONS` (paged);
 *   - POST /v1/orders/coupons: a new coupon (shared/contracts/carts/coupon-schemas.ts), active at once, stored exactly like the
 *     seed's (services/carts/coupons.ts couponItem) with a Put conditioned on the code being free
 *     (409 'Ya existe un cupón con el código X.'); a consumer can apply it right away (carts read it consistently);
 *   - PATCH /v1/orders/coupons/{code} {isActive}: activate or deactivate (404 'El cupón X no existe.'). A
 *     deactivated coupon stops applying to carts and checkouts (checkCoupon); orders already placed keep theirs.
 */
import type { CouponDefinition } from '../../shared/contracts/orders/entities.js';
import { COUPON_ADMIN_MESSAGES } from '../../shared/messages/coupon-admin.js';
import type { CouponCreateInput } from '../../shared/contracts/carts/coupon-schemas.js';
import { couponItem, toCouponDefinition } from './coupons.js';
import { couponKeys } from '../lib/data/keys.js';
import { decodePageToken, encodePageToken } from '../lib/data/page-token.js';
import { queryPage } from '../lib/data/paged-query.js';
import { readEnv } from '../lib/env.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import type { CartsEndpoints } from '../../shared/contracts/carts/contract.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { putItem, updateItem } from '../lib/data/item-commands.js';

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const COUPONS_PARTITION = couponKeys.all('').GSI1PK;

export const listCoupons: Handler<CartsEndpoints['couponsList']> = async ({ query }) => {
  const startKey = decodePageToken(query.nextToken, {
    attributes: KEY_ATTRIBUTES,
    accepts: (key) => key.GSI1PK === COUPONS_PARTITION && key.PK === `COUPON#${key.GSI1SK}`,
  });
  const page = await queryPage({
    input: {
      TableName: readEnv().tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': COUPONS_PARTITION },
    },
    limit: query.limit,
    startKey,
    keyAttributes: KEY_ATTRIBUTES,
  });
  const coupons = page.items
    .map((item) => toCouponDefinition(item))
    .filter((coupon): coupon is CouponDefinition => coupon !== null);
  return { data: { coupons, nextToken: encodePageToken(page.lastKey) } };
};

/** The stored coupon of a create request (active, never used). */
export function newCoupon(input: CouponCreateInput, now: Date): CouponDefinition {
  const at = now.toISOString();
  const coupon: CouponDefinition = {
    code: input.code,
    type: input.type,
    value: input.value,
    usesCount: 0,
    oncePerCustomer: input.oncePerCustomer ?? false,
    isActive: true,
    createdAt: at,
    updatedAt: at,
  };
  if (input.description) coupon.description = input.description;
  if (input.minTotal !== undefined) coupon.minTotal = input.minTotal;
  if (input.validFrom) coupon.validFrom = input.validFrom;
  if (input.validUntil) coupon.validUntil = input.validUntil;
  if (input.maxUses !== undefined) coupon.maxUses = input.maxUses;
  return coupon;
}

export const createCoupon: Handler<CartsEndpoints['couponsCreate']> = async ({ body }) => {
  const coupon = newCoupon(body, new Date());
  try {
    await putItem({ Item: couponItem(coupon), ConditionExpression: 'attribute_not_exists(PK)' });
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(COUPON_ADMIN_MESSAGES.exists(coupon.code));
    throw error;
  }
  return { message: COUPON_ADMIN_MESSAGES.created(coupon.code), data: { coupon } };
};

export const updateCoupon: Handler<CartsEndpoints['couponsUpdate']> = async ({ params, body }) => {
  try {
    const answer = await updateItem({
      Key: couponKeys.item(params.code),
      UpdateExpression: 'SET isActive = :active, updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':active': body.isActive, ':at': new Date().toISOString() },
      ReturnValues: 'ALL_NEW',
    });
    const coupon = toCouponDefinition(answer.Attributes);
    if (!coupon) throw notFound(COUPON_ADMIN_MESSAGES.notFound(params.code));
    return {
      message: (body.isActive ? COUPON_ADMIN_MESSAGES.activated : COUPON_ADMIN_MESSAGES.deactivated)(
        params.code,
      ),
      data: { coupon },
    };
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(COUPON_ADMIN_MESSAGES.notFound(params.code));
    throw error;
  }
};
