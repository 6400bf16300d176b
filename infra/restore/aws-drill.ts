/**
 * The restore in AWS: point-in-time recovery of the table into a new table (the latest restorable time, or a
 * time you give), then what a restore does not carry over (the stream, point-in-time recovery itself, TTL,
 * deletion protection) switched on, the figures of both tables printed side by side, and the context options
 * that switch the functions to the restored table (`cdk deploy -c tableName=... -c tableStreamArn=...`).
 * docs/operations.md has the whole procedure. Writes after the restore time are expected as differences.
 */
import {
  DescribeTableCommand,
  RestoreTableToPointInTimeCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DESIGN } from '../../services/lib/data/table-design.js';
import { compareFigures, figuresOf, type FigureDifference, type TableFigures } from './figures.js';
import { scanAll } from './table-copy.js';

export interface AwsDrillOptions {
  client: DynamoDBClient;
  sourceTable: string;
  targetTable: string;
  /** Restore to this moment (default: the latest restorable time, about 5 minutes ago). */
  restoreTime?: Date;
  log?: (line: string) => void;
}

export interface AwsDrillResult {
  targetTable: string;
  streamArn: string;
  source: TableFigures;
  restored: TableFigures;
  differences: FigureDifference[];
  deployCommand: string;
}

/** Restores can take from minutes to hours (the table's size): wait up to 4 h. */
const MAX_WAIT_SECONDS = 4 * 3600;

export async function runAwsDrill(options: AwsDrillOptions): Promise<AwsDrillResult> {
  const { client, sourceTable, targetTable } = options;
  const log = options.log ?? (() => {});
  log(
    `Restoring ${sourceTable} to ${targetTable} (${options.restoreTime?.toISOString() ?? 'latest restorable time'})...`,
  );
  await client.send(
    new RestoreTableToPointInTimeCommand({
      SourceTableName: sourceTable,
      TargetTableName: targetTable,
      ...(options.restoreTime ? { RestoreDateTime: options.restoreTime } : { UseLatestRestorableTime: true }),
      BillingModeOverride: 'PAY_PER_REQUEST',
      SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
    }),
  );
  await waitUntilTableExists(
    { client, maxWaitTime: MAX_WAIT_SECONDS, minDelay: 30, maxDelay: 120 },
    { TableName: targetTable },
  );
  log('Restored. Switching on the stream, point-in-time recovery, TTL and deletion protection...');
  await client.send(
    new UpdateTableCommand({
      TableName: targetTable,
      StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_DESIGN.streamViewType },
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 600 }, { TableName: targetTable });
  await client.send(
    new UpdateContinuousBackupsCommand({
      TableName: targetTable,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: targetTable,
      TimeToLiveSpecification: { Enabled: true, AttributeName: TABLE_DESIGN.ttlAttribute },
    }),
  );
  await client.send(new UpdateTableCommand({ TableName: targetTable, DeletionProtectionEnabled: true }));
  const { Table: table } = await client.send(new DescribeTableCommand({ TableName: targetTable }));
  const streamArn = table?.LatestStreamArn ?? '';
  log('Counting both tables (one full Scan of each)...');
  const [source, restored] = await Promise.all([
    scanAll(client, sourceTable).then(figuresOf),
    scanAll(client, targetTable).then(figuresOf),
  ]);
  return {
    targetTable,
    streamArn,
    source,
    restored,
    differences: compareFigures(restored, source),
    deployCommand: `npm run deploy -- -c tableName=${targetTable} -c tableStreamArn=${streamArn}`,
  };
}
