import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import type { ChangeRecord } from './change-record.js';
import { createStreamHandler, type BatchChangeProcessor, type ChangeProcessor } from './stream-handler.js';

const logger = createLogger('events-test');

function record(
  seq: number,
  pk: string,
  kind: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { old?: object; new?: object },
): DynamoDBRecord {
  return {
    eventID: `event-${seq}`,
    eventName: kind,
    dynamodb: {
      ApproximateCreationDateTime: 1_790_000_000 + seq,
      SequenceNumber: String(seq).padStart(21, '0'),
      Keys: marshall({ PK: pk, SK: 'ORDER' }) as never,
      ...(images.old ? { OldImage: marshall(images.old) as never } : {}),
      ...(images.new ? { NewImage: marshall(images.new) as never } : {}),
    },
  };
}

const recorder = () => {
  const seen: ChangeRecord[] = [];
  const processor: ChangeProcessor = { name: 'recorder', handle: async (change) => void seen.push(change) };
  return { seen, processor };
};

describe('events stream handler', () => {
  it('hands every streamed change, unmarshalled and in order, to each processor', async () => {
    const { seen, processor } = recorder();
    const event: DynamoDBStreamEvent = {
      Records: [
        record(1, 'ORDER#a', 'INSERT', {
          new: { PK: 'ORDER#a', SK: 'ORDER', totalPrice: 12.5, tags: ['x'] },
        }),
        record(2, 'ORDER#a', 'MODIFY', {
          old: { PK: 'ORDER#a', SK: 'ORDER', status: 'pending' },
          new: { PK: 'ORDER#a', SK: 'ORDER', status: 'cancelled' },
        }),
      ],
    };
    const answer = await createStreamHandler([processor], logger)(event);
    expect(answer.batchItemFailures).toEqual([]);
    expect(seen.map((change) => [change.eventId, change.kind])).toEqual([
      ['event-1', 'INSERT'],
      ['event-2', 'MODIFY'],
    ]);
    expect(seen[0]?.newImage).toEqual({ PK: 'ORDER#a', SK: 'ORDER', totalPrice: 12.5, tags: ['x'] });
    expect(seen[0]?.at.toISOString()).toBe(new Date(1_790_000_001_000).toISOString());
    expect(seen[1]?.oldImage?.status).toBe('pending');
    expect(seen[1]?.newImage?.status).toBe('cancelled');
  });

  it('skips items outside the streamed prefixes (carts, markers, counters)', async () => {
    const { seen, processor } = recorder();
    await createStreamHandler(
      [processor],
      logger,
    )({
      Records: [
        record(1, 'USER#u1', 'MODIFY', { new: { PK: 'USER#u1', SK: 'CART' } }),
        record(2, 'EVENT#x', 'INSERT', { new: { PK: 'EVENT#x', SK: 'APPLIED' } }),
        record(3, 'ORDER#b', 'REMOVE', { old: { PK: 'ORDER#b', SK: 'ORDER' } }),
      ],
    });
    expect(seen.map((change) => change.keys.PK)).toEqual(['ORDER#b']);
  });

  it('stops at the first failing record and reports it, so it is delivered again with what follows', async () => {
    const handled: string[] = [];
    const flaky: ChangeProcessor = {
      name: 'flaky',
      handle: async (change) => {
        if (change.eventId === 'event-2') throw new Error('throttled');
        handled.push(change.eventId);
      },
    };
    const answer = await createStreamHandler(
      [flaky],
      logger,
    )({
      Records: [1, 2, 3].map((seq) => record(seq, `ORDER#${seq}`, 'INSERT', { new: { PK: `ORDER#${seq}` } })),
    });
    expect(handled).toEqual(['event-1']);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '000000000000000000002' }]);
  });

  it('hands the changes that went through to the batch processors, together and in order', async () => {
    const batches: string[][] = [];
    const batch: BatchChangeProcessor = {
      name: 'batch',
      handleBatch: async (changes) => void batches.push(changes.map((change) => change.eventId)),
    };
    const flaky: ChangeProcessor = {
      name: 'flaky',
      handle: async (change) => {
        if (change.eventId === 'event-3') throw new Error('throttled');
      },
    };
    const records = [1, 2, 3, 4].map((seq) =>
      record(seq, `ORDER#${seq}`, 'INSERT', { new: { PK: `ORDER#${seq}` } }),
    );
    const answer = await createStreamHandler([flaky], logger, [batch])({ Records: records });
    expect(batches).toEqual([['event-1', 'event-2']]);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '000000000000000000003' }]);
  });

  it('reports a failing batch processor from the first change of the batch (all delivered again)', async () => {
    const failing: BatchChangeProcessor = {
      name: 'failing',
      handleBatch: async () => {
        throw new Error('down');
      },
    };
    const records = [5, 6].map((seq) => record(seq, 'PRODUCT#p', 'MODIFY', { new: { PK: 'PRODUCT#p' } }));
    const answer = await createStreamHandler([], logger, [failing])({ Records: records });
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: '000000000000000000005' }]);
  });
});
