/**
 * When a farm's invoice of an order is due, and what to write (pure; docs/taxes-shipping-invoices.md):
 *   - card or bank transfer: once the order is paid, each farm with lines not cancelled issues one invoice for
 *     them (with their shipping share);
 *   - pay on delivery: a farm issues once all its lines not cancelled are delivered;
 *   - a farm without fiscal data: a pending record instead (no number), issued when it saves them; dropped if
 *     all its lines are cancelled before that (nothing was invoiced);
 *   - a line cancelled after its farm's invoice was issued: a rectifying invoice for the lines not yet
 *     rectified, referring to the original (RD 1619/2012, art. 15).
 * The plan is computed from the order's current items (order, lines, invoices), so applying it again after a
 * replayed stream record finds everything done and plans nothing.
 */
import type { FiscalData } from '../../shared/rules/pricing/entities.js';
import { paymentOf } from '../orders/index.js';
import { invoiceLineOf, totalsOf } from './invoice-document.js';
import { originalInvoiceId, rectifyingInvoiceId, type StoredInvoice } from './invoice-record.js';

type Item = Record<string, unknown>;

export type InvoiceAction =
  | { type: 'issue'; invoiceId: string; producerId: string; producerName?: string; fromPending: boolean }
  | { type: 'pending'; invoiceId: string; producerId: string; producerName?: string; total: number }
  | { type: 'drop-pending'; invoiceId: string; producerId: string }
  | {
      type: 'rectify';
      invoiceId: string;
      producerId: string;
      producerName?: string;
      original: StoredInvoice;
      lineIds: string[];
    };

/** Whether a farm's fiscal data is complete enough to issue invoices. */
export const hasFiscalData = (fiscal: FiscalData | null | undefined): fiscal is FiscalData =>
  !!fiscal &&
  typeof fiscal.legalName === 'string' &&
  fiscal.legalName.trim() !== '' &&
  typeof fiscal.nif === 'string' &&
  fiscal.nif.trim() !== '' &&
  typeof fiscal.address === 'string' &&
  fiscal.address.trim() !== '';

/** The money of the order has arrived (also when part or all of it is owed back or went back since). */
export function orderPaid(order: Item): boolean {
  const payment = paymentOf(order);
  return (
    payment.method !== 'cash_on_delivery' &&
    (payment.status === 'paid' ||
      payment.status === 'partially_refunded' ||
      ((payment.status === 'refunded' || payment.status === 'refund_pending') && !!payment.paidAt))
  );
}

/** A delivered line whose money the shop gave back (a return: `returnedAt`). */
const isReturned = (line: Item): boolean => typeof line.returnedAt === 'string';

const isCashOnDelivery = (order: Item): boolean => paymentOf(order).method === 'cash_on_delivery';

/** The lines of a farm an invoice issued now would cover; empty when the farm's invoice is not due. */
export function dueLines(order: Item, farmLines: readonly Item[]): Item[] {
  // A delivered line whose money went back (a return) is not sold: it is not invoiced.
  const active = farmLines.filter((line) => line.status !== 'cancelled' && !isReturned(line));
  if (active.length === 0) return [];
  if (isCashOnDelivery(order)) return active.every((line) => line.status === 'delivered') ? active : [];
  return orderPaid(order) ? active : [];
}

/** The farms of an order, in the order of their first line. */
function farmsOf(lines: readonly Item[]): { producerId: string; producerName?: string; lines: Item[] }[] {
  const farms = new Map<string, { producerId: string; producerName?: string; lines: Item[] }>();
  for (const line of lines) {
    const producerId = String(line.producerId);
    const farm = farms.get(producerId) ?? {
      producerId,
      ...(typeof line.producerName === 'string' ? { producerName: line.producerName } : {}),
      lines: [],
    };
    farm.lines.push(line);
    farms.set(producerId, farm);
  }
  return [...farms.values()];
}

export function planInvoices(input: {
  order: Item;
  lines: readonly Item[];
  invoices: readonly StoredInvoice[];
  fiscal: ReadonlyMap<string, FiscalData | null>;
}): InvoiceAction[] {
  const orderId = String(input.order.id);
  const actions: InvoiceAction[] = [];
  for (const farm of farmsOf(input.lines)) {
    const { producerId } = farm;
    const named = farm.producerName ? { producerName: farm.producerName } : {};
    const invoiceId = originalInvoiceId(orderId, producerId);
    const original = input.invoices.find((invoice) => invoice.id === invoiceId);
    const due = dueLines(input.order, farm.lines);
    const canIssue = hasFiscalData(input.fiscal.get(producerId));
    if (!original) {
      if (due.length === 0) continue;
      if (canIssue) actions.push({ type: 'issue', invoiceId, producerId, ...named, fromPending: false });
      else {
        const { total } = totalsOf(due.map(invoiceLineOf));
        actions.push({ type: 'pending', invoiceId, producerId, ...named, total });
      }
      continue;
    }
    if (original.kind === 'pending') {
      if (farm.lines.every((line) => line.status === 'cancelled' || isReturned(line)))
        actions.push({ type: 'drop-pending', invoiceId, producerId });
      else if (canIssue && due.length > 0)
        actions.push({ type: 'issue', invoiceId, producerId, ...named, fromPending: true });
      continue;
    }
    // Issued: lines it covered that are cancelled (or given back) now and no rectifying invoice covers yet.
    const rectified = new Set(
      input.invoices
        .filter((invoice) => invoice.role === 'rectifying' && invoice.rectifiesId === original.id)
        .flatMap((invoice) => invoice.lineIds),
    );
    const cancelled = farm.lines
      .filter((line) => line.status === 'cancelled' || isReturned(line))
      .map((line) => String(line.id))
      .filter((lineId) => original.lineIds.includes(lineId) && !rectified.has(lineId));
    if (cancelled.length > 0)
      actions.push({
        type: 'rectify',
        invoiceId: rectifyingInvoiceId(orderId, producerId, cancelled),
        producerId,
        ...named,
        original,
        lineIds: cancelled.sort(),
      });
  }
  return actions;
}
