/**
 * The setup the SDK client modules share (dynamodb.ts, cognito.ts, s3.ts, lambda.ts and ../presign.ts): a
 * client made on first use (the environment is read then) and reused across invocations, the bounds of its
 * requests, and where the S3 clients point. Imports nothing but the environment, so a function loads no more
 * than the clients it uses.
 */
import { readEnv } from '../env.js';

/** A client made by `make` on the first call and answered again by every later call; `reset` forgets it. */
export function lazyClient<T>(make: () => T): (() => T) & { reset: () => void } {
  let client: T | undefined;
  const get = (): T => (client ??= make());
  return Object.assign(get, {
    reset: () => {
      client = undefined;
    },
  });
}

/**
 * The request bounds of a client: the connect timeout and the answer timeout (lowered locally through
 * SDK_REQUEST_TIMEOUT_MS, services/lib/env.ts). `throwOnRequestTimeout`: without it the SDK's handler only
 * logs a warning when the answer timeout passes and goes on waiting.
 */
export function boundedRequests(connectionTimeout: number, requestTimeout: number) {
  return {
    connectionTimeout,
    requestTimeout: readEnv().sdkRequestTimeoutMs ?? requestTimeout,
    throwOnRequestTimeout: true,
  };
}

/** Region and endpoint of a client: no endpoint in AWS, the service's emulator on this machine. */
export function clientLocation(service: 'dynamodb' | 'cognito' | 's3'): {
  region: string;
  endpoint: string | undefined;
} {
  const env = readEnv();
  return { region: env.region, endpoint: env[`${service}Endpoint`] };
}

/** Where an S3 client points: S3 itself in AWS, s3rver on this machine (path-style addressing). */
export function s3Location(): { region: string; endpoint: string | undefined; forcePathStyle: boolean } {
  const location = clientLocation('s3');
  return { ...location, forcePathStyle: location.endpoint !== undefined };
}
