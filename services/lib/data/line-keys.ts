/**
 * Where an order line (`ORDER#<orderId>` / `PO#<id>`) is indexed: its five access patterns, each on a keys-only
 * index of its own (LINES1..LINES5, table-design.ts; docs/data-model.md "The lines' indexes"):
 *   farm      LINES1 `PRODUCER#<id>`, `PO#<createdAt>#<lineId>`: a farm's lines newest first (its list of every
 *             status, the admins' orders of a farm, the farm's ledger);
 *   dispatch  LINES2 `DISPATCH#<id>`, `<dispatchDate>#<createdAt>#<lineId>`: the pick list (a line with a date);
 *   stage     LINES3 `PRODUCER#<id>#STATUS#<stage>`, `<createdAt>#<lineId>`: a farm's lines of one stage;
 *   month     LINES4 `PRODUCT_ORDERS#<yyyy-mm>`, `<createdAt>#<lineId>`: every farm's lines of a month (admins),
 *             its copies holding `status` and `awaitingPayment` too (the list's stage filter);
 *   pickup    LINES5 `PICKUP#<id>`, `<date>#<from>#<createdAt>#<lineId>`: the slot lists (sparse).
 * A reader Queries a page of keys and reads the page's lines in one BatchGetItem (batch-get.ts itemsInKeyOrder).
 *
 * While a table deployed before these indexes is given them (LINE_INDEXES=legacy, docs/operations.md "The lines'
 * indexes"), the same key values are also written under the old names (GSI1..GSI5, all attributes projected) and
 * the readers Query those: the lines of before are found until the `line-indexes` migration has copied their keys.
 */
import { readEnv } from '../env.js';

export type LinePattern = 'farm' | 'dispatch' | 'stage' | 'month' | 'pickup';

const NUMBER: Record<LinePattern, number> = { farm: 1, dispatch: 2, stage: 3, month: 4, pickup: 5 };

export interface LineIndex {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** Whether its copies hold only keys (the reader reads the lines by key). */
  keysOnly: boolean;
}

/** GSI<n>: a generic index, all attributes projected (where the lines' and the order's entries were before). */
const gsi = (n: number): LineIndex => ({
  indexName: `GSI${n}`,
  partitionKey: `GSI${n}PK`,
  sortKey: `GSI${n}SK`,
  keysOnly: false,
});

/** LINES<n>: an index of the lines' (and the order's) entries, keys only. */
const lines = (n: number): LineIndex => ({
  indexName: `LINES${n}`,
  partitionKey: `LINES${n}PK`,
  sortKey: `LINES${n}SK`,
  keysOnly: true,
});

const newIndex = (pattern: LinePattern): LineIndex => lines(NUMBER[pattern]);

/** The index a line's pattern was on before (all attributes projected). */
export const legacyLineIndex = (pattern: LinePattern): LineIndex => gsi(NUMBER[pattern]);

/**
 * An entry's key attributes in its new index, and under its old index's names too while legacy (the same
 * values: a table being given the new indexes still reads the old ones).
 */
function entryKeys(
  index: LineIndex,
  old: LineIndex,
  partition: string,
  sort: string,
  legacy: boolean,
): Record<string, string> {
  const keys: Record<string, string> = { [index.partitionKey]: partition, [index.sortKey]: sort };
  return legacy ? { ...keys, [old.partitionKey]: partition, [old.sortKey]: sort } : keys;
}

export const LINE_PATTERNS: readonly LinePattern[] = ['farm', 'dispatch', 'stage', 'month', 'pickup'];

/** Whether the lines are still read through their old indexes (LINE_INDEXES=legacy). */
export const lineIndexesLegacy = (): boolean => readEnv().lineIndexesLegacy;

/** The index a reader of this pattern Queries. */
export const lineIndex = (pattern: LinePattern, legacy = lineIndexesLegacy()): LineIndex =>
  legacy ? legacyLineIndex(pattern) : newIndex(pattern);

