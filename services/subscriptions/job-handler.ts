/** Lambda entry of the `subscriptions` scheduled job (cycle-job.ts): traced, its metrics flushed. */
import type { ScheduledEvent } from 'aws-lambda';
import { createLogger } from '../lib/logger.js';
import { observed } from '../lib/observability/middleware.js';
import { scheduledTime } from '../lib/schedule-time.js';
import { runSubscriptionCycles, type CycleReport } from './cycle-job.js';

const logger = createLogger('subscriptions-cycle');

export const handler = observed(async (event?: ScheduledEvent): Promise<CycleReport> =>
  runSubscriptionCycles(scheduledTime(event), logger),
);
