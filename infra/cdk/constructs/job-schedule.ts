/**
 * A scheduled job's rule: EventBridge runs its function every `interval` and never retries a failed run (the
 * next run catches up). With `maxEventAge`, the target also drops an invocation older than that (the jobs whose
 * late run is no use once the next one is due). `ScheduledJob` is a construct holding one such rule.
 */
import type { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface JobScheduleProps {
  description: string;
  interval: Duration;
  handler: IFunction;
  maxEventAge?: Duration;
}

export function jobSchedule(scope: Construct, id: string, props: JobScheduleProps): Rule {
  const { description, interval, handler, maxEventAge } = props;
  return new Rule(scope, id, {
    description,
    schedule: Schedule.rate(interval),
    targets: [new LambdaFunction(handler, { retryAttempts: 0, ...(maxEventAge ? { maxEventAge } : {}) })],
  });
}

/** A job that is only its schedule: the construct `id`, its rule `schedule` (id `Schedule`). */
export class ScheduledJob extends Construct {
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: JobScheduleProps) {
    super(scope, id);
    this.schedule = jobSchedule(this, 'Schedule', props);
  }
}
