/**
 * The box a consumer asks for, checked against the products as they are now (pure): each product exists (404),
 * is active, is sold by subscription at the interval (422), and all are of one farm (422). Answers the lines
 * as stored (name, price, unit and photo as seen now) and the farm.
 */
import type {
  SubscriptionInterval,
  SubscriptionItem,
} from '../../shared/contracts/subscriptions/entities.js';
import type { SubscriptionItemInput } from '../../shared/contracts/subscriptions/schemas.js';
import {
  SUBSCRIPTION_INTERVAL_LABELS,
  SUBSCRIPTION_MESSAGES as M,
} from '../../shared/messages/subscriptions.js';
import { notFound, unprocessable } from '../lib/errors.js';
import type { ProductState } from '../products/index.js';

export interface CheckedBox {
  items: SubscriptionItem[];
  producerId: string;
  producerName?: string;
}

const refuse = (field: string, message: string) => unprocessable(message, [{ field, message }]);

export function checkBox(
  requested: readonly SubscriptionItemInput[],
  interval: SubscriptionInterval,
  products: ReadonlyMap<string, ProductState>,
  farm?: string,
): CheckedBox {
  const items = requested.map(
    (line, index): SubscriptionItem & { producerId: string; producerName?: string } => {
      const product = products.get(line.productId);
      if (!product) throw notFound(M.productNotFound);
      const field = `items.${index}.productId`;
      if (!product.isActive) throw refuse(field, M.productInactive(product.name));
      if (!product.subscription) throw refuse(field, M.productNotSubscribable(product.name));
      if (!product.subscription.intervals.includes(interval))
        throw refuse('interval', M.intervalNotOffered(product.name, SUBSCRIPTION_INTERVAL_LABELS[interval]));
      return {
        productId: line.productId,
        quantity: line.quantity,
        name: product.name,
        price: product.price,
        unit: product.unit,
        thumbnailUrl: product.thumbnailUrl,
        producerId: product.producerId,
        ...(product.producerName ? { producerName: product.producerName } : {}),
      };
    },
  );
  const first = items[0];
  if (!first) throw refuse('items', M.oneFarm);
  const producerId = farm ?? first.producerId;
  if (items.some((item) => item.producerId !== producerId)) throw refuse('items', M.oneFarm);
  return {
    items: items.map(({ producerId: _p, producerName: _n, ...item }) => item),
    producerId,
    ...(first.producerName ? { producerName: first.producerName } : {}),
  };
}
