/**
 * PATCH /v1/subscriptions/{id} {status?, items?, interval?, skipNext?, shippingInfo?} (the subscription's
 * consumer; another's: 404). The rules are change-plan.ts's; new items or a new interval are checked against the
 * products as they are now (box.ts); a new address, or a box going on again, against the zones the shop serves now
 * (422 otherwise, zone.ts). The write is conditioned on the version read: nothing is written on any refusal.
 */
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import type { Handler } from '../lib/http/types.js';
import { readProducts } from '../products/index.js';
import { readShopShipping } from '../shop/index.js';
import { checkBox } from './box.js';
import { planChange } from './change-plan.js';
import { cycleRuleFor } from './cutoff.js';
import { ownSubscription } from './read-routes.js';
import { writeSubscriptionChange } from './store.js';
import { toSubscription } from './subscription-record.js';
import { refuseUnservedAddress } from './zone.js';

export const updateSubscription: Handler<SubscriptionsEndpoints['update']> = async ({
  principal,
  params,
  body,
}) => {
  const current = await ownSubscription(principal, params.id);
  const rule = await cycleRuleFor(current.producerId);
  // New lines, or the current ones at a new interval, must be sold at that interval by the same farm.
  const boxChanges = body.items !== undefined || body.interval !== undefined;
  const requested = body.items ?? current.items.map(({ productId, quantity }) => ({ productId, quantity }));
  const items = boxChanges
    ? checkBox(
        requested,
        body.interval ?? current.interval,
        await readProducts(requested.map((i) => i.productId)),
        current.producerId,
      ).items
    : undefined;
  const next = planChange(current, body, { now: new Date(), rule, ...(body.items ? { items } : {}) });
  if (body.shippingInfo || (next.status === 'active' && current.status !== 'active'))
    refuseUnservedAddress(next.shippingInfo, await readShopShipping());
  await writeSubscriptionChange(next, current.updatedAt);
  return {
    message: body.shippingInfo ? M.addressChanged : M.updated,
    data: { subscription: toSubscription(next) },
  };
};
