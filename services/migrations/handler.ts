/**
 * Lambda entry of the migrations function: the table's one-off data migrations (run.ts: the price bands, the
 * orders' reference keys and line counts, the farms' pages). In AWS a CDK trigger invokes it after each
 * deployment that changes it (infra/cdk/constructs/data-migrations.ts), so a deployment that adds an index or a
 * stored figure also fills it for the data written before; a long run goes on in an asynchronous invocation of
 * itself. Each migration ends with a marker item, so a run after that returns at once. The local stack runs the
 * same migrations at every start (infra/local/seed/index.ts).
 */
import { InvokeCommand } from '@aws-sdk/client-lambda';
import type { Context } from 'aws-lambda';
import { ddb } from '../lib/clients/dynamodb.js';
import { lambda } from '../lib/clients/lambda.js';
import { readEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import { observed } from '../lib/observability/middleware.js';
import { runMigrations } from './run.js';

const logger = createLogger('migrations');

async function handle(event: unknown, context: Context) {
  const report = await runMigrations(event, {
    documents: ddb(),
    tableName: readEnv().tableName,
    timeLeftMs: () => context.getRemainingTimeInMillis(),
    continueWith: async (next) => {
      await lambda().send(
        new InvokeCommand({
          FunctionName: context.functionName,
          InvocationType: 'Event',
          Payload: JSON.stringify(next),
        }),
      );
    },
  });
  for (const [migration, outcome] of Object.entries(report.migrations)) {
    const going = report.next?.migration === migration;
    logger.info(`${migration}: ${outcome.done ? 'already done' : going ? 'going on' : 'done'}`, {
      ...outcome.counts,
      ...(going ? { next: report.next } : {}),
    });
  }
  if (report.next && !report.migrations[report.next.migration]) {
    logger.info(`${report.next.migration}: in the next invocation`);
  }
  return { migrations: report.migrations, paused: Boolean(report.next) };
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
