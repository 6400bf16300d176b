/**
 * The DynamoDB document client, created on first use and reused across invocations. One module per AWS
 * service (dynamodb.ts, cognito.ts, s3.ts): a function loads only the SDK clients it uses, which is what a
 * cold start pays for. The endpoint comes from the environment (services/lib/env.ts): unset in AWS, DynamoDB
 * Local on this machine. Bounded (shared/constants/aws-clients.ts): a DynamoDB that does not answer costs at most
 * ~2 x (1 + 3) s, then the route answers 503.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  DYNAMODB_CONNECT_TIMEOUT_MS,
  DYNAMODB_MAX_ATTEMPTS,
  DYNAMODB_REQUEST_TIMEOUT_MS,
} from '../../../shared/constants/aws-clients.js';
import { traceClient } from '../observability/tracer.js';
import { boundedRequests, clientLocation, lazyClient } from './client-setup.js';

export const ddb = lazyClient(() =>
  DynamoDBDocumentClient.from(
    // Each call a subsegment of the trace in AWS (services/lib/observability/tracer.ts).
    traceClient(
      new DynamoDBClient({
        ...clientLocation('dynamodb'),
        maxAttempts: DYNAMODB_MAX_ATTEMPTS,
        requestHandler: boundedRequests(DYNAMODB_CONNECT_TIMEOUT_MS, DYNAMODB_REQUEST_TIMEOUT_MS),
      }),
    ),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true } },
  ),
);
