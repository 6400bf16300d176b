/**
 * Recurring boxes (issue 33, docs/subscriptions.md): a consumer's subscriptions, changed by the consumer until
 * each cycle's cut-off, and the farm's view of its subscribers. Each cycle is placed as a normal order by the
 * `subscriptions` scheduled job (services/subscriptions/cycle-job.ts).
 */
import { answer, defineContract, schemasOf } from '../kit.js';
import type {
  CreatedSubscriptionAnswer,
  FarmSubscriptions,
  Subscription,
  SubscriptionsOverview,
} from './entities.js';
import type * as Schemas from './schemas.js';

/** When a new box of a product would go out first, on its farm's calendar (or the shop's default). */
export interface FirstBoxAnswer {
  productId: string;
  /** The first cycle's date (YYYY-MM-DD, Madrid). */
  nextOrderDate: string;
  /** Until when that first box may be changed (ISO instant). */
  cutoffAt: string;
}

/** The schemas its endpoints pick from (by type: this file carries no zod). */
const schemas = schemasOf<typeof Schemas>();

/** The answer of a call about one of the caller's subscriptions: the subscription as it is now. */
const SUBSCRIPTION = answer<{ subscription: Subscription }>({ subscription: 'required' });

export const subscriptionsContract = defineContract(
  'subscriptions',
  '/v1/subscriptions',
  schemas,
  (route) => ({
    /** Subscribe to a box of one farm's subscribable products; with `card`, the page that saves the card. */
    create: route.post(
      '/v1/subscriptions',
      'consumer',
      answer<CreatedSubscriptionAnswer>({ subscription: 'required', setupUrl: 'optional' }, 201),
      (s) => ({ body: s.subscriptionCreateSchema }),
    ),
    /** The caller's subscriptions, newest first. */
    list: route.get(
      '/v1/subscriptions',
      'consumer',
      answer<{ subscriptions: Subscription[] }>({ subscriptions: 'required' }),
    ),
    /**
     * A farm's subscribers, each one's next cycle, and what the coming cycles need per week (the producer's
     * dashboard); an admin names the farm with producerId.
     */
    producer: route.get(
      '/v1/subscriptions/producer',
      'producer-or-admin',
      answer<FarmSubscriptions>({ subscribers: 'required', forecast: 'required' }),
      (s) => ({ query: s.farmSubscriptionsQuery }),
    ),
    /** The admins' view: subscriptions by status, failed card cycles, churn per month (the last 12 months). */
    admin: route.get(
      '/v1/subscriptions/admin',
      'admin',
      answer<SubscriptionsOverview>({ byStatus: 'required', failedCharges: 'required', churn: 'required' }),
    ),
    /**
     * The first box's date of a subscribable product (its farm's dispatch calendar, or the shop's default), for
     * «Suscríbete» and the subscribe form (public); a product unknown, inactive or not sold by subscription: 404.
     */
    firstBox: route.get(
      '/v1/subscriptions/first-box/{productId}',
      'public',
      answer<FirstBoxAnswer>({ productId: 'required', nextOrderDate: 'required', cutoffAt: 'required' }),
      (s) => ({ params: s.firstBoxParams }),
    ),
    /** One of the caller's subscriptions (another consumer's: 404). */
    get: route.get('/v1/subscriptions/{id}', 'consumer', SUBSCRIPTION, (s) => ({
      params: s.subscriptionIdParams,
    })),
    /**
     * Change items, quantities or interval, skip the next cycle, pause, resume or cancel (until the cut-off), or
     * the shipping address (ours: a box paused for its zone goes on at a served address).
     */
    update: route.patch('/v1/subscriptions/{id}', 'consumer', SUBSCRIPTION, (s) => ({
      params: s.subscriptionIdParams,
      body: s.subscriptionPatchSchema,
    })),
  }),
);

export type SubscriptionsEndpoints = typeof subscriptionsContract.endpoints;
