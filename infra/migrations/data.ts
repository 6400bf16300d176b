/**
 * Every data migration by hand (services/migrations/run.ts: the price bands, the orders' reference keys and line
 * counts, the farms' pages), in one go: `TABLE_NAME=<table> npx tsx infra/migrations/data.ts` with credentials
 * that may read and update the table. In AWS the migrations function does it by itself after the deployment
 * (infra/cdk/constructs/data-migrations.ts) and the local stack at every start; this is for a table that function
 * does not reach, or to see it done at once. Each migration returns at once when its marker is there.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runMigrations } from '../../services/migrations/run.js';

const tableName = process.env.TABLE_NAME;
if (!tableName) {
  console.error('TABLE_NAME is required (the deployed table, e.g. from the stack outputs).');
  process.exit(1);
}
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const report = await runMigrations(
  {},
  {
    documents,
    tableName,
    timeLeftMs: () => Number.POSITIVE_INFINITY,
    continueWith: () => Promise.reject(new Error('Run by hand without a time limit')),
  },
);
for (const [migration, outcome] of Object.entries(report.migrations)) {
  const counts = Object.entries(outcome.counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  console.log(`${migration}: ${outcome.done ? 'already done' : `done (${counts})`}`);
}
