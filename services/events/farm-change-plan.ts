/**
 * The consumer's one notice of a farm's change of its lines (pure: images in, notice out; issue 23). A farm's
 * forward move, of one line or of all its lines of an order at once, records the change on the order item
 * (`farmChange`, services/orders/farm-change.ts) in the same transaction as the lines: a new change id on the
 * order's image is one notice (and one e-mail) listing the lines, whatever the number of lines and whatever
 * batches the stream delivers their records in. The lines' own records stay quiet (order-notification-plan.ts).
 * A farm delivering its part of an order whose other parts are still on their way says so: «Entregado» is the
 * title only once the whole order is (every line not cancelled delivered).
 */
import { trackingText, trackingUrl } from '../../shared/constants/carriers.js';
import type { NotificationType } from '../../shared/contracts/notifications/entities.js';
import { FARM_CHANGE_TEXTS as F } from '../../shared/messages/farm-change.js';
import { ORDER_NOTIFICATION_TEXTS as T } from '../../shared/messages/notifications.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import { farmChangeOf, type FarmChange } from '../orders/index.js';
import type { ChangeRecord } from './change-record.js';

export interface FarmChangeNotice {
  /** The change's id: the notice's and the e-mail's ids derive from it. */
  changeId: string;
  userId: string;
  orderId: string;
  type: NotificationType;
  title: string;
  /** What the notice says (the e-mail says it too). */
  message: string;
  /** The e-mail's extra lines (the carrier's page). */
  mailExtra: string[];
  link: string;
}

/** 'A × 1, B × 2 y C × 1'. */
const listed = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;

function describe(change: FarmChange): string {
  // One line reads as a line's change always did (the product, its farm); several list their units.
  const [only] = change.lines;
  const head =
    change.lines.length === 1 && only
      ? F.oneLine(only.name, change.producerName, change.to)
      : F.lines(
          listed(change.lines.map((line) => `${line.name} × ${line.quantity}`)),
          change.lines.length,
          change.producerName,
          change.to,
        );
  return [
    head,
    ...(change.tracking ? [`${trackingText(change.tracking)}.`] : []),
    ...(change.notes ? [F.notes(change.notes)] : []),
  ].join(' ');
}

/** The notice of this change record, or null (not an order item, no new farm change, or the consumer's own). */
export function planFarmChangeNotice(change: ChangeRecord): FarmChangeNotice | null {
  if (change.keys.SK !== 'ORDER' || change.kind !== 'MODIFY' || !change.newImage) return null;
  const now = farmChangeOf(change.newImage.farmChange);
  if (!now || farmChangeOf(change.oldImage?.farmChange)?.id === now.id) return null;
  const consumerId = typeof change.newImage.userId === 'string' ? change.newImage.userId : undefined;
  if (!consumerId || now.by === consumerId) return null;
  const orderId = change.keys.PK.replace(/^ORDER#/, '');
  const url = now.tracking ? trackingUrl(now.tracking) : null;
  // «Entregado» for the order only once every line not cancelled is (the order item's status says so).
  const partDelivered = now.to === 'delivered' && change.newImage.status !== 'completed';
  return {
    changeId: now.id,
    userId: consumerId,
    orderId,
    type: now.to === 'delivered' ? 'SUCCESS' : 'INFO',
    title: partDelivered
      ? F.partDeliveredTitle(orderReference(orderId), now.producerName)
      : T.lineStatusTitle(orderReference(orderId), now.to),
    message: partDelivered ? `${describe(now)} ${F.restOnItsWay}` : describe(now),
    mailExtra: url ? [F.followParcel(url)] : [],
    link: `/orders/${orderId}`,
  };
}
