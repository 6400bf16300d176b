/**
 * The `cutoffs` scheduled job (docs/harvest-calendar.md): every farm whose weekly cut-off has passed gets the
 * pick list of the day it closed, once (notice and e-mail). EventBridge runs it every 15 minutes in AWS; the
 * local stack on an interval and on demand (POST /_local/schedules/run {job: "cutoffs", now}).
 */
import { createLogger } from '../../lib/logger.js';
import { observed } from '../../lib/observability/middleware.js';
import { scheduledTime } from '../../lib/schedule-time.js';
import { sendCutoffNotices } from '../cutoff-notices.js';

const logger = createLogger('harvest-cutoffs');

async function handle(event?: unknown) {
  const report = await sendCutoffNotices(scheduledTime(event));
  if (report.sent > 0) logger.info('Cut-off notices sent', report);
  return report;
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
