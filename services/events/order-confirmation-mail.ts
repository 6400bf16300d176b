/**
 * The consumer's order confirmation e-mail (issue 23), pure: which change sends it and what it says, read from
 * the order item's image on the table's stream (it holds everything: lines with their farm, deliveries, totals,
 * IVA, payment, the shop's account for a transfer, the address).
 *
 * When: once per order, at the moment it is placed for real:
 *   - pay on delivery and bank transfer: the order item inserted as pending (a checkout);
 *   - card: when its payment turns paid (the farms hear of the order then too; an unpaid card order expires
 *     and is cancelled, so it is never "confirmed"). A card order cancelled before it was paid gets none.
 * Seeded orders inserted in a later status give nothing (as for the farms' notices).
 */
// Shared files one by one, not shared/index.js: the events function carries no zod.
import { formatIban } from '../../shared/rules/iban.js';
import { ORDER_CONFIRMATION_MAIL as T } from '../../shared/messages/order-confirmation-mail.js';
import { taxSummary } from '../../shared/messages/pricing.js';
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { formatMoney, fromCents, lineCents } from '../../shared/utils/money.js';
import { orderReference } from '../../shared/rules/order-labels.js';
import type { ChangeRecord, Item } from './change-record.js';
import { orderDispatchText, preorderLabel } from '../../shared/messages/calendar.js';

export interface OrderConfirmation {
  orderId: string;
  /** The consumer (the address is read from the user directory). */
  consumerId: string;
  subject: string;
  /** The body without greeting (the recipient's name comes from the directory), link and signature. */
  body: string;
  /** Path of the order's page in the shop. */
  link: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Item => (value && typeof value === 'object' ? (value as Item) : {});
const money = (value: unknown): string => formatMoney(Number(value ?? 0) || 0);
/** An amount, or null for nothing to pay ('gratis'). */
const moneyOrFree = (value: unknown): string | null => (Number(value ?? 0) > 0 ? money(value) : null);

/** 26 de noviembre de 2026 (Spain's calendar day). */
export const spanishDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  });

/** Whether this change is the moment the order's confirmation goes out (see the header). */
export function isConfirmationMoment(change: ChangeRecord): boolean {
  if (change.keys.SK !== 'ORDER' || !change.keys.PK.startsWith('ORDER#')) return false;
  const after = change.newImage;
  if (!after || after.status === 'cancelled') return false;
  const payment = record(after.payment);
  if (change.kind === 'INSERT') return after.status === 'pending' && payment.method !== 'card';
  if (change.kind !== 'MODIFY' || payment.method !== 'card') return false;
  return record(change.oldImage?.payment).status !== 'paid' && payment.status === 'paid';
}

interface Farm {
  producerId: string;
  name: string;
  lines: Item[];
  delivery: Item | undefined;
}

/** The order's lines grouped by farm, in the order of their first line. */
function farmsOf(order: Item): Farm[] {
  const deliveries = list(order.deliveries).map(record);
  const farms = new Map<string, Farm>();
  for (const line of list(order.items).map(record)) {
    const product = record(line.product);
    const producerId = text(product.producerId) ?? '';
    const delivery = deliveries.find((entry) => entry.producerId === producerId);
    const farm = farms.get(producerId) ?? {
      producerId,
      name: text(delivery?.producerName) ?? text(product.producerName) ?? T.aFarm,
      lines: [],
      delivery,
    };
    farm.lines.push(line);
    farms.set(producerId, farm);
  }
  return [...farms.values()];
}

function farmBlock(farm: Farm): string[] {
  const pickup = record(farm.delivery?.pickup);
  const heading =
    farm.delivery?.mode === 'pickup' && text(pickup.address)
      ? T.farmPickup(farm.name, text(pickup.address) as string, text(pickup.hours) ?? '')
      : farm.delivery
        ? T.farmDelivered(farm.name, moneyOrFree(farm.delivery.shipping))
        : farm.name;
  // Issue 32 (docs/harvest-calendar.md): when the farm's part leaves, or where and when to collect it.
  const slot = record(farm.delivery?.pickupSlot);
  const dispatch = farm.delivery
    ? orderDispatchText({
        ...(text(farm.delivery.dispatchDate) ? { dispatchDate: text(farm.delivery.dispatchDate) } : {}),
        ...(text(slot.date) && text(slot.from) && text(slot.to)
          ? { pickupSlot: { date: slot.date as string, from: slot.from as string, to: slot.to as string } }
          : {}),
        ...(text(pickup.address) ? { pickup: { address: pickup.address as string } } : {}),
      })
    : null;
  const first = text(farm.delivery?.dispatchDate);
  return [
    heading,
    ...(dispatch ? [`${dispatch}.`] : []),
    ...farm.lines.map((line) => {
      const quantity = Number(line.quantity ?? 0);
      const cents = lineCents(Number(line.price ?? 0), quantity);
      const readyFrom = text(record(line.product).readyFrom);
      const later =
        readyFrom && first && readyFrom > first ? ` (${preorderLabel(readyFrom).toLowerCase()})` : '';
      return (
        T.line(quantity, text(record(line.product).name) ?? T.aProduct, formatMoney(fromCents(cents))) + later
      );
    }),
  ];
}

