/**
 * The price band backfill by hand (services/migrations/price-bands.ts): `TABLE_NAME=<table> npm run
 * migrate:price-bands` with credentials that may read and update the table. In AWS the migrations function does
 * it by itself after the deployment (infra/cdk/constructs/data-migrations.ts); this is for a table that function
 * does not reach, or to see it done at once.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillPriceBands } from '../../services/migrations/price-bands.js';

const tableName = process.env.TABLE_NAME;
if (!tableName) {
  console.error('TABLE_NAME is required (the deployed table, e.g. from the stack outputs).');
  process.exit(1);
}
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const report = await backfillPriceBands(documents, tableName);
console.log(
  report.done
    ? 'Price bands: already done.'
    : `Price bands: ${report.products} products and ${report.entries} search entries updated.`,
);
