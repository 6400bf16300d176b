/** What the subscriptions endpoints take (issue 33, docs/subscriptions.md), with their Spanish messages. */
import * as z from 'zod/mini';
import { SUBSCRIPTION_VALIDATION as M } from '../../messages/subscriptions.js';
import { anyGiven, idParams, quantitySchema, requiredId } from '../fields.js';
import { producerIdFilter } from '../orders/id-schemas.js';
import { shippingInfoSchema } from '../orders/shipping-schema.js';
import { paymentMethodSchema } from '../payments/method-schemas.js';
import { subscriptionIntervalSchema } from './product-schemas.js';

export { productSubscriptionSchema, subscriptionIntervalSchema } from './product-schemas.js';

export const SUBSCRIPTION_ITEMS_MAX = 20;
export const SUBSCRIPTION_QUANTITY_MAX = 99;

const itemSchema = z.object({
  productId: requiredId(M.productIdRequired, M.productIdInvalid),
  quantity: quantitySchema(SUBSCRIPTION_QUANTITY_MAX, {
    invalid: M.quantityPositive,
    tooMany: M.quantityMax,
  }),
});

export const subscriptionItemsSchema = z.array(itemSchema, { error: M.itemsRequired }).check(
  z.minLength(1, { error: M.itemsRequired }),
  z.maxLength(SUBSCRIPTION_ITEMS_MAX, { error: M.itemsTooMany }),
  z.refine(
    (items: readonly { productId: string }[]) =>
      new Set(items.map((item) => item.productId)).size === items.length,
    { error: M.itemsRepeated },
  ),
);

/** POST /v1/subscriptions. */
export const subscriptionCreateSchema = z.object({
  items: subscriptionItemsSchema,
  interval: subscriptionIntervalSchema,
  shippingInfo: shippingInfoSchema,
  paymentMethod: paymentMethodSchema,
});

/** PATCH /v1/subscriptions/{id}: at least one change (`shippingInfo` is ours, optional). */
export const subscriptionPatchSchema = z
  .object({
    status: z.optional(z.enum(['active', 'paused', 'cancelled'], { error: M.statusInvalid })),
    items: z.optional(subscriptionItemsSchema),
    interval: z.optional(subscriptionIntervalSchema),
    skipNext: z.optional(z.literal(true, { error: M.skipNextInvalid })),
    /** Ours: the box's new shipping address (a box paused for its zone goes on at a served one). */
    shippingInfo: z.optional(shippingInfoSchema),
  })
  .check(
    z.refine((body) => anyGiven(body, ['status', 'items', 'interval', 'skipNext', 'shippingInfo']), {
      error: M.nothingToChange,
    }),
  );

/** GET /v1/subscriptions/producer: an admin names the farm (a producer sees its own). */
export const farmSubscriptionsQuery = z.object({ producerId: producerIdFilter });

export const subscriptionIdParams = idParams('id', M.subscriptionIdRequired, M.subscriptionIdInvalid);

/** GET /v1/subscriptions/first-box/{productId}. */
export const firstBoxParams = idParams('productId', M.productIdRequired, M.productIdInvalid);

export type SubscriptionCreateBody = z.infer<typeof subscriptionCreateSchema>;
export type SubscriptionPatchBody = z.infer<typeof subscriptionPatchSchema>;
export type SubscriptionItemInput = z.infer<typeof itemSchema>;
