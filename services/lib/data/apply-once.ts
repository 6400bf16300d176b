/**
 * Exactly-once effects from an at-least-once stream. A stream record may be delivered more than once (a retried
 * batch, a restarted poller); applyOnce writes the record's effects together with a marker item keyed by the
 * record's event id, in one transaction conditional on the marker not existing. A second delivery finds the
 * marker and changes nothing, so counters never count twice.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';
import { eventKeys } from './keys.js';
import { cancellationCodes, failedAt } from './transactions.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Markers outlive any redelivery: Lambda retries a stream batch for at most the record's 24 h retention. */
export const MARKER_TTL_SECONDS = 7 * 24 * 60 * 60;
/** DynamoDB's limit per transaction, minus the marker. */
export const MAX_EFFECTS_PER_EVENT = 99;

export type ApplyResult = 'applied' | 'duplicate' | 'nothing';

/** The put of a record's applied marker (`EVENT#<eventId>`, put only if absent), for a transaction. */
export function appliedMarker(eventId: string, now: Date = new Date()): TransactItem {
  return {
    Put: {
      TableName: readEnv().tableName,
      Item: {
        ...eventKeys.marker(eventId),
        appliedAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function applyOnce(
  eventId: string,
  effects: TransactItem[],
  now: Date = new Date(),
): Promise<ApplyResult> {
  if (effects.length === 0) return 'nothing';
  if (effects.length > MAX_EFFECTS_PER_EVENT)
    throw new Error(`Too many effects for one event (${effects.length} > ${MAX_EFFECTS_PER_EVENT})`);
  const marker = appliedMarker(eventId, now);
  try {
    await ddb().send(new TransactWriteCommand({ TransactItems: [marker, ...effects] }));
    return 'applied';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes && failedAt(codes, 0) === 'ConditionalCheckFailed') return 'duplicate';
    throw error;
  }
}
