/**
 * A change of one table item as the events function sees it: the stream record with its images unmarshalled
 * to plain objects (the shapes the services wrote).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { fullLineItem, fullOrderItem } from '../orders/index.js';

export type ChangeKind = 'INSERT' | 'MODIFY' | 'REMOVE';
export type Item = Record<string, unknown>;

export interface ChangeRecord {
  /** Unique per stream record: the idempotency key of its effects. */
  eventId: string;
  kind: ChangeKind;
  sequenceNumber: string;
  /** When DynamoDB recorded the change. */
  at: Date;
  keys: { PK: string; SK: string };
  oldImage?: Item;
  newImage?: Item;
}

const toItem = (image: unknown): Item | undefined =>
  image ? unmarshall(image as Record<string, AttributeValue>) : undefined;

/**
 * An order's or a line's image whole: their items leave out what a read gives back (services/orders
 * stored-order.ts and line-snapshot.ts; docs/cost.md "An order line and the order smaller"), and every processor
 * reads them as they were before.
 */
function wholeImage(keys: { PK: string; SK: string }, image: Item | undefined): Item | undefined {
  if (!image || !keys.PK.startsWith('ORDER#')) return image;
  if (keys.SK === 'ORDER') return fullOrderItem(image);
  if (keys.SK.startsWith('PO#')) return fullLineItem(image);
  return image;
}

/** The change of a stream record, or null for a record without keys (never sent by DynamoDB). */
export function toChangeRecord(record: DynamoDBRecord): ChangeRecord | null {
  const stream = record.dynamodb;
  const keys = toItem(stream?.Keys);
  if (!stream || !keys || typeof keys.PK !== 'string' || typeof keys.SK !== 'string') return null;
  const seconds = stream.ApproximateCreationDateTime;
  return {
    eventId: record.eventID ?? `${keys.PK}|${keys.SK}|${stream.SequenceNumber ?? ''}`,
    kind: (record.eventName ?? 'MODIFY') as ChangeKind,
    sequenceNumber: stream.SequenceNumber ?? '',
    at: typeof seconds === 'number' ? new Date(seconds * 1000) : new Date(),
    keys: { PK: keys.PK, SK: keys.SK },
    oldImage: wholeImage(keys as { PK: string; SK: string }, toItem(stream.OldImage)),
    newImage: wholeImage(keys as { PK: string; SK: string }, toItem(stream.NewImage)),
  };
}
