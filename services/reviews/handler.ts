/**
 * Lambda entry of the reviews domain: its contract's endpoints, validated with its schemas module; and the
 * `review-requests` job, when EventBridge's schedule invokes it with a Scheduled Event (review-requests.ts).
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { reviewsContract } from '../../shared/contracts/reviews/contract.js';
import * as schemas from '../../shared/contracts/reviews/schemas.js';
import { createDomainHandler } from '../lib/http/domain-handler.js';
import { createLogger } from '../lib/logger.js';
import { scheduledTime } from '../lib/schedule-time.js';
import { runReviewRequests } from './review-requests.js';
import { reviewsRoutes } from './routes.js';

const api = createDomainHandler(reviewsContract, schemas, reviewsRoutes);
const logger = createLogger('reviews');

/** EventBridge's Scheduled Event (the schedule, or the local stack's POST /_local/schedules/run). */
const isScheduledEvent = (event: unknown): boolean =>
  (event as { 'detail-type'?: unknown } | null)?.['detail-type'] === 'Scheduled Event';

export async function handler(event: APIGatewayProxyEventV2, context: Context) {
  if (isScheduledEvent(event)) return runReviewRequests(scheduledTime(event), logger);
  return api(event, context);
}
