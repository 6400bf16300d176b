/**
 * The `cutoffs` scheduled job (docs/harvest-calendar.md): every farm whose weekly cut-off has passed gets the
 * pick list of the day it closed, once (notice and e-mail); then every «Avísame» whose product can be ordered
 * now (stock back, or its pre-order open) tells its consumer, once (stock-alerts.ts). EventBridge runs it every 15 minutes in AWS; the
 * local stack on an interval and on demand (POST /_local/schedules/run {job: "cutoffs", now}).
 */
import { createLogger } from '../../lib/logger.js';
import { observed } from '../../lib/observability/middleware.js';
import { scheduledTime } from '../../lib/schedule-time.js';
import { sendCutoffNotices } from '../cutoff-notices.js';
import { sendStockAlerts } from '../stock-alerts.js';

const logger = createLogger('harvest-cutoffs');

async function handle(event?: unknown) {
  const now = scheduledTime(event);
  const report = await sendCutoffNotices(now);
  if (report.sent > 0) logger.info('Cut-off notices sent', report);
  const alerts = await sendStockAlerts(now);
  if (alerts.sent > 0) logger.info('Stock alerts sent', { ...alerts });
  return { ...report, alerts };
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
