/**
 * The `subscriptions` job's schedule (docs/subscriptions.md): every hour, without retries (a failed run is
 * taken up by the next one, and a cycle is never placed twice: its marker is written in the order's own
 * transaction).
 */
import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { jobSchedule } from './job-schedule.js';

export const SUBSCRIPTIONS_JOB_INTERVAL = Duration.hours(1);

export class SubscriptionCycles extends Construct {
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: { handler: IFunction }) {
    super(scope, id);
    this.schedule = jobSchedule(this, 'Schedule', {
      description:
        'Pitahaya: the subscriptions job every hour (each due cycle placed as an order, reminders)',
      interval: SUBSCRIPTIONS_JOB_INTERVAL,
      handler: props.handler,
    });
  }
}
