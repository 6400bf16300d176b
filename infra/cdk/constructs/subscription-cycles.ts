/**
 * The `subscriptions` job's schedule (docs/subscriptions.md): every hour, without retries (a failed run is
 * taken up by the next one, and a cycle is never placed twice: its marker is written in the order's own
 * transaction).
 */
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { JobScheduleProps } from './job-schedule.js';

export const SUBSCRIPTIONS_JOB_INTERVAL = Duration.hours(1);

/** The `subscriptions-cycle` function's job (a `ScheduledJob` of the stack). */
export const subscriptionCyclesJob = (handler: IFunction): JobScheduleProps => ({
  description: 'Pitahaya: the subscriptions job every hour (each due cycle placed as an order, reminders)',
  interval: SUBSCRIPTIONS_JOB_INTERVAL,
  handler,
});
