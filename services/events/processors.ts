/**
 * What the events function derives from order, product and e-mail changes, in order. Each processor keeps its
 * own data (stats counters, notifications, ...) exactly once per stream record, and ignores the records it has
 * nothing to do with (each looks at the partition key prefix): with applyOnce(`${change.eventId}#${name}`, ...),
 * or, for the buyers' activity, by construction (its times only move forward).
 */
import { buyerActivityProcessor } from './buyer-activity.js';
import { farmChangeNotificationsProcessor } from './farm-change-notifications.js';
import { invoicesProcessor } from './invoices.js';
import { mailDeliveryProcessor } from './mail-delivery.js';
import { orderConfirmationProcessor } from './order-confirmation.js';
import { orderNotificationsProcessor } from './order-notifications.js';
import { orderStatsProcessor } from './order-stats.js';
import { refundMailsProcessor } from './refund-mails.js';
import { refundsProcessor } from './refunds.js';
import { readyDatesProcessor } from './ready-dates.js';
import { reviewRatingsProcessor } from './review-ratings.js';
import { reviewRequestsProcessor } from './review-requests.js';
import { searchIndexProcessor } from './search-index.js';
import { stockDisplayProcessor } from './stock-display.js';
import type { BatchChangeProcessor, ChangeProcessor } from './stream-handler.js';

export const PROCESSORS: readonly ChangeProcessor[] = [
  orderNotificationsProcessor,
  orderConfirmationProcessor,
  farmChangeNotificationsProcessor,
  mailDeliveryProcessor,
  buyerActivityProcessor,
  refundsProcessor,
  refundMailsProcessor,
  invoicesProcessor,
  reviewRatingsProcessor,
  reviewRequestsProcessor,
  readyDatesProcessor,
  stockDisplayProcessor,
];

/**
 * Processors that apply a whole batch together (after the per-record ones): the order stats counters (the
 * batch's deltas added up per counter item) and the catalog's search index.
 */
export const BATCH_PROCESSORS: readonly BatchChangeProcessor[] = [orderStatsProcessor, searchIndexProcessor];
