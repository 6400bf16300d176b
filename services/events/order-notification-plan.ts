/**
 * Which personal notifications an order change gives (pure: images in, notices out), read from the old and new
 * images of the table's stream:
 *   - a new order (the order item inserted as pending)  -> each producer in it: 'Nuevo pedido ...' with their lines;
 *   - a product order whose status changed              -> the consumer, unless the consumer made the change
 *     (their own cancel), the line was cancelled together with the whole order (that gives one notice below),
 *     or a farm's or an admin's change moved it (a new `changeId`: one notice per change, farm-change-plan.ts
 *     and below);
 *   - an admin's change of the whole order (a new audit entry) -> the consumer, once;
 *   - an order that became cancelled                    -> each producer still concerned (not the one who
 *     cancelled it) and, when someone else than the consumer cancelled it (the shop, or a farm cancelling the
 *     last line still in it), the consumer.
 * Seeded orders inserted in a later status give nothing: only a checkout inserts a pending order.
 */
// Shared files one by one, not shared/index.js: the events function carries no zod.
import { taxSummary } from '../../shared/messages/pricing.js';
import type {
  NotificationPriority,
  NotificationType,
} from '../../shared/contracts/notifications/entities.js';
import type { OrderStatus } from '../../shared/contracts/orders/entities.js';
import { formatMoney, fromCents, lineCents } from '../../shared/utils/money.js';
import { formatIban } from '../../shared/rules/iban.js';
import { ORDER_NOTIFICATION_TEXTS as T } from '../../shared/messages/notifications.js';
import { PAYMENT_TIMEOUT_ACTOR } from '../orders/index.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import type { ChangeRecord, Item } from './change-record.js';

export type OrderEvent = 'order_created' | 'order_line_status' | 'order_cancelled';

export interface PlannedNotice {
  userId: string;
  event: OrderEvent;
  orderId: string;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  /** Path in the SPA. */
  link: string;
  /** An address known from the images (the order's consumer); the directory is asked otherwise. */
  email?: string;
  /** false: a notification only, no e-mail copy (the order confirmation e-mail already says it). */
  mail?: false;
  /**
   * A farm's 'Nuevo pedido': its e-mail copy follows the farm's choice (`newOrderEmails`): sent now (`each`), or
   * told in the next morning's summary (`daily`, the default: services/notifications/new-order-digest.ts).
   */
  farmNewOrder?: true;
}

/** Products named in a new-order notice; the rest are counted. */
export const LISTED_LINES = 5;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Item => (value && typeof value === 'object' ? (value as Item) : {});
const unique = (values: readonly string[]): string[] => [...new Set(values)];

export const isOrderChange = (change: ChangeRecord): boolean => change.keys.SK === 'ORDER';
export const isProductOrderChange = (change: ChangeRecord): boolean => change.keys.SK.startsWith('PO#');

