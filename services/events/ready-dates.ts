/**
 * Processor of the events function (issue 32, docs/harvest-calendar.md): a farm moved the ready date of a
 * pre-order (`preorder.readyFrom` of a PRODUCT# item changed). Its lines still waiting on the old date move to
 * the new one (their `readyFrom`, `dispatchDate` and the farm's dispatch index, so the pick lists follow), and
 * each buyer gets one notification and one e-mail saying the new date and that the order may be cancelled
 * without cost while it waits. Exactly once per stream record (apply-once.ts); at most 30 lines per record (a
 * larger harvest is moved on the next records of the same product, see the bound below).
 */
import { DISPATCH_NOTICE_TEXTS } from '../../shared/messages/calendar.js';
import { readyDateMovedText } from '../../shared/messages/calendar.js';
import type { ProductOrder } from '../../shared/contracts/orders/entities.js';
import { applyOnce } from '../lib/data/apply-once.js';
import { orderKeys } from '../lib/data/keys.js';
import { harvestKeys } from '../lib/data/selling-keys.js';
import { keyAssignments } from '../lib/data/line-keys.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { personalNotificationItem, readRecipients, type Recipient } from '../notifications/index.js';
import { readDispatchLines } from '../orders/index.js';
import type { ChangeRecord, Item } from './change-record.js';
import { derivedId } from './order-notifications.js';
import type { ChangeProcessor } from './stream-handler.js';

export const READY_DATES_PROCESSOR = 'ready-dates';
const EVENT = 'preorder_ready_moved';
/** Lines moved per record: 30 updates + a notice and an e-mail per buyer stay within a transaction's 99. */
export const LINES_PER_RECORD = 30;
const WAITING = new Set(['pending', 'organizing']);

const readyOf = (image: Item | undefined): string | null => {
  const preorder = image?.preorder as { readyFrom?: unknown } | undefined;
  return image?.availability === 'preorder' && typeof preorder?.readyFrom === 'string'
    ? preorder.readyFrom
    : null;
};

/** The move a product change makes, or null. */
export function readyDateMove(
  change: ChangeRecord,
): { productId: string; producerId: string; name: string; from: string; to: string } | null {
  if (change.kind !== 'MODIFY' || !change.keys.PK.startsWith('PRODUCT#') || change.keys.SK !== 'PRODUCT')
    return null;
  const from = readyOf(change.oldImage);
  const to = readyOf(change.newImage);
  if (!from || !to || from === to) return null;
  return {
    productId: change.keys.PK.slice('PRODUCT#'.length),
    producerId: String(change.newImage?.producerId ?? ''),
    name: String(change.newImage?.name ?? ''),
    from,
    to,
  };
}

/** The writes of a move: each waiting line re-dated, each buyer told once. */
export function readyDateEffects(
  move: NonNullable<ReturnType<typeof readyDateMove>>,
  lines: readonly ProductOrder[],
  recipients: ReadonlyMap<string, Recipient>,
  options: { tableName: string; now: Date; mailOn: boolean; eventId: string },
) {
  const moved = lines
    .filter(
      (line) => line.productId === move.productId && WAITING.has(line.status) && line.readyFrom === move.from,
    )
    .slice(0, LINES_PER_RECORD);
  const effects: Record<string, unknown>[] = moved.map((line) => {
    const dispatch = keyAssignments(harvestKeys.dispatch(line.producerId, move.to, line.createdAt, line.id));
    return {
      Update: {
        TableName: options.tableName,
        Key: orderKeys.productOrder(line.orderId, line.id),
        UpdateExpression: `SET readyFrom = :to, dispatchDate = :to, ${dispatch.assignments}`,
        ConditionExpression: 'readyFrom = :from',
        ExpressionAttributeValues: { ':to': move.to, ':from': move.from, ...dispatch.values },
      },
    };
  });
  const buyers = new Map(
    moved.flatMap((line) => (line.userId ? [[line.userId, line.orderId] as const] : [])),
  );
  for (const [userId, orderId] of buyers) {
    const text = readyDateMovedText(move.name, move.to);
    const link = `/orders/${orderId}`;
    effects.push({
      Put: {
        TableName: options.tableName,
        Item: personalNotificationItem({
          id: derivedId(options.eventId, userId, EVENT),
          userId,
          type: 'WARNING',
          priority: 'HIGH',
          title: text.title,
          message: text.message,
          createdAt: options.now.toISOString(),
          link,
          orderId,
          event: EVENT,
        }),
      },
    });
    const recipient = recipients.get(userId);
    if (options.mailOn && recipient?.email && recipient.isActive !== false) {
      effects.push(
        queueMail(
          options.tableName,
          {
            to: recipient.email,
            kind: 'order',
            subject: text.title,
            text: [DISPATCH_NOTICE_TEXTS.greeting(recipient.fullName), '', text.message].join('\n'),
            link: { label: text.link, path: link },
          },
          {
            now: options.now,
            id: derivedId('mail', options.eventId, userId, EVENT),
            about: `USER#${userId}`,
          },
        ),
      );
    }
  }
  return effects;
}

export const readyDatesProcessor: ChangeProcessor = {
  name: READY_DATES_PROCESSOR,
  async handle(change, logger) {
    const move = readyDateMove(change);
    if (!move || !move.producerId) return;
    const lines = await readDispatchLines(move.producerId, move.from, move.from);
    const buyerIds = [
      ...new Set(
        lines.flatMap((line) => (line.productId === move.productId && line.userId ? [line.userId] : [])),
      ),
    ];
    const mailOn = mailEnabled(readMailSettings());
    const recipients =
      mailOn && buyerIds.length > 0 ? await readRecipients(buyerIds) : new Map<string, Recipient>();
    const effects = readyDateEffects(move, lines, recipients, {
      tableName: readEnv().tableName,
      now: new Date(),
      mailOn,
      eventId: change.eventId,
    });
    const result = await applyOnce(`${change.eventId}#${READY_DATES_PROCESSOR}`, effects as never[]);
    logger.debug('Pre-order ready date moved', { eventId: change.eventId, ...move, result });
  },
};
