/**
 * Lambda entry of the events function: the consumer of the table's stream (changes of orders, product
 * orders and products; see services/lib/data/change-stream.ts). In AWS an event source mapping invokes it with batches
 * (ReportBatchItemFailures); on this machine the local stack's stream poller does (infra/local/change-stream.ts).
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { createLogger } from '../lib/logger.js';
import { observability } from '../lib/observability/middleware.js';
import { BATCH_PROCESSORS, PROCESSORS } from './processors.js';
import { createStreamHandler } from './stream-handler.js';

const logger = createLogger('events');

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>(
  createStreamHandler(PROCESSORS, logger, BATCH_PROCESSORS),
)
  .use(injectLambdaContext(logger))
  .use(observability());
