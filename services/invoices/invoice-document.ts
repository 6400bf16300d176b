/**
 * What an invoice says (pure): its lines, the shipping per IVA rate, the breakdown per rate and the total, from
 * the order's product order lines as checkout stored them (docs/taxes-shipping-invoices.md, "Invoices").
 *
 * Each line's goods part (subtotal - its share of the coupon) and shipping part (its share of the farm's
 * shipping) are split into base and IVA separately with splitIncluded, exactly as checkout priced them
 * (shared/rules/pricing/totals.ts): so the invoice's rows add up to the stored line totals and to the order's
 * breakdown to the cent. Amounts are computed in cents and stored in euros with two decimals.
 *
 * The document is a snapshot written once with the invoice (issuer, buyer, lines, totals): the PDF is rendered
 * from it, never from data that may change later (RD 1619/2012 art. 6; Ley 58/2003 art. 29: kept as issued).
 */
import type { InvoiceKind } from '../../shared/contracts/invoices/entities.js';
import { fromCents, toCents } from '../../shared/utils/money.js';
import type { BillingDetails, FiscalData } from '../../shared/rules/pricing/entities.js';
import { splitIncluded } from '../../shared/rules/pricing/totals.js';
import { taxRateOf } from '../../shared/rules/pricing/tax-rates.js';

type Item = Record<string, unknown>;

/** The recipient as the invoice names them (complete invoices; simplified ones name nobody). */
export interface InvoiceBuyer {
  name: string;
  nif?: string;
  address?: string;
}

export interface AmountSplit {
  base: number;
  tax: number;
  total: number;
}

/** One product line of an invoice (negative amounts and quantity on a rectifying invoice). */
export interface InvoiceLine {
  /** The product order it comes from. */
  lineId: string;
  description: string;
  unit?: string;
  quantity: number;
  /** Unit price, IVA included, as paid. */
  unitPrice: number;
  /** The line's share of the order's coupon (IVA included), already taken off `goods`. */
  discount: number;
  taxRate: number;
  /** The goods: subtotal - discount, split. */
  goods: AmountSplit;
  /** The line's share of its farm's shipping, split at the line's rate. */
  shipping: AmountSplit;
}

export interface InvoiceRateRow {
  rate: number;
  base: number;
  tax: number;
}

export interface ShippingRow extends InvoiceRateRow {
  total: number;
}

/** Everything the PDF prints, frozen when the invoice is issued. */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  orderId: string;
  orderReference: string;
  issuer: FiscalData;
  buyer: InvoiceBuyer | null;
  lines: InvoiceLine[];
  /** The shipping, one row per IVA rate (shipping takes the rate of the goods it carries). */
  shippingRows: ShippingRow[];
  breakdown: InvoiceRateRow[];
  total: number;
  /** A rectifying invoice: the invoice it corrects. */
  rectifies?: { id: string; number: string; issuedAt: string };
}

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const split = (cents: number, rate: number): AmountSplit => {
  const { base, tax } = splitIncluded(cents, rate);
  return { base: fromCents(base), tax: fromCents(tax), total: fromCents(cents) };
};

/** The rate of a stored line: its own (0 when exempt), else its product's at checkout, else the default. */
export function lineRate(line: Item): number {
  if (typeof line.taxRate === 'number' && (line.taxRate === 0 || [4, 10, 21].includes(line.taxRate)))
    return line.taxRate;
  return taxRateOf((line.product as Item | undefined)?.taxRate);
}

/** An invoice line from a stored product order line. */
export function invoiceLineOf(line: Item): InvoiceLine {
  const product = (line.product as Item | undefined) ?? {};
  const quantity = numberOr(line.quantity, 0);
  const unitPrice = numberOr(line.price, numberOr(product.price, 0));
  const subtotalCents = toCents(numberOr(line.subtotal, unitPrice * quantity));
  const discountCents = toCents(numberOr(line.discount, 0));
  const shippingCents = toCents(numberOr(line.shipping, 0));
  const rate = lineRate(line);
  return {
    lineId: String(line.id),
    description: String(product.name ?? line.productId ?? ''),
    ...(typeof product.unit === 'string' && product.unit ? { unit: product.unit } : {}),
    quantity,
    unitPrice,
    discount: fromCents(discountCents),
    taxRate: rate,
    goods: split(subtotalCents - discountCents, rate),
    shipping: split(shippingCents, rate),
  };
}

