/**
 * npm run restore-drill [-- options]
 *
 * Local (default): exports the local table, restores the export into a new table and proves nothing was lost
 * (infra/restore/local-drill.ts). It drills the running `npm start` stack when there is one (.local/stack.json),
 * else a throw-away seeded stack. Options: --keep (keep the restored table), --export-dir <folder>.
 *
 * AWS: --aws --table <source> [--target <name>] [--time <ISO date>] restores with point-in-time recovery and
 * prints the figures of both tables and the deploy command that switches the functions to the restored table
 * (AWS credentials and AWS_REGION from the environment). docs/operations.md, "Restore".
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_CREDENTIALS, REPO_ROOT } from '../local/config.js';
import { readStackFile } from '../local/stack-file.js';
import { runAwsDrill } from './aws-drill.js';
import { drillReport, runLocalDrill } from './local-drill.js';

const { values } = parseArgs({
  options: {
    aws: { type: 'boolean', default: false },
    table: { type: 'string' },
    target: { type: 'string' },
    time: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'export-dir': { type: 'string' },
  },
});

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').toLowerCase();

async function aws(): Promise<number> {
  if (!values.table) {
    console.error('--aws needs --table <the table to restore> (the stack output DataTableName).');
    return 2;
  }
  const restoreTime = values.time ? new Date(values.time) : undefined;
  if (restoreTime && Number.isNaN(restoreTime.getTime())) {
    console.error(`--time must be an ISO date, got ${values.time}`);
    return 2;
  }
  const client = new DynamoDBClient({});
  const result = await runAwsDrill({
    client,
    sourceTable: values.table,
    targetTable: values.target ?? `${values.table}-restored-${stamp()}`,
    ...(restoreTime ? { restoreTime } : {}),
    log: (line) => console.log(line),
  });
  console.log(`Restored table: ${result.targetTable} (stream ${result.streamArn})`);
  console.log(`Items: restored ${result.restored.items}, source now ${result.source.items}`);
  console.log(
    `Orders: restored ${result.restored.orders.count}, source now ${result.source.orders.count}; products ${result.restored.products.count}/${result.source.products.count}`,
  );
  for (const difference of result.differences.slice(0, 30))
    console.log(
      `  differs (written after the restore time?): ${difference.figure} ${String(difference.after)} now, ${String(difference.before)} restored`,
    );
  console.log(`Switch the functions to it with:\n  ${result.deployCommand}`);
  return 0;
}

async function local(): Promise<number> {
  const running = readStackFile(join(REPO_ROOT, '.local', 'stack.json'));
  let stop = async () => {};
  let endpoint: string | undefined;
  let tableName: string | undefined;
  let region = 'eu-west-1';
  if (running) {
    const probe = new DynamoDBClient({
      region: running.region,
      endpoint: running.endpoints.dynamodb,
      credentials: { ...LOCAL_CREDENTIALS },
      maxAttempts: 1,
    });
    const alive = await probe.send(new ListTablesCommand({})).then(
      () => true,
      () => false,
    );
    probe.destroy();
    if (alive) {
      ({ tableName, region } = running);
      endpoint = running.endpoints.dynamodb;
      console.log(`Drilling the running local stack's table ${tableName} (${endpoint}).`);
    }
  }
  if (!endpoint) {
    console.log('No running local stack: starting a throw-away seeded one...');
    const { startTestStack } = await import('../../test/support/stack.js');
    const stack = await startTestStack();
    if (!stack.details) {
      console.error(`The local stack did not start: ${stack.skipReason ?? 'unknown reason'}`);
      return 1;
    }
    endpoint = stack.details.endpoints.dynamodb;
    tableName = stack.details.tableName;
    region = stack.details.region;
    stop = stack.stop;
  }
  const client = new DynamoDBClient({ region, endpoint, credentials: { ...LOCAL_CREDENTIALS } });
  try {
    const result = await runLocalDrill({
      client,
      tableName: tableName!,
      exportDir: values['export-dir'] ?? join(REPO_ROOT, '.local', 'exports', stamp()),
      keep: values.keep,
    });
    console.log(drillReport(result));
    if (values.keep)
      console.log(`Kept: ${result.targetTable} (TABLE_NAME=${result.targetTable} points a handler at it).`);
    return result.ok ? 0 : 1;
  } finally {
    client.destroy();
    await stop();
  }
}

(values.aws ? aws() : local()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
