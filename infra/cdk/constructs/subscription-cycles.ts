/**
 * The `subscriptions` job's schedule (docs/subscriptions.md): every hour, without retries (a failed run is
 * taken up by the next one, and a cycle is never placed twice: its marker is written in the order's own
 * transaction).
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export const SUBSCRIPTIONS_JOB_INTERVAL = Duration.hours(1);

export class SubscriptionCycles extends Construct {
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: { handler: IFunction }) {
    super(scope, id);
    this.schedule = new Rule(this, 'Schedule', {
      description:
        'Pitahaya: the subscriptions job every hour (each due cycle placed as an order, reminders)',
      schedule: Schedule.rate(SUBSCRIPTIONS_JOB_INTERVAL),
      targets: [new LambdaFunction(props.handler, { retryAttempts: 0 })],
    });
  }
}
