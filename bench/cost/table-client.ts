/** A DynamoDB client on the local stack's emulator (the bench's own reads: table sizes). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS } from '../../infra/local/config.js';
import type { StackDetails } from '../../infra/local/stack-file.js';

export function tableClient(details: StackDetails): { dynamodb: DynamoDBClient } {
  return {
    dynamodb: new DynamoDBClient({
      region: details.region,
      endpoint: details.endpoints.dynamodb,
      credentials: { ...LOCAL_CREDENTIALS },
    }),
  };
}
