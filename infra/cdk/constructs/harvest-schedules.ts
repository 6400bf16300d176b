/**
 * The harvest calendar's schedule (docs/harvest-calendar.md): an EventBridge rule that runs the `cutoffs` job
 * every 15 minutes, so each farm hears of its pick list at most a quarter of an hour after its cut-off. A run
 * sends each day's notice once (a marker item), so a late or repeated run is harmless; a failed run is not
 * retried (the next one catches up).
 */
import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { jobSchedule } from './job-schedule.js';

export const CUTOFFS_INTERVAL = Duration.minutes(15);

export interface HarvestSchedulesProps {
  /** The `harvest-cutoffs` function (services/harvest/jobs/cutoffs-handler.ts). */
  cutoffs: IFunction;
}

export class HarvestSchedules extends Construct {
  readonly cutoffs: Rule;

  constructor(scope: Construct, id: string, props: HarvestSchedulesProps) {
    super(scope, id);
    this.cutoffs = jobSchedule(this, 'Cutoffs', {
      description: "Pitahaya: each farm's pick list at its cut-off (notice and e-mail), every 15 minutes",
      interval: CUTOFFS_INTERVAL,
      handler: props.cutoffs,
      maxEventAge: CUTOFFS_INTERVAL,
    });
  }
}
