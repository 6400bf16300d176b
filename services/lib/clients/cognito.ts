/**
 * The Cognito client, created on first use and reused across invocations (see dynamodb.ts). Bounded: a Cognito
 * that does not answer costs at most ~2 x 3 s, then the route answers 503 (`throwOnRequestTimeout`: without it
 * the SDK's handler only logs a warning when the answer timeout passes and goes on waiting).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  COGNITO_CONNECT_TIMEOUT_MS,
  COGNITO_MAX_ATTEMPTS,
  COGNITO_REQUEST_TIMEOUT_MS,
} from '../../../shared/constants.js';
import { readEnv } from '../env.js';

let cognitoClient: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const env = readEnv();
    cognitoClient = new CognitoIdentityProviderClient({
      region: env.region,
      endpoint: env.cognitoEndpoint,
      maxAttempts: COGNITO_MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: COGNITO_CONNECT_TIMEOUT_MS,
        requestTimeout: env.sdkRequestTimeoutMs ?? COGNITO_REQUEST_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    });
  }
  return cognitoClient;
}
