/**
 * The review requests (docs/reviews.md, "Asking for a review"): an EventBridge schedule runs the reviews function
 * every hour with a Scheduled Event (services/reviews/handler.ts), which sends the requests whose delivery is
 * older than the delay (REVIEW_REQUEST_DELAY_MINUTES, three days by default). A failed run is not retried: the
 * next one an hour later finds the same requests (each is sent once, marked in the same transaction).
 */
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { JobScheduleProps } from './job-schedule.js';

/** How often the due requests are sent. */
export const REVIEW_REQUESTS_INTERVAL = Duration.hours(1);

/** The reviews function's job (a `ScheduledJob` of the stack). */
export const reviewRequestsJob = (handler: IFunction): JobScheduleProps => ({
  description: 'Pitahaya: the review requests due (a few days after a delivery), every hour',
  interval: REVIEW_REQUESTS_INTERVAL,
  handler,
  maxEventAge: REVIEW_REQUESTS_INTERVAL,
});
