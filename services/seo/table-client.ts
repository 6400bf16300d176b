/**
 * The share pages' own DynamoDB document client: only DynamoDB (services/lib/clients/ also loads the
 * Cognito and S3 clients), so a cold start on the path of a shared link loads nothing else. Same endpoint and
 * region rules (services/lib/env.ts): unset in AWS, DynamoDB Local on this machine.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readEnv } from '../lib/env.js';

let client: DynamoDBDocumentClient | undefined;

export function tableClient(): DynamoDBDocumentClient {
  if (!client) {
    const env = readEnv();
    client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: env.region, endpoint: env.dynamodbEndpoint }),
    );
  }
  return client;
}
