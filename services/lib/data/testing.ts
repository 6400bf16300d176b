/**
 * Test support (not a test file): the DynamoDB document client mocked with aws-sdk-client-mock, one call for
 * every unit test that answers the table's commands itself. A test file that calls mockDocumentClient() runs
 * isolated, in modules of its own (vitest.config.ts), as one that calls mockClient does.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

export const mockDocumentClient = () => mockClient(DynamoDBDocumentClient);

/**
 * `mock` reset to a table that takes every write and holds nothing: Put, Update and BatchWrite answer {}, Get
 * no item, BatchGet no responses, Query no items. A test answers its own reads with `mock.on(...)` after.
 */
export function resetToEmptyTable(mock: ReturnType<typeof mockDocumentClient>): void {
  mock.reset();
  mock.on(PutCommand).resolves({});
  mock.on(UpdateCommand).resolves({});
  mock.on(BatchWriteCommand).resolves({});
  mock.on(GetCommand).resolves({});
  mock.on(BatchGetCommand).resolves({});
  mock.on(QueryCommand).resolves({ Items: [] });
}

/** A document client for code that takes one (the migrations): its calls reach the mock of mockDocumentClient(). */
export const testDocumentClient = () =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));

type KeyedItem = Record<string, unknown> & { PK: string; SK: string };

/**
 * `mock` answers every BatchGetItem with the items of `items` whose table key was asked, per table, in the order
 * `arrange` gives them (as given when absent; a test may reverse them: BatchGetItem keeps no order).
 */
export function answerBatchGetFrom(
  mock: ReturnType<typeof mockDocumentClient>,
  items: () => readonly KeyedItem[],
  arrange: (found: KeyedItem[]) => KeyedItem[] = (found) => found,
): void {
  mock
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { PK: string; SK: string }[] }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, { Keys }]) => [
          table,
          arrange(items().filter((item) => Keys.some((key) => key.PK === item.PK && key.SK === item.SK))),
        ]),
      ),
    }));
}
