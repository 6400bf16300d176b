/** The coupon admin's calls (GET, POST /v1/orders/coupons, PATCH /v1/orders/coupons/{code}), on the typed client. */
import useSWR from 'swr';
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { CartsEndpoints } from '../../../../shared/contracts/carts/contract.js';
import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import { api } from '../../lib/api/endpoints';

/** At most this many pages of coupons are read (100 each). */
const MAX_PAGES = 10;

export async function fetchAllCoupons(): Promise<CouponDefinition[]> {
  const coupons: CouponDefinition[] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data = await api.carts.couponsList({ query: { limit: 100, nextToken } });
    coupons.push(...(Array.isArray(data?.coupons) ? data.coupons : []));
    if (!data?.nextToken) break;
    nextToken = data.nextToken;
  }
  return coupons;
}

/** Every coupon, one list (its own key: not an answer of the API but all its pages together). */
export const useAllCoupons = (userId: string | undefined) =>
  useSWR(userId ? ['carts.couponsList', 'all', userId] : null, fetchAllCoupons);

export const createCoupon = (body: ClientInput<CartsEndpoints['couponsCreate']>['body']) =>
  api.carts.couponsCreate({ body });

export const setCouponActive = (code: string, isActive: boolean) =>
  api.carts.couponsUpdate({ params: { code }, body: { isActive } });
