/**
 * Test support (not a test file): the DynamoDB document client mocked with aws-sdk-client-mock, one call for
 * every unit test that answers the table's commands itself. A test file that calls mockDocumentClient() runs
 * isolated, in modules of its own (vitest.config.ts), as one that calls mockClient does.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

export const mockDocumentClient = () => mockClient(DynamoDBDocumentClient);

/** A document client for code that takes one (the migrations): its calls reach the mock of mockDocumentClient(). */
export const testDocumentClient = () =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
