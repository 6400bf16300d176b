/**
 * The S3 client, created on first use and reused across invocations (see dynamodb.ts); s3rver on this machine.
 * Connect and socket idle timeouts from shared/constants/aws-clients.ts (the SDK's own default waits without end).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS } from '../../../shared/constants/aws-clients.js';
import { traceClient } from '../observability/tracer.js';
import { boundedRequests, lazyClient, s3Location } from './client-setup.js';

// Each call a subsegment of the trace in AWS (services/lib/observability/tracer.ts).
export const s3 = lazyClient(() =>
  traceClient(
    new S3Client({
      ...s3Location(),
      requestHandler: boundedRequests(S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS),
    }),
  ),
);
