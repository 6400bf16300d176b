/** A DynamoDB client on the local stack's emulator (the bench's own reads: table sizes). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { StackDetails } from '../../infra/local/stack-file.js';
import { emulatorConfig } from '../throwaway-stack.js';

export function tableClient(details: StackDetails): { dynamodb: DynamoDBClient } {
  return { dynamodb: new DynamoDBClient(emulatorConfig(details)) };
}
