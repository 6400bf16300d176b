/**
 * AWS SDK v3 clients, created on first use and reused across invocations. Endpoints come from the environment
 * (services/lib/env.ts): unset in AWS, pointing at DynamoDB Local, cognito-local and s3rver on this machine.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  COGNITO_CONNECT_TIMEOUT_MS,
  COGNITO_MAX_ATTEMPTS,
  COGNITO_REQUEST_TIMEOUT_MS,
} from '../../shared/constants.js';
import { readEnv } from './env.js';

let documentClient: DynamoDBDocumentClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let s3Client: S3Client | undefined;

export function ddb(): DynamoDBDocumentClient {
  if (!documentClient) {
    const env = readEnv();
    const client = new DynamoDBClient({ region: env.region, endpoint: env.dynamodbEndpoint });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
    });
  }
  return documentClient;
}

export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const env = readEnv();
    // Bounded: a Cognito that does not answer costs at most ~2 x 3 s, then the route answers 503.
    cognitoClient = new CognitoIdentityProviderClient({
      region: env.region,
      endpoint: env.cognitoEndpoint,
      maxAttempts: COGNITO_MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: COGNITO_CONNECT_TIMEOUT_MS,
        requestTimeout: COGNITO_REQUEST_TIMEOUT_MS,
      },
    });
  }
  return cognitoClient;
}

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

/** For tests: forget the clients so the next call reads the environment again. */
export function resetClients(): void {
  documentClient = undefined;
  cognitoClient = undefined;
  s3Client = undefined;
}
