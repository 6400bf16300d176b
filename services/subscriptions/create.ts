/**
 * POST /v1/subscriptions {items, interval, shippingInfo, paymentMethod} (consumer): a box of one farm's
 * subscribable products, placed every interval from its first order date (the first date whose cut-off is
 * still ahead). Bank transfer and pay on delivery start `active`; a card starts `incomplete` with `setupUrl`, the
 * provider's page that saves it (card-setup.ts), and becomes active once saved (activate-card.ts). Every refusal (404 product, 422 not
 * subscribable / interval / farms / method / an address in a zone the shop does not serve) is answered before
 * anything is written.
 */
import { randomUUID } from 'node:crypto';
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import { firstOrderDate } from '../../shared/rules/subscriptions/cycle-dates.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { ORDER_PAYMENT_MESSAGES as PAYMENT_MESSAGES } from '../../shared/messages/order-payment.js';
import { isStripeUnavailable } from '../lib/clients/stripe.js';
import { serviceUnavailable, unauthorized, unprocessable } from '../lib/errors.js';
import { requestSiteUrl } from '../lib/site-url.js';
import { cardSetupPage } from './card-setup.js';
import type { Handler } from '../lib/http/types.js';
import { readProducts } from '../products/index.js';
import { availableMethods, cardReady, readPaymentSettings } from '../shop/index.js';
import { checkBox } from './box.js';
import { cycleRuleFor } from './cutoff.js';
import { putNewSubscription } from './store.js';
import { toSubscription, type StoredSubscription } from './subscription-record.js';
import { refuseUnservedAddress } from './zone.js';

export const createSubscription: Handler<SubscriptionsEndpoints['create']> = async ({
  principal,
  body,
  event,
}) => {
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
  refuseUnservedAddress(body.shippingInfo, settings.shipping);

  const email = principal.email || account?.email;
  const now = new Date();
  const rule = await cycleRuleFor(box.producerId);
  const nextOrderDate = firstOrderDate(now, rule);
  const createdAt = now.toISOString();
  const id = randomUUID();
  // A card is saved first on the provider's page (setup mode); the subscription waits for it (`incomplete`).
  const setup =
    body.paymentMethod === 'card'
      ? await cardSetupPage({
          subscriptionId: id,
          userId: principal.userId,
          ...(email ? { email } : {}),
          siteUrl: requestSiteUrl(event.headers ?? {}),
        }).catch((error: unknown) => {
          if (isStripeUnavailable(error)) throw serviceUnavailable(PAYMENT_MESSAGES.providerUnavailable);
          throw error;
        })
      : null;
  const subscription: StoredSubscription = {
    id,
    userId: principal.userId,
    consumer: {
      ...(email ? { email } : {}),
      ...(account?.fullName ? { fullName: account.fullName } : {}),
    },
    status: setup ? 'incomplete' : 'active',
    interval: body.interval,
    items: box.items,
    nextOrderDate,
    cutoffAt: rule.cutoffOf(nextOrderDate),
    paymentMethod: body.paymentMethod,
    ...(setup ? { card: { customerId: setup.customerId } } : {}),
    shippingInfo: body.shippingInfo,
    producerId: box.producerId,
    ...(box.producerName ? { producerName: box.producerName } : {}),
    failedCharges: 0,
    cycles: [],
    createdAt,
    updatedAt: createdAt,
  };
  await putNewSubscription(subscription);
  return setup
    ? { message: M.createdCard, data: { subscription: toSubscription(subscription), setupUrl: setup.url } }
    : { message: M.created, data: { subscription: toSubscription(subscription) } };
};
