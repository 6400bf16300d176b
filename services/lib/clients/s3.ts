/** The S3 client, created on first use and reused across invocations (see dynamodb.ts); s3rver on this machine. */
import { S3Client } from '@aws-sdk/client-s3';
import { readEnv } from '../env.js';

let s3Client: S3Client | undefined;

export function s3(): S3Client {
  if (!s3Client) {
    const env = readEnv();
    s3Client = new S3Client({
      region: env.region,
      endpoint: env.s3Endpoint,
      forcePathStyle: env.s3Endpoint !== undefined,
    });
  }
  return s3Client;
}
