/**
 * The directory-sync function: the user directory follows Cognito for changes made outside the shop (the
 * Cognito console, the CLI). Two triggers (docs/infra.md, "User directory sync"):
 *   - an EventBridge rule on Cognito's admin calls as CloudTrail records them ("AWS API Call via CloudTrail",
 *     source aws.cognito-idp, this pool): the user the call names is re-synced at once; when CloudTrail hides the
 *     username (it may: it is a sensitive field), a reconciliation run is made instead;
 *   - a schedule (every minute in AWS; DIRECTORY_SYNC_INTERVAL_MS on the local stack): one run of the
 *     incremental reconciliation (services/directory-sync/reconcile.ts), the safety net.
 */
import { readEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import { observed } from '../lib/observability/middleware.js';
import { emptyTally, syncOneUser, type SyncContext } from './apply.js';
import { createPacer } from './pacing.js';
import { reconcile } from './reconcile.js';
import { identifiersOf, syncSettings, type DirectorySyncEvent } from './settings.js';

const logger = createLogger('directory-sync');

async function handle(event: DirectorySyncEvent = {}) {
  const settings = syncSettings(process.env);
  const context: SyncContext = {
    pace: createPacer({ minIntervalMs: settings.minIntervalMs }),
    logger,
    tally: emptyTally(),
  };
  const cloudTrail = event['detail-type'] === 'AWS API Call via CloudTrail';
  const identifiers = cloudTrail ? identifiersOf(event, readEnv().userPoolId) : [];
  if (identifiers.length > 0) {
    for (const identifier of identifiers) await syncOneUser(identifier, context);
    logger.info('User re-synced after a Cognito call', {
      eventName: event.detail?.eventName,
      ...context.tally,
    });
    return { synced: identifiers.length, ...context.tally };
  }
  const report = await reconcile(
    { pagesPerRun: settings.pagesPerRun, checksPerRun: settings.checksPerRun },
    context,
  );
  const changed =
    context.tally.written + context.tally.removed + context.tally.hidden + context.tally.restored;
  if (changed > 0 || report.sweepCompleted || cloudTrail)
    logger.info('Directory reconciliation run', { ...report, ...context.tally });
  return { ...report, ...context.tally };
}

/** The Lambda entry: traced, its metrics flushed (services/lib/observability). */
export const handler = observed(handle);
