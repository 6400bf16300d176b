/**
 * A stream record's personal notices and their e-mail copies, written exactly once without an applied marker
 * (docs/cost.md "The order notices without their marker"). Each notice's key follows from the record alone: the
 * recipient's partition, the record's stream time (its `ApproximateCreationDateTime`, the same on every delivery)
 * and an id derived from the event and the recipient. So each notice is put only if absent, one PutItem each (a
 * record's notices in parallel), instead of a transaction with a marker item (DynamoDB bills a transaction's
 * writes twice): a delivery again finds it and writes nothing, and never resets a notice read or held for the
 * farm's daily summary. A refused condition means "written before", not an error.
 *
 * A notice's e-mail follows its notice: the notice is put first and says whether an e-mail goes with it
 * (`mailed`), then the MAIL item (its id derived too) is put only if absent. A delivery that finds the notice
 * already there reads it (consistently, only when it would e-mail) and queues the e-mail only when the notice says
 * so: the choice made when the notice was written holds, even if the recipient's setting changed in between (a
 * farm moved from the daily summary to one e-mail per order gets one of the two, never both), and an e-mail whose
 * write failed after its notice's (the invocation retried) is queued by the next delivery.
 */
import { writtenUnlessRefused } from '../lib/data/condition-failure.js';
import { getItem, putItem } from '../lib/data/item-commands.js';
import { mapLimited } from '../lib/map-limited.js';
import type { Item } from './change-record.js';

/** Notices written at once (a record has one per recipient: an order's farms, its consumer). */
const PARALLEL_NOTICES = 8;

export interface NoticeWrite {
  /** The notification item; its key derived from the record (see the header). */
  notification: Item;
  /** Its e-mail copy's MAIL item, when one goes now (then the notification carries `mailed: true`). */
  mail?: Item;
}

export interface NoticeWritesResult {
  /** Notices written now. */
  written: number;
  /** Notices found written by a delivery before. */
  found: number;
  /** E-mails queued now. */
  mails: number;
}

const putIfAbsent = (item: Item) =>
  writtenUnlessRefused(putItem({ Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));

/** Whether the notice written before says an e-mail went with it. */
async function mailedBefore(notification: Item): Promise<boolean> {
  const { Item: stored } = await getItem({
    Key: { PK: notification.PK, SK: notification.SK },
    ProjectionExpression: 'mailed',
    ConsistentRead: true,
  });
  return stored?.mailed === true;
}

async function writeOne(write: NoticeWrite): Promise<{ written: boolean; mailed: boolean }> {
  const written = await putIfAbsent(write.notification);
  if (!write.mail) return { written, mailed: false };
  if (!written && !(await mailedBefore(write.notification))) return { written, mailed: false };
  return { written, mailed: await putIfAbsent(write.mail) };
}

/** Writes each notice, then its e-mail, only if absent (see the header). Any other error is thrown. */
export async function writeNoticesOnce(writes: readonly NoticeWrite[]): Promise<NoticeWritesResult> {
  const results = await mapLimited(writes, PARALLEL_NOTICES, writeOne);
  const written = results.filter((result) => result.written).length;
  return {
    written,
    found: results.length - written,
    mails: results.filter((result) => result.mailed).length,
  };
}
