/**
 * The single DynamoDB table: key schema, indexes and TTL. One definition read by the CDK stack and by the
 * local stack's provisioning, so AWS and this machine have the same table. The access patterns each key
 * serves are listed in docs/data-model.md.
 */
export interface IndexDesign {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

export const TABLE_DESIGN = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Generic, overloaded global secondary indexes (all attributes projected). */
  globalIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    { indexName: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK' },
    // The catalog and the search entries by rating (docs/reviews.md, sort=rating).
    { indexName: 'GSI6', partitionKey: 'GSI6PK', sortKey: 'GSI6SK' },
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
