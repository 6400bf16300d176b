/** What the checkout and the order confirmation read and send, through the typed client (lib/api/endpoints.ts). */
import type { Order, ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contracts/orders/schemas.js';
import { api, request } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/**
 * The signed-in consumer's profile (to prefill the shipping form), kept apart per user under
 * `['profile.get', {}, userId]`: the key the profile screen reads too (keep the two alike).
 */
export const useCheckoutProfile = (userId: string | undefined) =>
  useApi(api.profile.get, userId ? {} : null, { scope: userId });

/**
 * Places the order: POST /v1/orders/checkout with the attempt's Idempotency-Key. The whole answer: its HTTP
 * status tells a new order (201) from a replayed one (200).
 */
export function submitCheckout(shippingInfo: ShippingInfo, idempotencyKey: string) {
  // 'Idempotency-Key': the contract declares it lower-cased, as API Gateway hands it over; the client takes
  // either spelling (header names are case-insensitive).
  return request(api.orders.checkout.endpoint, {
    body: { shippingInfo },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * The order just placed, read for its owner (null id: nothing to read), kept apart per user. `given` (the
 * order the checkout handed over) shows at once and is not read again on mount.
 */
export const useConfirmedOrder = (orderId: string | null, userId: string | undefined, given?: Order) =>
  useApi(api.orders.consumerGet, orderId ? { params: { id: orderId } } : null, {
    scope: userId,
    fallbackData: given ? { order: given } : undefined,
    revalidateOnMount: !given,
  });
