/**
 * POST /v1/subscriptions {items, interval, shippingInfo, paymentMethod} (consumer): a box of one farm's
 * subscribable products, placed every interval from its first order date (the first date whose cut-off is
 * still ahead). Bank transfer and pay on delivery start `active`; every refusal (404 product, 422 not
 * subscribable / interval / farms / method) is answered before anything is written.
 */
import { randomUUID } from 'node:crypto';
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import { firstOrderDate } from '../../shared/rules/subscriptions/cycle-dates.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { unauthorized, unprocessable } from '../lib/errors.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { readProducts } from '../products/index.js';
import { availableMethods, cardReady, readPaymentSettings } from '../shop/index.js';
import { checkBox } from './box.js';
import { cutoffRuleFor } from './cutoff.js';
import { putNewSubscription } from './store.js';
import { toSubscription, type StoredSubscription } from './subscription-record.js';

export async function createSubscription({
  principal,
  body,
}: RouteRequest<SubscriptionsEndpoints['create']>): RouteAnswer<SubscriptionsEndpoints['create']> {
  if (!principal) throw unauthorized();
  const [products, settings, card, account] = await Promise.all([
    readProducts(body.items.map((item) => item.productId)),
    readPaymentSettings(),
    cardReady(),
    getDirectoryUser(principal.userId),
  ]);
  const box = checkBox(body.items, body.interval, products);
  const refuseMethod = (message: string) => unprocessable(message, [{ field: 'paymentMethod', message }]);
  if (!availableMethods(settings, card).includes(body.paymentMethod)) throw refuseMethod(M.methodNotOffered);
  if (body.paymentMethod === 'card') throw refuseMethod(M.cardSoon);

  const now = new Date();
  const cutoffOf = await cutoffRuleFor(box.producerId);
  const nextOrderDate = firstOrderDate(now, cutoffOf);
  const createdAt = now.toISOString();
  const email = principal.email || account?.email;
  const subscription: StoredSubscription = {
    id: randomUUID(),
    userId: principal.userId,
    consumer: {
      ...(email ? { email } : {}),
      ...(account?.fullName ? { fullName: account.fullName } : {}),
    },
    status: 'active',
    interval: body.interval,
    items: box.items,
    nextOrderDate,
    cutoffAt: cutoffOf(nextOrderDate),
    paymentMethod: body.paymentMethod,
    shippingInfo: body.shippingInfo,
    producerId: box.producerId,
    ...(box.producerName ? { producerName: box.producerName } : {}),
    failedCharges: 0,
    cycles: [],
    createdAt,
    updatedAt: createdAt,
  };
  await putNewSubscription(subscription);
  return { message: M.created, data: { subscription: toSubscription(subscription) } };
}
