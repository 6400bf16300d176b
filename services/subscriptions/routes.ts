/** The subscriptions domain's handlers, by endpoint of its contract (shared/contracts/subscriptions/contract.ts). */
import type { subscriptionsContract } from '../../shared/contracts/subscriptions/contract.js';
import type { Handlers } from '../lib/http/types.js';
import { subscriptionsAdminView } from './admin-view.js';
import { createSubscription } from './create.js';
import { farmSubscriptions } from './farm-view.js';
import { firstBox } from './first-box.js';
import { getSubscription, listSubscriptions } from './read-routes.js';
import { updateSubscription } from './update.js';

export const subscriptionsRoutes: Handlers<typeof subscriptionsContract> = {
  create: createSubscription,
  list: listSubscriptions,
  producer: farmSubscriptions,
  admin: subscriptionsAdminView,
  firstBox,
  get: getSubscription,
  update: updateSubscription,
};
