/**
 * A product's `subscription` (the product form), apart from the subscriptions endpoints' schemas: the products
 * contract imports only this, so the products function does not bundle the subscriptions' payment and shipping
 * schemas (each function's bundle at most 150 KB, infra/cdk/pitahaya-stack.test.ts).
 */
import * as z from 'zod/mini';
import { SUBSCRIPTION_VALIDATION as M } from '../../messages/subscriptions.js';
import { SUBSCRIPTION_INTERVALS, type SubscriptionInterval } from './entities.js';

export const subscriptionIntervalSchema = z.enum(SUBSCRIPTION_INTERVALS, { error: M.intervalInvalid });

/** A product's `subscription` (the product form): the intervals it is offered at, each once, kept in the shop's order. */
export const productSubscriptionSchema = z.pipe(
  z.object(
    {
      intervals: z.array(subscriptionIntervalSchema, { error: M.intervalsRequired }).check(
        z.minLength(1, { error: M.intervalsRequired }),
        z.maxLength(SUBSCRIPTION_INTERVALS.length, { error: M.intervalsRepeated }),
        z.refine((list: readonly string[]) => new Set(list).size === list.length, {
          error: M.intervalsRepeated,
        }),
      ),
    },
    { error: M.subscriptionInvalid },
  ),
  z.transform((value: { intervals: SubscriptionInterval[] }) => ({
    intervals: SUBSCRIPTION_INTERVALS.filter((interval) => value.intervals.includes(interval)),
  })),
);
