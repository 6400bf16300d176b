/**
 * A farm's ledger read from the table: its product orders (LINES1 `PRODUCER#<id>`, `PO#...`, every one: a farm
 * of a cooperative sells a few thousand lines a year, a few Query pages of keys, the lines read by key in
 * BatchGetItems of 100) and its payouts (GSI1
 * `PAYOUTS#<id>`), read in parallel, newest first.
 */
import type { BalanceLine, Payout } from '../../shared/contracts/payments/entities.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { queryAll } from '../lib/data/query-pages.js';
import { lineIndex } from '../lib/data/line-keys.js';
import { wholeItems } from '../lib/data/line-pages.js';
import { readEnv } from '../lib/env.js';
import { toBalanceLine } from './ledger.js';
import { toPayout } from './payout-record.js';

export interface FarmLedger {
  lines: BalanceLine[];
  payouts: Payout[];
}

export async function readFarmLedger(producerId: string): Promise<FarmLedger> {
  const TableName = readEnv().tableName;
  const index = lineIndex('farm');
  const [lineItems, payoutItems] = await Promise.all([
    queryAll(ddb(), {
      TableName,
      IndexName: index.indexName,
      KeyConditionExpression: `${index.partitionKey} = :pk AND begins_with(${index.sortKey}, :po)`,
      ExpressionAttributeValues: { ':pk': `PRODUCER#${producerId}`, ':po': 'PO#' },
      ScanIndexForward: false,
    }).then((keys) => wholeItems(index, keys)),
    queryAll(ddb(), {
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': `PAYOUTS#${producerId}` },
      ScanIndexForward: false,
    }),
  ]);
  return { lines: lineItems.map(toBalanceLine), payouts: payoutItems.map(toPayout) };
}
