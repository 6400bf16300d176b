/** What the consumer's subscription screens read and change, through the typed client (lib/api/endpoints.ts). */
import type { ClientInput } from '../../../../shared/contracts/kit.js';
import type { SubscriptionsEndpoints } from '../../../../shared/contracts/subscriptions/contract.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';

export type SubscriptionChange = NonNullable<ClientInput<SubscriptionsEndpoints['update']>['body']>;
export type NewSubscription = NonNullable<ClientInput<SubscriptionsEndpoints['create']>['body']>;

/** The consumer's subscriptions (null user: nothing to read), kept apart per user. */
export const useMySubscriptions = (userId: string | undefined) =>
  useApi(api.subscriptions.list, userId ? {} : null, { scope: userId });

/** One product (the box the consumer is subscribing to). */
export const useBoxProduct = (id: string | null) => useApi(api.products.get, id ? { params: { id } } : null);

/** When a box of the product would go out first, on its farm's calendar (GET .../first-box/{productId}). */
export const useFirstBox = (productId: string) =>
  useApi(api.subscriptions.firstBox, { params: { productId } });

export const createSubscription = (body: NewSubscription) => api.subscriptions.create({ body });

export const changeSubscription = (id: string, body: SubscriptionChange) =>
  api.subscriptions.update({ params: { id }, body });

/** The shop's payment options now (which methods a new box may use). */
export const usePaymentOptions = () => useApi(api.payments.options, {});
