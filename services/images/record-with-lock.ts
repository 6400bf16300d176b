/**
 * Recording a check's outcome on the item that lists the photo (a product, or the farm page on its producer's
 * directory item): read it consistently, work out the change, write it on condition that the item did not
 * change meanwhile (the optimistic lock its own service writes with); a few tries when it did.
 */
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { getItem, updateItem } from '../lib/data/item-commands.js';

export type Recorded = 'recorded' | 'orphan' | 'unchanged';

/** The write of a change: everything of the update but the table and the key. */
export type LockedUpdate = Omit<UpdateCommandInput, 'TableName' | 'Key'>;

const ATTEMPTS = 5;

/** The next version stamp after `previous`: now, or a millisecond later when the clock is not past it. */
export const later = (previous: unknown): string => {
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  const now = Date.now();
  return new Date(Number.isFinite(last) && now <= last ? last + 1 : now).toISOString();
};

/**
 * Reads the item at `key` and writes what `change` makes of it ('orphan' or 'unchanged': nothing to write);
 * a write refused by its condition reads again. After ATTEMPTS refusals, fails with `busy`.
 */
export async function recordWithLock(
  key: Record<string, unknown>,
  change: (item: Record<string, unknown> | undefined) => Exclude<Recorded, 'recorded'> | LockedUpdate,
  busy: string,
): Promise<Recorded> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { Item: item } = await getItem({ Key: key, ConsistentRead: true });
    const update = change(item);
    if (typeof update === 'string') return update;
    try {
      await updateItem({ Key: key, ...update });
      return 'recorded';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(busy);
}
