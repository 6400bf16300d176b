/**
 * What the events function derives from order changes, in order. Each processor keeps its own data (stats
 * counters, notifications, ...) idempotently with applyOnce(`${change.eventId}#${name}`, ...), and ignores the
 * records it has nothing to do with (each looks at the partition key prefix).
 */
import { mailDeliveryProcessor } from './mail-delivery.js';
import { orderNotificationsProcessor } from './order-notifications.js';
import { orderStatsProcessor } from './order-stats.js';
import type { ChangeProcessor } from './stream-handler.js';

export const PROCESSORS: readonly ChangeProcessor[] = [
  orderStatsProcessor,
  orderNotificationsProcessor,
  mailDeliveryProcessor,
];
