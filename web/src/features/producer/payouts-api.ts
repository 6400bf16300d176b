/**
 * What the farm's "Cobros" page reads and asks, through the typed client (lib/api/endpoints.ts): its balance
 * with the lines and payouts behind it (GET /v1/orders/producer/balance), its Stripe Connect account
 * (GET /v1/payments/connect) and the link to Stripe's onboarding (POST /v1/payments/connect). Kept apart per
 * signed-in user.
 */
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

/** The farm's balance (an admin names the farm with `producerId`; no user: nothing to read). */
export const useProducerBalance = (producerId: string | undefined, userId: string | undefined) =>
  useApi(api.payments.balance, userId ? { query: { producerId } } : null, { scope: userId });

/** The farm's Stripe Connect account (producers only; null: not asked). */
export const useConnectAccount = (enabled: boolean, userId: string | undefined) =>
  useApi(api.payments.connect, enabled && userId ? {} : null, {
    scope: userId,
    revalidateOnFocus: true,
  });

/** Starts or continues the Stripe onboarding: answers Stripe's page to go to. */
export const connectLink = () => api.payments.connectLink();