const orderIdOf = (change: ChangeRecord, image: Item | undefined): string =>
  text(image?.orderId) ?? text(image?.id) ?? change.keys.PK.replace(/^ORDER#/, '');

interface HistoryEntry {
  status?: string;
  by?: string;
  notes?: string;
}
const lastHistory = (image: Item | undefined): HistoryEntry =>
  record(list(image?.history).at(-1)) as HistoryEntry;

/**
 * Whether planning this change needs the order item too: a product order that became cancelled, to tell a
 * farm's own cancel (notify the consumer) from the whole order being cancelled (one order-level notice).
 */
export function needsOrder(change: ChangeRecord): boolean {
  return (
    isProductOrderChange(change) &&
    change.kind === 'MODIFY' &&
    change.newImage?.status === 'cancelled' &&
    change.oldImage?.status !== 'cancelled'
  );
}

/**
 * Whether planning this change lists the order's lines (the farms' 'Nuevo pedido'): an order placed, or paid
 * now. An order item without its own `items` then needs them read (order-lines.ts).
 */
export function needsOrderLines(change: ChangeRecord): boolean {
  const after = change.newImage;
  if (!after || !isOrderChange(change) || Array.isArray(after.items)) return false;
  if (change.kind === 'INSERT') return after.status === 'pending' && !awaitsMoney(after);
  return (
    change.kind === 'MODIFY' &&
    awaitsMoney(change.oldImage ?? {}) &&
    record(after.payment).status === 'paid' &&
    after.status !== 'cancelled'
  );
}

function newOrderNotices(orderId: string, image: Item): PlannedNotice[] {
  const reference = orderReference(orderId);
  const buyer = text(record(image.consumerInfo).fullName) ?? T.aBuyer;
  const items = list(image.items).map(record);
  const producers = unique([
    ...list(image.producerIds).filter((id): id is string => typeof id === 'string'),
    ...items.map((item) => text(record(item.product).producerId)).filter((id): id is string => !!id),
  ]);
  return producers.map((producerId) => {
    const lines = items.filter((item) => record(item.product).producerId === producerId);
    const units = lines.reduce((sum, item) => sum + Number(item.quantity ?? 0), 0);
    const cents = lines.reduce(
      (sum, item) => sum + lineCents(Number(item.price ?? 0), Number(item.quantity ?? 0)),
      0,
    );
    const named = lines
      .slice(0, LISTED_LINES)
      .map((item) => `${text(record(item.product).name) ?? 'Producto'} × ${Number(item.quantity ?? 0)}`);
    const more = lines.length - named.length;
    const described = more > 0 ? `${named.join(', ')} y ${more} más` : named.join(', ');
    return {
      userId: producerId,
      event: 'order_created',
      orderId,
      type: 'SUCCESS',
      priority: 'HIGH',
      title: T.newOrderTitle(reference),
      message: T.newOrderMessage(
        buyer,
        described,
        units,
        formatMoney(fromCents(cents)),
        deliveryText(
          list(image.deliveries)
            .map(record)
            .find((entry) => entry.producerId === producerId),
        ),
      ),
      link: `/producer/orders/${orderId}`,
      farmNewOrder: true,
    } satisfies PlannedNotice;
  });
}

/** How a farm's lines reach the buyer, for its 'Nuevo pedido' (nothing for orders placed before deliveries). */
function deliveryText(delivery: Item | undefined): string {
  if (!delivery) return '';
  if (delivery.mode === 'pickup') return T.deliveryPickup;
  const shipping = Number(delivery.shipping ?? 0);
  return shipping > 0 ? T.deliveryShipping(formatMoney(shipping)) : T.deliveryFree;
}

/**
 * A bank transfer order tells its consumer what to send where (notification and e-mail copy): the shop's account
 * as it was at checkout (`transferAccount` on the order item), the amount, the reference and the deadline.
 */
function transferNotice(orderId: string, image: Item): PlannedNotice[] {
  const payment = record(image.payment);
  const account = record(image.transferAccount);
  const consumerId = text(image.userId);
  const iban = text(account.iban);
  const holder = text(account.holder);
  if (payment.method !== 'bank_transfer' || !consumerId || !iban || !holder) return [];
  const reference = text(payment.reference) ?? orderReference(orderId);
  const dueAt = text(payment.dueAt);
  const email = text(record(image.consumerInfo).email);
  return [
    {
      userId: consumerId,
      event: 'order_created',
      orderId,
      type: 'INFO',
      priority: 'HIGH',
      title: T.transferTitle(orderReference(orderId)),
      message: T.transferMessage(
        formatMoney(Number(payment.amount ?? 0)),
        holder,
        formatIban(iban),
        reference,
        dueAt ? formatDay(dueAt) : null,
        taxSummary(
          list(image.taxBreakdown)
            .map(record)
            .map((entry) => ({ rate: Number(entry.rate ?? 0), tax: Number(entry.tax ?? 0) })),
        ),
      ),
      link: `/orders/${orderId}`,
      ...(email ? { email } : {}),
      // The confirmation e-mail (order-confirmation.ts) carries the transfer's details: one e-mail, not two.
      mail: false,
    },
  ];
}

/** 26 de noviembre de 2026 (Spain's calendar day). */
const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  });

/** Whether money of the order is owed back after its cancel (the notice then says so, not "nothing charged"). */
const moneyBack = (order: Item): boolean => {
  const payment = record(order.payment);
  return Number(payment.refundPendingAmount) > 0 || Number(payment.refundedAmount) > 0;
};

function cancelledOrderNotices(orderId: string, before: Item, after: Item): PlannedNotice[] {
  const reference = orderReference(orderId);
  const consumerId = text(after.userId);
  const cancelledBy = text(after.cancelledBy);
  const byConsumer = !!consumerId && cancelledBy === consumerId;
  const concerned = list(before.activeProducerIds ?? after.producerIds ?? before.producerIds).filter(
    (id): id is string => typeof id === 'string',
  );
  // A farm cancelling the last line still in the order (the producer's status change,
  // docs/producer-fulfilment.md) cancels the order too.
  const farms = list(before.producerIds ?? after.producerIds).filter(
    (id): id is string => typeof id === 'string',
  );
  const byFarm = !!cancelledBy && farms.includes(cancelledBy);
  const unpaid = cancelledBy === PAYMENT_TIMEOUT_ACTOR;
  // Farms never told of an order still waiting for its money are not told of its cancel either.
  const notices: PlannedNotice[] = (awaitsMoney(before) ? [] : unique(concerned))
    .filter((producerId) => producerId !== cancelledBy)
    .map((producerId) => ({
      userId: producerId,
      event: 'order_cancelled',
      orderId,
      type: 'WARNING',
      priority: 'HIGH',
      title: T.orderCancelledTitle(reference),
      message: byConsumer ? T.orderCancelledByBuyer(reference) : T.orderCancelledByShop(reference),
      link: `/producer/orders/${orderId}`,
    }));
  if (consumerId && !byConsumer) {
    const email = text(record(after.consumerInfo).email);
    notices.push({
      userId: consumerId,
      event: 'order_cancelled',
      orderId,
      type: 'WARNING',
      priority: 'HIGH',
      title: T.yourOrderCancelledTitle(reference),
      message: unpaid
        ? T.yourOrderExpiredMessage(reference)
        : byFarm
          ? T.yourOrderCancelledByFarmMessage(reference, moneyBack(after))
          : T.yourOrderCancelledMessage(reference, moneyBack(after)),
      link: `/orders/${orderId}`,
      ...(email ? { email } : {}),
      // The cancel e-mail (refund-mails.ts) says it with what happens to the money: one e-mail, not two.
      mail: false,
    });
  }
  return notices;
}

