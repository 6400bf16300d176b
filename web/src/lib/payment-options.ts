/**
 * The ways the shop takes money now (GET /v1/payments/options, public), for the screens that speak of paying
 * before the checkout (the cart, the product page): their sentence follows what the checkout will offer
 * (shared/messages/payment-labels.ts offeredPaymentText), never a fixed promise. Null until it is read (or when
 * it cannot be): the screens then say nothing of payment rather than something untrue.
 */
import { offeredPaymentText } from '../../../shared/messages/payment-labels.js';
import { api } from './api/endpoints';
import { useApi } from './api/use-api';

export function useOfferedPaymentText(): string | null {
  const options = useApi(api.payments.options, {}, { revalidateOnFocus: false });
  // A stale or foreign answer in the cache without options: nothing said.
  const methods = options.data?.options?.methods;
  return methods && methods.length > 0 ? offeredPaymentText(methods) : null;
}
