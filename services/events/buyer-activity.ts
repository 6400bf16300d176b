/**
 * Processor of the events function: records a consumer's order on their activity item (markOrdered in
 * services/lib/auth/user-activity.ts: lastOrderAt on `BUYERS` and lastActiveAt on `ACTIVE#consumer`, keys-only),
 * from the INSERT of an order item (`ORDER#<id>` / `ORDER`), at the order's creation time. These feed the admin
 * analytics' conversion (docs/administration.md).
 *
 * Exactly once without a marker: it is idempotent by construction. Each time is written with a condition that it
 * only moves forward (`attribute_not_exists OR < :at`), so a redelivered record (or a late one, after a newer
 * order) changes nothing, and applying it again after a partial failure finishes what was left.
 */
import { markOrdered } from '../lib/auth/user-activity.js';
import type { ChangeRecord } from './change-record.js';
import type { ChangeProcessor } from './stream-handler.js';

export const BUYER_ACTIVITY_PROCESSOR = 'buyer-activity';

/** The consumer and time to record for a change, or null when the change is not a new order. */
export function newOrderOf(change: ChangeRecord): { userId: string; at: string } | null {
  const image = change.newImage;
  if (change.kind !== 'INSERT' || !image || image.SK !== 'ORDER' || !change.keys.PK.startsWith('ORDER#'))
    return null;
  const userId = image.userId;
  const at = image.createdAt;
  if (typeof userId !== 'string' || userId === '') return null;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
  return { userId, at };
}

export const buyerActivityProcessor: ChangeProcessor = {
  name: BUYER_ACTIVITY_PROCESSOR,
  async handle(change, logger) {
    const order = newOrderOf(change);
    if (!order) return;
    const moved = await markOrdered(order.userId, order.at);
    logger.debug('Buyer activity', { eventId: change.eventId, userId: order.userId, moved });
  },
};
