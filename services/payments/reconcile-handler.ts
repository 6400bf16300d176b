/**
 * Lambda entry of the payments reconciliation (reconcile.ts), run by its EventBridge schedule: traced, its
 * metrics flushed (services/lib/observability); the run's time is the schedule's (scheduledTime).
 */
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '../lib/observability/middleware.js';
import { scheduledTime } from '../lib/schedule-time.js';
import { reconcilePayments, type ReconcileReport } from './reconcile.js';

export async function reconcileHandler(event?: ScheduledEvent): Promise<ReconcileReport> {
  return reconcilePayments(scheduledTime(event));
}

export const handler = observed(reconcileHandler);
