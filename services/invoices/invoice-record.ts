/**
 * The invoice items of the table and their way to the API's entity (services/lib/data/money-keys.ts invoiceKeys):
 * one item per invoice under its order's partition; pending ones (the farm has no fiscal data yet) also on a
 * sparse GSI1 partition of the farm.
 */
import type { Invoice, InvoiceListKind } from '../../shared/contracts/invoices/entities.js';
import { createHash } from 'node:crypto';
import { INVOICE_SK_PREFIX } from '../lib/data/money-keys.js';
import type { InvoiceDocument } from './invoice-document.js';

type Item = Record<string, unknown>;

export const INVOICE_ENTITY = 'Invoice';

/** original: a farm's invoice of an order (pending until issued); rectifying: corrects it for cancelled lines. */
export type InvoiceRole = 'original' | 'rectifying';

export interface StoredInvoice {
  id: string;
  orderId: string;
  producerId: string;
  producerName?: string;
  /** The order's consumer (who may read it). */
  userId: string;
  role: InvoiceRole;
  kind: InvoiceListKind;
  /** Null while pending. */
  number: string | null;
  issuedAt: string | null;
  total: number;
  /** The product order lines it covers (a rectifying one: the lines it cancels). */
  lineIds: string[];
  orderCreatedAt: string;
  createdAt: string;
  /** Everything the PDF prints (issued invoices only). */
  document?: InvoiceDocument;
  /** A rectifying invoice: the id and number of the one it corrects. */
  rectifiesId?: string;
  rectifies?: string;
  /** Issued, its consumer not yet told: the order's next e-mail of new invoices includes it (invoice-mail.ts). */
  mailPending?: boolean;
}

/** A stable id (hex, 32 characters) from what identifies an invoice: replays derive the same one. */
export const invoiceIdOf = (...parts: string[]): string =>
  createHash('sha256')
    .update(['invoice', ...parts].join('#'))
    .digest('hex')
    .slice(0, 32);

/** The id of a farm's invoice of an order (pending, then issued). */
export const originalInvoiceId = (orderId: string, producerId: string): string =>
  invoiceIdOf(orderId, producerId);

/** The id of the rectifying invoice of a farm's cancelled lines (sorted: the same lines give the same id). */
export const rectifyingInvoiceId = (
  orderId: string,
  producerId: string,
  lineIds: readonly string[],
): string => invoiceIdOf(orderId, producerId, 'rectifying', ...[...lineIds].sort());

export const isInvoiceItem = (item: Item | undefined): item is Item =>
  !!item &&
  typeof item.SK === 'string' &&
  item.SK.startsWith(INVOICE_SK_PREFIX) &&
  item.entity === INVOICE_ENTITY;

export function toStoredInvoice(item: Item): StoredInvoice {
  return {
    id: String(item.id),
    orderId: String(item.orderId),
    producerId: String(item.producerId),
    ...(typeof item.producerName === 'string' ? { producerName: item.producerName } : {}),
    userId: String(item.userId ?? ''),
    role: item.role === 'rectifying' ? 'rectifying' : 'original',
    kind: item.kind as InvoiceListKind,
    number: typeof item.number === 'string' ? item.number : null,
    issuedAt: typeof item.issuedAt === 'string' ? item.issuedAt : null,
    total: Number(item.total) || 0,
    lineIds: Array.isArray(item.lineIds) ? (item.lineIds as string[]) : [],
    orderCreatedAt: String(item.orderCreatedAt ?? ''),
    createdAt: String(item.createdAt ?? ''),
    ...(item.document ? { document: item.document as InvoiceDocument } : {}),
    ...(typeof item.rectifiesId === 'string' ? { rectifiesId: item.rectifiesId } : {}),
    ...(typeof item.rectifies === 'string' ? { rectifies: item.rectifies } : {}),
    ...(item.mailPending === true ? { mailPending: true } : {}),
  };
}

/** The invoice as the list answers it; `link` signs the PDF's URL (null while pending). */
export function toInvoice(
  stored: StoredInvoice,
  link: (invoice: StoredInvoice) => { url: string; expiresAt: string } | null,
): Invoice {
  const signed = stored.kind === 'pending' ? null : link(stored);
  return {
    id: stored.id,
    orderId: stored.orderId,
    number: stored.number,
    producerId: stored.producerId,
    ...(stored.producerName ? { producerName: stored.producerName } : {}),
    kind: stored.kind,
    issuedAt: stored.issuedAt,
    total: stored.total,
    url: signed?.url ?? null,
    urlExpiresAt: signed?.expiresAt ?? null,
    ...(stored.rectifies ? { rectifies: stored.rectifies } : {}),
  };
}

/** Issued first by date, pending last; a farm's rectifying ones after the invoice they correct. */
export function sortInvoices<T extends Pick<StoredInvoice, 'issuedAt' | 'number' | 'createdAt'>>(
  invoices: readonly T[],
): T[] {
  return [...invoices].sort((a, b) => {
    if (!a.issuedAt !== !b.issuedAt) return a.issuedAt ? -1 : 1;
    return (a.issuedAt ?? a.createdAt).localeCompare(b.issuedAt ?? b.createdAt);
  });
}
