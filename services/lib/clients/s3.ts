/**
 * The S3 client, created on first use and reused across invocations (see dynamodb.ts); s3rver on this machine.
 * Connect and socket idle timeouts from shared/constants.ts (the SDK's own default waits without end).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS } from '../../../shared/constants.js';
import { readEnv } from '../env.js';

let s3Client: S3Client | undefined;

export function s3(): S3Client {
  if (!s3Client) {
    const env = readEnv();
    s3Client = new S3Client({
      region: env.region,
      endpoint: env.s3Endpoint,
      forcePathStyle: env.s3Endpoint !== undefined,
      requestHandler: {
        connectionTimeout: S3_CONNECT_TIMEOUT_MS,
        requestTimeout: env.sdkRequestTimeoutMs ?? S3_REQUEST_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    });
  }
  return s3Client;
}
