/**
 * The stream consumer: every record of a batch, in order, through every processor. Records of items outside
 * STREAMED_KEY_PREFIXES are skipped (AWS filters them before invoking; this is the same rule, so a test or the
 * local poller can hand over anything). A processor that fails stops the batch at that record and reports it
 * (ReportBatchItemFailures): Lambda, or the local poller, delivers it again with everything after it, in order.
 * Processors are idempotent (services/lib/data/apply-once.ts), so what was applied before the failure is not
 * applied twice.
 *
 * Batch processors (the search index) see the batch's changes together once the per-record processors are
 * through, so they can write in bulk; when one fails, the batch is reported from its first record (everything
 * is delivered again, and every processor is idempotent).
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { isStreamed } from '../lib/data/change-stream.js';
import { toChangeRecord, type ChangeRecord } from './change-record.js';

export interface ChangeProcessor {
  /** Short stable name: part of the idempotency key of its effects (`<eventId>#<name>`). */
  name: string;
  /** Applies the effects of one change. Must be idempotent for a given change. */
  handle(change: ChangeRecord, logger: Logger): Promise<void>;
}

/** A processor that applies the changes of a whole batch together, in their order. */
export interface BatchChangeProcessor {
  name: string;
  /** Must be idempotent for a given list of changes: the batch may be delivered again. */
  handleBatch(changes: readonly ChangeRecord[], logger: Logger): Promise<void>;
}

/** Runs `work`: whether it went through; a failure is logged as `message` with `where` and the error. */
async function ran(
  logger: Logger,
  message: string,
  where: Record<string, unknown>,
  work: () => Promise<void>,
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    logger.error(message, { ...where, error: error as Error });
    return false;
  }
}

export function createStreamHandler(
  processors: readonly ChangeProcessor[],
  logger: Logger,
  batchProcessors: readonly BatchChangeProcessor[] = [],
) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const done: ChangeRecord[] = [];
    let failedAt: string | undefined;
    records: for (const record of event.Records) {
      const change = toChangeRecord(record);
      if (!change || !isStreamed(change.keys.PK, change.keys.SK)) continue;
      for (const processor of processors) {
        const where = { processor: processor.name, eventId: change.eventId, keys: change.keys };
        const ok = await ran(logger, 'Change processing failed', where, () =>
          processor.handle(change, logger),
        );
        if (!ok) {
          failedAt = change.sequenceNumber;
          break records;
        }
      }
      done.push(change);
    }
    for (const processor of batchProcessors) {
      if (done.length === 0) break;
      const where = { processor: processor.name, changes: done.length };
      const ok = await ran(logger, 'Batch processing failed', where, () =>
        processor.handleBatch(done, logger),
      );
      if (!ok) {
        failedAt = done[0]?.sequenceNumber;
        break;
      }
    }
    return { batchItemFailures: failedAt === undefined ? [] : [{ itemIdentifier: failedAt }] };
  };
}
