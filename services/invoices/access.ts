/**
 * Who sees which invoices (pure): an order's consumer and admins all of its invoices, a farm of the order its
 * own; anyone else nothing (the list answers 404, as the orders API does for an order that is not yours).
 */
import type { Principal } from '../lib/identity.js';
import type { StoredInvoice } from './invoice-record.js';

export interface OrderOwners {
  userId: string;
  producerIds: string[];
}

/** The invoices of an order `caller` may see, or null when the order is none of theirs. */
export function visibleInvoices(
  caller: Principal,
  order: OrderOwners,
  invoices: readonly StoredInvoice[],
): StoredInvoice[] | null {
  if (caller.role === 'admin' || order.userId === caller.userId) return [...invoices];
  if (caller.role === 'producer' && order.producerIds.includes(caller.userId))
    return invoices.filter((invoice) => invoice.producerId === caller.userId);
  return null;
}

/** Whether `caller` may read this invoice (its PDF) with their bearer token. */
export function mayReadInvoice(
  caller: Principal,
  invoice: Pick<StoredInvoice, 'userId' | 'producerId'>,
): boolean {
  return caller.role === 'admin' || invoice.userId === caller.userId || invoice.producerId === caller.userId;
}