function totalsBlock(order: Item): string[] {
  const discount = Number(order.discountTotal ?? order.discount ?? 0);
  const breakdown = list(order.taxBreakdown)
    .map(record)
    .map((entry) => ({ rate: Number(entry.rate ?? 0), tax: Number(entry.tax ?? 0) }));
  const taxes = taxSummary(breakdown);
  return [
    T.products(money(order.itemsTotal ?? order.subtotal)),
    T.shipping(moneyOrFree(order.shippingTotal)),
    ...(discount > 0 ? [T.discount(money(discount), text(record(order.coupon).code) ?? null)] : []),
    T.total(money(order.totalPrice)),
    ...(taxes ? [taxes.charAt(0).toUpperCase() + taxes.slice(1)] : []),
  ];
}

function paymentBlock(orderId: string, order: Item, farms: number): string {
  const payment = record(order.payment);
  const amount = money(payment.amount ?? order.totalPrice);
  if (payment.method === 'card') {
    const paidAt = text(payment.paidAt);
    return T.payCard(amount, paidAt ? spanishDay(paidAt) : null);
  }
  if (payment.method === 'bank_transfer') {
    const account = record(order.transferAccount);
    const dueAt = text(payment.dueAt);
    return T.payTransfer(
      amount,
      text(account.holder) ?? MAIL_TEXTS.signature,
      formatIban(text(account.iban) ?? ''),
      text(payment.reference) ?? orderReference(orderId),
      dueAt ? spanishDay(dueAt) : null,
    );
  }
  return T.payOnDelivery(amount, farms);
}

function addressBlock(order: Item, farms: readonly Farm[]): string[] {
  const shipping = record(order.shippingInfo);
  if (farms.length > 0 && farms.every((farm) => farm.delivery?.mode === 'pickup')) return [T.pickupOnly];
  const state = text(shipping.state);
  return [
    text(shipping.fullName),
    text(shipping.address),
    [text(shipping.postalCode), text(shipping.city)].filter(Boolean).join(' ') + (state ? `, ${state}` : ''),
    ...(text(shipping.phone) ? [T.phone(text(shipping.phone) as string)] : []),
    ...(text(shipping.notes) ? [T.notes(text(shipping.notes) as string)] : []),
  ].filter((line): line is string => !!line);
}

/** The confirmation this change sends, or null (not the moment, or an order without its consumer). */
export function planOrderConfirmation(change: ChangeRecord): OrderConfirmation | null {
  if (!isConfirmationMoment(change)) return null;
  const order = change.newImage as Item;
  const orderId = text(order.orderId) ?? text(order.id) ?? change.keys.PK.slice('ORDER#'.length);
  const consumerId = text(order.userId);
  if (!consumerId) return null;
  const reference = orderReference(orderId);
  const farms = farmsOf(order);
  const placedAt = text(order.createdAt) ?? change.at.toISOString();
  const transfer = record(order.payment).method === 'bank_transfer';
  const body = [
    T.intro(reference, spanishDay(placedAt)),
    [T.boughtTitle, ...farms.flatMap((farm) => ['', ...farmBlock(farm)])].join('\n'),
    totalsBlock(order).join('\n'),
    [T.payTitle, paymentBlock(orderId, order, farms.length)].join('\n'),
    [T.addressTitle, ...addressBlock(order, farms)].join('\n'),
  ].join('\n\n');
  return {
    orderId,
    consumerId,
    subject: transfer ? T.subjectTransfer(reference) : T.subject(reference),
    body,
    link: `/orders/${orderId}`,
  };
}
