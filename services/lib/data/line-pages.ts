/**
 * The items of a page read through one of the lines' or the order's indexes (line-keys.ts), whole: a keys-only
 * index answers keys, read in one BatchGetItem per 100 (batch-get.ts itemsInKeyOrder, the page's order kept); an
 * old index of all attributes (LINE_INDEXES=legacy) answers the items themselves.
 */
import { readEnv } from '../env.js';
import { itemsInKeyOrder } from './batch-get.js';
import type { LineIndex } from './line-keys.js';

type Item = Record<string, unknown>;

export const wholeItems = (index: LineIndex, entries: readonly Item[]): Promise<Item[]> =>
  index.keysOnly
    ? itemsInKeyOrder(readEnv().tableName, entries, { pauseMs: 20 })
    : Promise.resolve([...entries]);
