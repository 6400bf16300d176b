/**
 * A transaction's write units as AWS bills them (docs/cost.md, "Settled"): DynamoDB Local's own answer for a
 * TransactWriteItems is doubled and counts items of the same size once, so the meter (infra/local/meter.ts)
 * asks this function instead, with each item's image before and after the transaction.
 *
 * Per item: the table write at one unit per started KB of the larger image, twice (prepare and commit); each
 * index entry put, rewritten or removed at the standard rate (bench/counters/partition-tally.ts changeWrites:
 * every attribute is projected). A ConditionCheck is billed as a transactional write of the item it reads, with
 * no index write; a missing item still costs the minimum unit.
 */
import { changeWrites } from '../counters/partition-tally.js';
import { itemSize, writeUnits, type Image } from '../counters/item-size.js';
import type { TransactionItemChange } from '../../infra/local/meter.js';

const TRANSACTIONAL = 2;

export function transactionWriteUnits(changes: readonly TransactionItemChange[]): number {
  let units = 0;
  for (const change of changes) {
    const before = change.before as Image | undefined;
    const after = change.after as Image | undefined;
    if (change.conditionOnly) {
      units += TRANSACTIONAL * writeUnits(itemSize(before));
      continue;
    }
    for (const write of changeWrites({ at: 0, oldImage: before, newImage: after }))
      units += write.index === 'table' ? TRANSACTIONAL * write.units : write.units;
  }
  return units;
}
