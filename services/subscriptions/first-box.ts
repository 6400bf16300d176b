/**
 * GET /v1/subscriptions/first-box/{productId} (public): the date a box of this product would go out first if
 * subscribed now, and its cut-off, on the product's farm's calendar (cutoff.ts: its dispatch days and cut-off,
 * or the shop's default). What «Suscríbete» on the product page and the subscribe form say.
 */
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import { firstOrderDate } from '../../shared/rules/subscriptions/cycle-dates.js';
import { notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { readProducts } from '../products/index.js';
import { cycleRuleFor } from './cutoff.js';

export const firstBox: Handler<SubscriptionsEndpoints['firstBox']> = async ({ params }) => {
  const product = (await readProducts([params.productId])).get(params.productId);
  if (!product || !product.isActive || !product.subscription) throw notFound(M.productNotFound);
  const rule = await cycleRuleFor(product.producerId);
  const nextOrderDate = firstOrderDate(new Date(), rule);
  return {
    data: { productId: product.productId, nextOrderDate, cutoffAt: rule.cutoffOf(nextOrderDate) },
  };
};
