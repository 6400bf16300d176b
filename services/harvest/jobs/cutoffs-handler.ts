/**
 * The `cutoffs` scheduled job (docs/harvest-calendar.md): every farm whose weekly cut-off has passed gets the
 * pick list of the day it closed, once (notice and e-mail); then every «Avísame» whose product can be ordered
 * now (stock back, or its pre-order open) tells its consumer, once (stock-alerts.ts); then, from 07:00 to 10:00
 * Madrid time, each farm's summary of the day before's new orders goes once (docs/notifications.md,
 * services/notifications/new-order-digest.ts). EventBridge runs it every 15 minutes in AWS; the
 * local stack on an interval and on demand (POST /_local/schedules/run {job: "cutoffs", now}).
 */
import { createLogger } from '../../lib/logger.js';
import { observed } from '../../lib/observability/middleware.js';
import { scheduledTime } from '../../lib/schedule-time.js';
import { sendNewOrderDigests } from '../../notifications/index.js';
import { sendCutoffNotices } from '../cutoff-notices.js';
import { sendStockAlerts } from '../stock-alerts.js';

const logger = createLogger('harvest-cutoffs');

async function handle(event?: unknown) {
  const now = scheduledTime(event);
  const report = await sendCutoffNotices(now);
  if (report.sent > 0) logger.info('Cut-off notices sent', report);
  const alerts = await sendStockAlerts(now);
  if (alerts.sent > 0) logger.info('Stock alerts sent', { ...alerts });
  const digests = await sendNewOrderDigests(now);
  if (digests.sent > 0) logger.info('New-order summaries queued', { ...digests });
  return { ...report, alerts, digests };
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
