/**
 * The harvest calendar's schedule (docs/harvest-calendar.md): an EventBridge rule that runs the `cutoffs` job
 * every 15 minutes, so each farm hears of its pick list at most a quarter of an hour after its cut-off. A run
 * sends each day's notice once (a marker item), so a late or repeated run is harmless; a failed run is not
 * retried (the next one catches up).
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export const CUTOFFS_INTERVAL = Duration.minutes(15);

export interface HarvestSchedulesProps {
  /** The `harvest-cutoffs` function (services/harvest/jobs/cutoffs-handler.ts). */
  cutoffs: IFunction;
}

export class HarvestSchedules extends Construct {
  readonly cutoffs: Rule;

  constructor(scope: Construct, id: string, props: HarvestSchedulesProps) {
    super(scope, id);
    this.cutoffs = new Rule(this, 'Cutoffs', {
      description: "Pitahaya: each farm's pick list at its cut-off (notice and e-mail), every 15 minutes",
      schedule: Schedule.rate(CUTOFFS_INTERVAL),
      targets: [new LambdaFunction(props.cutoffs, { retryAttempts: 0, maxEventAge: CUTOFFS_INTERVAL })],
    });
  }
}
