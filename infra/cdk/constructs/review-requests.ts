/**
 * The review requests (docs/reviews.md, "Asking for a review"): an EventBridge schedule runs the reviews function
 * every hour with a Scheduled Event (services/reviews/handler.ts), which sends the requests whose delivery is
 * older than the delay (REVIEW_REQUEST_DELAY_MINUTES, three days by default). A failed run is not retried: the
 * next one an hour later finds the same requests (each is sent once, marked in the same transaction).
 */
import { Duration } from 'aws-cdk-lib';
import type { Rule } from 'aws-cdk-lib/aws-events';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { jobSchedule } from './job-schedule.js';

/** How often the due requests are sent. */
export const REVIEW_REQUESTS_INTERVAL = Duration.hours(1);

export class ReviewRequests extends Construct {
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: { handler: IFunction }) {
    super(scope, id);
    this.schedule = jobSchedule(this, 'Schedule', {
      description: 'Pitahaya: the review requests due (a few days after a delivery), every hour',
      interval: REVIEW_REQUESTS_INTERVAL,
      handler: props.handler,
      maxEventAge: REVIEW_REQUESTS_INTERVAL,
    });
  }
}
