/**
 * GET /v1/subscriptions/producer (a producer: its own farm; an admin: the farm named by producerId): the farm's
 * subscribers that are not cancelled (name and city of the box's address, status, interval, next cycle, box) and
 * the quantities its active boxes need in each of the next weeks (shared/rules/subscriptions/forecast.ts).
 */
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import type { FarmSubscriber } from '../../shared/contracts/subscriptions/entities.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import { madridDate } from '../../shared/rules/subscriptions/cycle-dates.js';
import { forecastWeeks } from '../../shared/rules/subscriptions/forecast.js';
import { unauthorized, unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { producerScope } from '../lib/producer-scope.js';
import { readFarmSubscriptions } from './store-farm.js';
import type { StoredSubscription } from './subscription-record.js';

const toSubscriber = (s: StoredSubscription): FarmSubscriber => ({
  subscriptionId: s.id,
  customer: s.shippingInfo.fullName,
  city: s.shippingInfo.city,
  status: s.status,
  interval: s.interval,
  nextOrderDate: s.status === 'active' ? s.nextOrderDate : null,
  items: s.items.map(({ productId, name, quantity, unit }) => ({ productId, name, quantity, unit })),
});

export const farmSubscriptions: Handler<SubscriptionsEndpoints['producer']> = async ({
  principal,
  query,
}) => {
  if (!principal) throw unauthorized();
  const producerId = producerScope(principal, query.producerId);
  if (!producerId) throw unprocessable(M.farmRequired, [{ field: 'producerId', message: M.farmRequired }]);
  const stored = (await readFarmSubscriptions(producerId)).filter((s) => s.status !== 'cancelled');
  return {
    message: M.farmListed,
    data: {
      subscribers: stored.map(toSubscriber),
      forecast: forecastWeeks(stored, madridDate(new Date())),
    },
  };
};