const negate = (amount: AmountSplit): AmountSplit => ({
  base: -amount.base || 0,
  tax: -amount.tax || 0,
  total: -amount.total || 0,
});

/** The same lines with every amount and quantity negated (a rectifying invoice cancels them). */
export function negatedLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({
    ...line,
    quantity: -line.quantity || 0,
    discount: -line.discount || 0,
    goods: negate(line.goods),
    shipping: negate(line.shipping),
  }));
}

/** The shipping rows, breakdown and total of some lines (exact in cents). */
export function totalsOf(
  lines: readonly InvoiceLine[],
): Pick<InvoiceDocument, 'shippingRows' | 'breakdown' | 'total'> {
  const shipping = new Map<number, { base: number; tax: number }>();
  const breakdown = new Map<number, { base: number; tax: number }>();
  const add = (map: Map<number, { base: number; tax: number }>, rate: number, part: AmountSplit) => {
    const entry = map.get(rate) ?? { base: 0, tax: 0 };
    entry.base += toCents(part.base);
    entry.tax += toCents(part.tax);
    map.set(rate, entry);
  };
  for (const line of lines) {
    add(breakdown, line.taxRate, line.goods);
    add(breakdown, line.taxRate, line.shipping);
    if (line.shipping.total !== 0) add(shipping, line.taxRate, line.shipping);
  }
  const rows = (map: Map<number, { base: number; tax: number }>) =>
    [...map.entries()].sort(([a], [b]) => a - b);
  const totalCents = rows(breakdown).reduce((sum, [, entry]) => sum + entry.base + entry.tax, 0);
  return {
    shippingRows: rows(shipping).map(([rate, entry]) => ({
      rate,
      base: fromCents(entry.base),
      tax: fromCents(entry.tax),
      total: fromCents(entry.base + entry.tax),
    })),
    breakdown: rows(breakdown).map(([rate, entry]) => ({
      rate,
      base: fromCents(entry.base),
      tax: fromCents(entry.tax),
    })),
    total: fromCents(totalCents),
  };
}

/** One line of an address from the order's shipping info. */
export function addressOf(shippingInfo: Item | undefined): string | undefined {
  if (!shippingInfo) return undefined;
  const place = [shippingInfo.postalCode, shippingInfo.city].filter(Boolean).join(' ');
  const parts = [shippingInfo.address, place, shippingInfo.state].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * The most a simplified invoice may add up to here: 3.000 € IVA included, for retail sales (RD 1619/2012, art.
 * 4.1.a; the shop sells to consumers). Above it, or when the buyer asked for it, the invoice is complete.
 */
export const SIMPLIFIED_INVOICE_MAX = 3000;

/** The kind and recipient of a farm's invoice of an order: complete with billing details (or above the cap). */
export function kindAndBuyer(
  order: Item,
  total: number,
): { kind: 'simplified' | 'complete'; buyer: InvoiceBuyer | null } {
  const billing = order.billing as BillingDetails | undefined;
  if (billing && typeof billing.nif === 'string' && billing.nif !== '')
    return {
      kind: 'complete',
      buyer: { name: billing.name, nif: billing.nif, address: billing.address },
    };
  if (Math.abs(total) > SIMPLIFIED_INVOICE_MAX) {
    const shipping = order.shippingInfo as Item | undefined;
    const name = String(shipping?.fullName ?? (order.consumerInfo as Item | undefined)?.fullName ?? '');
    const address = addressOf(shipping);
    return { kind: 'complete', buyer: { name, ...(address ? { address } : {}) } };
  }
  return { kind: 'simplified', buyer: null };
}