/** The new index of a pattern, whatever the mode (the migration, the benches). */
export const keysOnlyLineIndex = newIndex;

/** The attributes of a line's index entry in a pattern: its keys, and their old names too while legacy. */
export const lineIndexKeys = (
  pattern: LinePattern,
  partition: string,
  sort: string,
  legacy = lineIndexesLegacy(),
): Record<string, string> => entryKeys(newIndex(pattern), legacyLineIndex(pattern), partition, sort, legacy);

/** The key attributes of a LastEvaluatedKey of a pattern's index (the table's keys and the index's). */
export const lineIndexKeyAttributes = (index: LineIndex): readonly string[] => [
  'PK',
  'SK',
  index.partitionKey,
  index.sortKey,
];

/**
 * The order item (`ORDER#<id>` / `ORDER`) in the same keys-only indexes (its partitions never meet the lines'):
 *   month      LINES4 `ORDERS#<yyyy-mm>`, `<createdAt>#<id>` (GSI2 before): every order by month (the admins'
 *              list, filtered on `status`, which LINES4 projects);
 *   reference  LINES3 `ORDER_REF#<8 characters>`, `<createdAt>#<id>` (GSI3 before): the admins' search by
 *              «Pedido 5E0C1A01»;
 *   consumer   LINES6 `CONSUMER#<id>`, `<createdAt>#<id>` (GSI1 before, all attributes): a consumer's orders
 *              (their list, filtered on `status`, which LINES6 projects; their data export and account deletion,
 *              the review's delivered line, the admins' search by customer, a user's order count).
 */
export type OrderPattern = 'month' | 'reference' | 'consumer';

const ORDER_INDEX: Record<OrderPattern, { old: number; neu: number }> = {
  month: { old: 2, neu: 4 },
  reference: { old: 3, neu: 3 },
  consumer: { old: 1, neu: 6 },
};

export const ORDER_PATTERNS: readonly OrderPattern[] = ['month', 'reference', 'consumer'];
export const legacyOrderIndex = (pattern: OrderPattern): LineIndex => gsi(ORDER_INDEX[pattern].old);
export const keysOnlyOrderIndex = (pattern: OrderPattern): LineIndex => lines(ORDER_INDEX[pattern].neu);

/**
 * Whether the order's entries of a pattern are still read through their old index: LINE_INDEXES=legacy, and for the
 * consumer's entry LINE_INDEXES=consumer-legacy too (a table that had LINES1..LINES5 being given LINES6).
 */
export const orderIndexLegacy = (pattern: OrderPattern): boolean =>
  pattern === 'consumer' ? readEnv().consumerOrdersLegacy : lineIndexesLegacy();

/** The index a reader of orders of this pattern Queries. */
export const orderIndex = (pattern: OrderPattern, legacy = orderIndexLegacy(pattern)): LineIndex =>
  legacy ? legacyOrderIndex(pattern) : keysOnlyOrderIndex(pattern);

/** The order item's entry in a pattern: its keys, and their old names too while legacy. */
export const orderIndexKeys = (
  pattern: OrderPattern,
  partition: string,
  sort: string,
  legacy = orderIndexLegacy(pattern),
): Record<string, string> =>
  entryKeys(keysOnlyOrderIndex(pattern), legacyOrderIndex(pattern), partition, sort, legacy);

/** `A = :k0, B = :k1` of an UpdateExpression's SET setting these key attributes, and its values. */
export function keyAssignments(
  keys: Record<string, string>,
  prefix = 'lk',
): { assignments: string; values: Record<string, string> } {
  const entries = Object.entries(keys);
  return {
    assignments: entries.map(([name], i) => `${name} = :${prefix}${i}`).join(', '),
    values: Object.fromEntries(entries.map(([, value], i) => [`:${prefix}${i}`, value])),
  };
}
