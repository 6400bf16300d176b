/** What the checkout and the order confirmation read and send, through the typed client (lib/api/endpoints.ts). */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { OrdersEndpoints } from '../../../../shared/contracts/orders/contract.js';
import type { Order } from '../../../../shared/contracts/orders/entities.js';
import type { SavedAddress } from '../../../../shared/contracts/profile/entities.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contracts/orders/schemas.js';
import { api, request } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { awaitsCardPayment } from '../../lib/payment-status';

/** While a card payment is awaited, the confirmation reads the order this often, for at most POLL_FOR_MS. */
export const POLL_EVERY_MS = 2000;
export const POLL_FOR_MS = 2 * 60 * 1000;

/** The methods a shopper can choose now, the default one and the shop's account (public). */
export const usePaymentOptions = (enabled = true) =>
  useApi(api.payments.options, enabled ? {} : null, { revalidateOnFocus: false });

/**
 * The signed-in consumer's profile (to prefill the shipping form), kept apart per user under
 * `['profile.get', {}, userId]`: the key the profile screen reads too (keep the two alike).
 */
export const useCheckoutProfile = (userId: string | undefined) =>
  useApi(api.profile.get, userId ? {} : null, { scope: userId });

/** Saves the address for the next checkout (PUT /v1/users/profile {shippingAddress}); answers the profile. */
export const saveShippingAddress = (shippingAddress: SavedAddress) =>
  request(api.profile.update.endpoint, { body: { shippingAddress } });

/** What POST /v1/orders/checkout takes: shippingInfo, and optionally the method, pickups and billing. */
export type CheckoutBody = NonNullable<ClientInput<OrdersEndpoints['checkout']>['body']>;

/**
 * Places the order: POST /v1/orders/checkout with the attempt's Idempotency-Key. The whole answer: its HTTP
 * status tells a new order (201) from a replayed one (200).
 */
export function submitCheckout(body: CheckoutBody, idempotencyKey: string) {
  // 'Idempotency-Key': the contract declares it lower-cased, as API Gateway hands it over; the client takes
  // either spelling (header names are case-insensitive).
  return request(api.orders.checkout.endpoint, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** A new card page for the consumer's unpaid order (POST /v1/orders/{id}/payment). */
export const retryPayment = (orderId: string) => api.orders.retryPayment({ params: { id: orderId } });

/**
 * The order just placed, read for its owner (null id: nothing to read), kept apart per user. `given` (the
 * order the checkout handed over) shows at once and is not read again on mount.
 */
export const useConfirmedOrder = (
  orderId: string | null,
  userId: string | undefined,
  given?: Order,
  /** When the screen started waiting for a card payment (ms): polled every POLL_EVERY_MS until paid or late. */
  pollingSince?: number,
) =>
  useApi(api.orders.consumerGet, orderId ? { params: { id: orderId } } : null, {
    scope: userId,
    fallbackData: given ? { order: given } : undefined,
    revalidateOnMount: !given,
    refreshInterval: (latest) =>
      pollingSince !== undefined &&
      awaitsCardPayment(latest?.order) &&
      Date.now() - pollingSince < POLL_FOR_MS
        ? POLL_EVERY_MS
        : 0,
  });

/** The pickup slots the cart can be collected in, per farm that publishes them (read while one is chosen). */
export const useCartPickupSlots = (enabled: boolean) =>
  useApi(api.harvest.cartSlots, enabled ? {} : null, { revalidateOnFocus: false });
