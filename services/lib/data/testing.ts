/**
 * Test support (not a test file): the DynamoDB document client mocked with aws-sdk-client-mock, one call for
 * every unit test that answers the table's commands itself. A test file that calls mockDocumentClient() runs
 * isolated, in modules of its own (vitest.config.ts), as one that calls mockClient does.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

export const mockDocumentClient = () => mockClient(DynamoDBDocumentClient);
