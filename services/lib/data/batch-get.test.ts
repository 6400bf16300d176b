import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { itemsInKeyOrder } from './batch-get.js';
import { mockDocumentClient } from './testing.js';

const ddbMock = mockDocumentClient();
afterEach(() => ddbMock.reset());

type Key = { PK: string; SK: string };
const entry = (n: number) => ({
  PK: `ORDER#o${n}`,
  SK: `PO#${n}`,
  LINES1PK: 'PRODUCER#f',
  LINES1SK: `PO#t${n}`,
});
const keysOf = (call: { args: [unknown] }) =>
  ((call.args[0] as { input: { RequestItems: Record<string, { Keys: Key[] }> } }).input.RequestItems.t
    ?.Keys ?? []) as Key[];

describe('itemsInKeyOrder', () => {
  it("answers a keys-only page's items whole, in the page's order, 100 keys a request, unprocessed asked again", async () => {
    const page = Array.from({ length: 130 }, (_, n) => entry(n));
    let first = true;
    ddbMock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => {
      const keys = input.RequestItems.t?.Keys ?? [];
      // The first answer leaves its last key unprocessed; the store answers in reverse (no order promised).
      const answered = first ? keys.slice(0, -1) : keys;
      const unprocessed = first ? keys.slice(-1) : [];
      first = false;
      return {
        Responses: {
          t: answered
            .filter((key) => key.SK !== 'PO#7')
            .reverse()
            .map((key) => ({ ...key, whole: true })),
        },
        ...(unprocessed.length > 0 ? { UnprocessedKeys: { t: { Keys: unprocessed } } } : {}),
      };
    });
    const items = await itemsInKeyOrder('t', page);
    // PO#7 was deleted since the index answered: left out; every other one in the page's order.
    expect(items.map((item) => item.SK)).toEqual(page.map((e) => e.SK).filter((sk) => sk !== 'PO#7'));
    expect(items.every((item) => item.whole === true)).toBe(true);
    const calls = ddbMock.commandCalls(BatchGetCommand);
    expect(calls.map((call) => keysOf(call).length)).toEqual([100, 1, 30]);
    expect(keysOf(calls[0]!)[0]).toEqual({ PK: 'ORDER#o0', SK: 'PO#0' });
  });

  it('reads nothing for an empty page and asks for a key once when a page repeats it', async () => {
    expect(await itemsInKeyOrder('t', [])).toEqual([]);
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(0);
    ddbMock.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => ({
      Responses: { t: (input.RequestItems.t?.Keys ?? []).map((key) => ({ ...key })) },
    }));
    const items = await itemsInKeyOrder('t', [entry(1), entry(1), entry(2)]);
    expect(items.map((item) => item.SK)).toEqual(['PO#1', 'PO#1', 'PO#2']);
    expect(keysOf(ddbMock.commandCalls(BatchGetCommand)[0]!)).toHaveLength(2);
  });
});
