/**
 * Test support (not a test file): what every migration's test checks of its marker (marker.ts): the item a
 * finished run writes, and a run once it is there.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { mockDocumentClient } from '../lib/data/testing.js';

type DocumentMock = ReturnType<typeof mockDocumentClient>;

/** A finished run wrote the marker of `migration` (its first Put), with these figures of its report. */
export function expectMarkerWritten(
  mock: DocumentMock,
  migration: string,
  figures: Record<string, unknown> = {},
): void {
  expect(mock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
    PK: `MIGRATION#${migration}`,
    SK: 'DONE',
    ...figures,
  });
}

/** With the marker of `migration` in the table, `run` answers the empty report, done, and reads nothing. */
export async function expectDoneOnceMarked<R>(
  mock: DocumentMock,
  migration: string,
  run: () => Promise<R>,
  empty: Omit<R, 'done'>,
): Promise<void> {
  mock.reset();
  mock.on(GetCommand).resolves({ Item: { PK: `MIGRATION#${migration}`, SK: 'DONE' } });
  expect(await run()).toEqual({ done: true, ...empty });
  expect(mock.commandCalls(QueryCommand)).toHaveLength(0);
}