const LINE_TYPES: Partial<Record<OrderStatus, NotificationType>> = {
  delivered: 'SUCCESS',
  cancelled: 'WARNING',
};

function lineStatusNotice(orderId: string, after: Item, order: Item | undefined): PlannedNotice | null {
  const consumerId = text(after.userId);
  const status = text(after.status) as OrderStatus | undefined;
  if (!consumerId || !status) return null;
  const last = lastHistory(after);
  if (last.by === consumerId) return null;
  if (
    status === 'cancelled' &&
    order?.status === 'cancelled' &&
    text(order.cancelledAt) !== undefined &&
    order.cancelledAt === after.updatedAt
  )
    return null;
  const product = record(after.product);
  const notes = last.status === status ? text(last.notes) : undefined;
  return {
    userId: consumerId,
    event: 'order_line_status',
    orderId,
    type: LINE_TYPES[status] ?? 'INFO',
    priority: status === 'cancelled' ? 'HIGH' : 'MEDIUM',
    title: T.lineStatusTitle(orderReference(orderId), status),
    message: T.lineStatusMessage(
      text(product.name) ?? 'Un producto',
      text(after.producerName) ?? text(product.producerName),
      status,
      notes,
    ),
    link: `/orders/${orderId}`,
  };
}

/**
 * A card or transfer order whose money has not arrived: its farms hear of it only once it is paid (they do not
 * prepare unpaid orders), and not at all if it is cancelled before (docs/payments.md).
 */
function awaitsMoney(image: Item): boolean {
  const payment = record(image.payment);
  return (
    (payment.method === 'card' || payment.method === 'bank_transfer') &&
    (payment.status === 'pending' || payment.status === 'failed')
  );
}

/**
 * An admin's change of the whole order (a new entry in the order's audit, its lines moved forward with the
 * change's id, so their own records stay quiet): one notice to the consumer. A cancel is the cancel's notice
 * (cancelledOrderNotices); an entry that moved nothing (a delivered order closed) says nothing.
 */
function adminChangeNotice(orderId: string, before: Item, after: Item): PlannedNotice[] {
  const entries = list(after.audit);
  if (entries.length <= list(before.audit).length) return [];
  const entry = record(entries.at(-1));
  const consumerId = text(after.userId);
  const to = text(entry.to) as OrderStatus | undefined;
  if (!consumerId || !to || to === 'cancelled' || entry.from === to) return [];
  // «Completado» is how the order's status reads once every line is delivered: the consumer reads «Entregado».
  const status: OrderStatus = to === 'completed' ? 'delivered' : to;
  const email = text(record(after.consumerInfo).email);
  return [
    {
      userId: consumerId,
      event: 'order_line_status',
      orderId,
      type: LINE_TYPES[status] ?? 'INFO',
      priority: 'MEDIUM',
      title: T.lineStatusTitle(orderReference(orderId), status),
      message: T.adminChangeMessage(status, text(entry.notes)),
      link: `/orders/${orderId}`,
      ...(email ? { email } : {}),
    },
  ];
}

/** The notices of one change; `order` is the order item when needsOrder(change). */
export function planOrderNotifications(change: ChangeRecord, order?: Item): PlannedNotice[] {
  const before = change.oldImage;
  const after = change.newImage;
  if (!after) return [];
  const orderId = orderIdOf(change, after);
  if (isOrderChange(change)) {
    if (change.kind === 'INSERT' && after.status === 'pending')
      return [
        ...(awaitsMoney(after) ? [] : newOrderNotices(orderId, after)),
        ...transferNotice(orderId, after),
      ];
    if (change.kind === 'MODIFY' && before && before.status !== 'cancelled' && after.status === 'cancelled')
      return cancelledOrderNotices(orderId, before, after);
    const paidNow = awaitsMoney(before ?? {}) && record(after.payment).status === 'paid';
    if (change.kind === 'MODIFY' && paidNow && after.status !== 'cancelled')
      return newOrderNotices(orderId, after);
    if (change.kind === 'MODIFY' && before) return adminChangeNotice(orderId, before, after);
    return [];
  }
  const farmChange = text(after.changeId) !== undefined && after.changeId !== before?.changeId;
  if (
    isProductOrderChange(change) &&
    change.kind === 'MODIFY' &&
    before &&
    before.status !== after.status &&
    !farmChange
  ) {
    const notice = lineStatusNotice(orderId, after, order);
    return notice ? [notice] : [];
  }
  return [];
}
