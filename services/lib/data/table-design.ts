/**
 * The single DynamoDB table: key schema, indexes and TTL. One definition read by the CDK stack and by the
 * local stack's provisioning, so AWS and this machine have the same table. The access patterns each key
 * serves are listed in docs/data-model.md.
 */
/**
 * What an index copy holds: the whole item (`ALL`), only the table's and the index's keys (`KEYS_ONLY`: a reader
 * fetches the rest by key, docs/data-model.md "The lines' indexes"), or the keys and a few attributes (`INCLUDE`).
 */
export type IndexProjection =
  { type: 'ALL' } | { type: 'KEYS_ONLY' } | { type: 'INCLUDE'; attributes: readonly string[] };

export interface IndexDesign {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  projection: IndexProjection;
}

const ALL: IndexProjection = { type: 'ALL' };
const KEYS_ONLY: IndexProjection = { type: 'KEYS_ONLY' };

export const TABLE_DESIGN = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /**
   * Generic, overloaded global secondary indexes GSI1..GSI6 (all attributes projected), then the order lines'
   * indexes LINES1..LINES5 (keys only: a line is about 1.5 KB and was stored, and rewritten at each of its status
   * changes, once per index; docs/cost.md "The lines' index copies keys-only") and the consumer's orders' LINES6
   * (keys and status: docs/cost.md "The consumer's orders keys and status"). In AWS an existing table gets one new
   * index per deployment: the CDK context `lineIndexes` adds them one at a time (docs/operations.md). LINES1 and
   * LINES2 hold the users' activity entries too (`ACTIVE#<role>`, `BUYERS`: counted only; user-activity.ts).
   */
  globalIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: ALL },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: ALL },
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', projection: ALL },
    { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK', projection: ALL },
    { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK', projection: ALL },
    // The catalog and the search entries by rating (docs/reviews.md, sort=rating).
    { indexName: 'GSI6', partitionKey: 'GSI6PK', sortKey: 'GSI6SK', projection: ALL },
    // A farm's lines newest first (`PRODUCER#<id>`, `PO#<createdAt>#<id>`); users by last activity (`ACTIVE#<role>`).
    { indexName: 'LINES1', partitionKey: 'LINES1PK', sortKey: 'LINES1SK', projection: KEYS_ONLY },
    // A farm's lines by the day they leave (`DISPATCH#<id>`, `<date>#<createdAt>#<id>`): the pick list; consumers
    // by last order (`BUYERS`).
    { indexName: 'LINES2', partitionKey: 'LINES2PK', sortKey: 'LINES2SK', projection: KEYS_ONLY },
    // A farm's lines of one stage (`PRODUCER#<id>#STATUS#<stage>`, `<createdAt>#<id>`).
    { indexName: 'LINES3', partitionKey: 'LINES3PK', sortKey: 'LINES3SK', projection: KEYS_ONLY },
    // Every farm's lines by month (`PRODUCT_ORDERS#<yyyy-mm>`): the admins' list filters on the stage.
    {
      indexName: 'LINES4',
      partitionKey: 'LINES4PK',
      sortKey: 'LINES4SK',
      projection: { type: 'INCLUDE', attributes: ['status', 'awaitingPayment'] },
    },
    // A farm's lines collected in pickup slots (`PICKUP#<id>`, `<date>#<from>#<createdAt>#<id>`; sparse).
    { indexName: 'LINES5', partitionKey: 'LINES5PK', sortKey: 'LINES5SK', projection: KEYS_ONLY },
    // A consumer's orders newest first (`CONSUMER#<id>`, `<createdAt>#<id>`): their list filters on the status.
    {
      indexName: 'LINES6',
      partitionKey: 'LINES6PK',
      sortKey: 'LINES6SK',
      projection: { type: 'INCLUDE', attributes: ['status'] },
    },
  ] satisfies IndexDesign[],
  /** Epoch seconds; items with a past value are removed by DynamoDB (idempotency keys, rate-limit windows). */
  ttlAttribute: 'expiresAt',
  /**
   * Every change is published on the table's stream with both images, so derived data (stats counters,
   * notifications) is computed from what was written, after it was written (services/events).
   */
  streamViewType: 'NEW_AND_OLD_IMAGES',
} as const;

export type IndexName = (typeof TABLE_DESIGN.globalIndexes)[number]['indexName'];

/** The order lines' and orders' keys-only indexes, in the order an existing table gets them (one per deployment). */
export const LINE_INDEX_NAMES = ['LINES1', 'LINES2', 'LINES3', 'LINES4', 'LINES5', 'LINES6'] as const;

/**
 * The indexes a deployment's table has: every one, or while an existing table is being given the lines' indexes
 * (`lineIndexes` = n, 0..6) the generic ones and the first n of the lines' (docs/operations.md).
 */
export function indexesOfDeployment(lineIndexes?: number): IndexDesign[] {
  const lines: readonly string[] = LINE_INDEX_NAMES;
  return TABLE_DESIGN.globalIndexes.filter(
    (index) =>
      lineIndexes === undefined ||
      !lines.includes(index.indexName) ||
      lines.indexOf(index.indexName) < lineIndexes,
  );
}

/** The attributes an index copy of `item` holds (undefined: all of them). */
export function projectedAttributes(index: IndexDesign): readonly string[] | undefined {
  if (index.projection.type === 'ALL') return undefined;
  const keys = [TABLE_DESIGN.partitionKey, TABLE_DESIGN.sortKey, index.partitionKey, index.sortKey];
  return index.projection.type === 'KEYS_ONLY' ? keys : [...keys, ...index.projection.attributes];
}

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES: string[] = [
  TABLE_DESIGN.partitionKey,
  TABLE_DESIGN.sortKey,
  ...TABLE_DESIGN.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

/** The key attributes (partition and sort key) of some global indexes, in the table's order. */
export const indexKeyAttributes = (...indexes: IndexName[]): string[] =>
  TABLE_DESIGN.globalIndexes
    .filter((index) => indexes.includes(index.indexName))
    .flatMap((index) => [index.partitionKey, index.sortKey]);
