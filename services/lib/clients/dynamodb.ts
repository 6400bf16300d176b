/**
 * The DynamoDB document client, created on first use and reused across invocations. One module per AWS
 * service (dynamodb.ts, cognito.ts, s3.ts): a function loads only the SDK clients it uses, which is what a
 * cold start pays for. The endpoint comes from the environment (services/lib/env.ts): unset in AWS, DynamoDB
 * Local on this machine. Bounded (shared/constants.ts): a DynamoDB that does not answer costs at most
 * ~2 x (1 + 3) s, then the route answers 503.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  DYNAMODB_CONNECT_TIMEOUT_MS,
  DYNAMODB_MAX_ATTEMPTS,
  DYNAMODB_REQUEST_TIMEOUT_MS,
} from '../../../shared/constants.js';
import { readEnv } from '../env.js';

let documentClient: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  if (!documentClient) {
    const env = readEnv();
    const client = new DynamoDBClient({
      region: env.region,
      endpoint: env.dynamodbEndpoint,
      maxAttempts: DYNAMODB_MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: DYNAMODB_CONNECT_TIMEOUT_MS,
        requestTimeout: env.sdkRequestTimeoutMs ?? DYNAMODB_REQUEST_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
    });
  }
  return documentClient;
}
