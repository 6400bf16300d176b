/**
 * The table's stream into the events function (services/events): an event source mapping that delivers only
 * changes of the items in STREAMED_KEY_PREFIXES and STREAMED_ITEMS (event filters, so carts, counters and markers never invoke
 * it), in batches with ReportBatchItemFailures, bisecting a failing batch, retrying a record a bounded number of
 * times and then sending its description to an encrypted dead-letter queue kept 14 days. The local stack's
 * poller (infra/local/change-stream.ts) follows the same rules.
 */
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAMED_ITEMS, STREAMED_KEY_PREFIXES } from '../../../services/lib/data/change-stream.js';

/** Attempts per record before it goes to the dead-letter queue (the local poller's MAX_ATTEMPTS too). */
export const STREAM_RETRY_ATTEMPTS = 5;
export const STREAM_BATCH_SIZE = 100;

export interface ChangeStreamProps {
  table: ITable;
  consumer: IFunction;
}

export class ChangeStream extends Construct {
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: ChangeStreamProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    props.consumer.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          ...STREAMED_KEY_PREFIXES.map((prefix) =>
            FilterCriteria.filter({ dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(prefix) } } } }),
          ),
          ...STREAMED_ITEMS.map((item) =>
            FilterCriteria.filter({
              dynamodb: {
                Keys: {
                  PK: { S: FilterRule.beginsWith(item.prefix) },
                  SK: { S: FilterRule.isEqual(item.sortKey) },
                },
              },
            }),
          ),
        ],
      }),
    );
  }
}
