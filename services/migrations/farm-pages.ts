/**
 * Backfill of the farms' public pages (docs/farms.md): a producer whose account was made before issue 23 has no
 * `farm` map until its page is first read (its profile, or one of its products), so it is missing from the farm
 * list (the catalog's farm filter, the sitemap). This gives every such producer its page the way the profile does
 * on the first read (services/farms/farm-store.ts ensureFarm: a consistent read of the directory item, then
 * the slug from the farm's name made unique through its guard item, the province from its addresses, all in one
 * conditional transaction: a page made meanwhile by the producer is kept as it is).
 *
 *   GSI1 `ROLE#<producer>` (the directory by role), a page at a time, filtered to the items without `farm`.
 *
 * Idempotent, resumable (the cursor is the Query's start key), ends with its marker (`MIGRATION#farm-pages`).
 * No Scan. The farm store writes through the services' client on TABLE_NAME (services/lib/env.ts): the table
 * named here must be that one.
 */
import { userKeys } from '../lib/data/keys.js';
import { readEnv } from '../lib/env.js';
import { ensureFarm } from '../farms/index.js';
import { mapLimited } from '../lib/map-limited.js';
import { migration, walkPages, type StartKey, type ResumeOptions } from './marker.js';

export const FARM_PAGES_MIGRATION = 'farm-pages';
/** Directory items read per page (before the filter). */
const PAGE_SIZE = 100;
/** Farms made at once (each a read and a transaction). */
const PARALLEL_FARMS = 4;

export interface FarmPagesCursor {
  startKey?: StartKey;
}

export interface FarmPagesReport {
  done: boolean;
  /** Farms that got their page now. */
  farms: number;
  next?: FarmPagesCursor;
}

export type FarmPagesOptions = ResumeOptions<FarmPagesCursor>;

export const backfillFarmPages = migration<FarmPagesReport, FarmPagesOptions>(
  FARM_PAGES_MIGRATION,
  { farms: 0 },
  async ({ documents, tableName, options }, report) => {
    const startKey = await walkPages(
      documents,
      {
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :role',
        FilterExpression: 'SK = :profile AND attribute_not_exists(farm)',
        ProjectionExpression: 'id',
        ExpressionAttributeValues: { ':role': userKeys.byRole('producer').GSI1PK, ':profile': 'PROFILE' },
        Limit: PAGE_SIZE,
      },
      options.from?.startKey,
      async (items) => {
        const ids = items
          .map((item) => item.id)
          .filter((id): id is string => typeof id === 'string' && id !== '');
        if (ids.length > 0 && tableName !== readEnv().tableName) {
          throw new Error(`Farm pages are made in TABLE_NAME (${readEnv().tableName}), not in ${tableName}`);
        }
        // A page made since the index answered is kept (ensureFarm reads the item consistently first).
        const made = await mapLimited(ids, PARALLEL_FARMS, madeNow);
        report.farms += made.filter(Boolean).length;
      },
      options.shouldPause,
    );
    return startKey ? { ...report, next: { startKey } } : report;
  },
);

/** Whether the producer got its page now (false: it had one, or the account is gone or no longer a producer). */
async function madeNow(producerId: string): Promise<boolean> {
  const result = await ensureFarm(producerId);
  return result !== null && (typeof result.item.farm !== 'object' || result.item.farm === null);
}
