/**
 * A farm's invoices of an order, as GET /v1/orders/{id}/invoices answers them (docs/taxes-shipping-invoices.md,
 * "Invoices").
 */

/** simplified: factura simplificada; complete: factura (the buyer gave billing details); rectifying: corrects one. */
export const INVOICE_KINDS = ['simplified', 'complete', 'rectifying'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** A farm without fiscal data yet: its invoice is issued (and numbered) once it completes them. */
export type InvoiceListKind = InvoiceKind | 'pending';

export interface Invoice {
  /** Opaque, stable id (the PDF's path names it). */
  id: string;
  orderId: string;
  /** `<series>-<year>-<n>`, e.g. F3F6C2A-2026-1; null while pending. */
  number: string | null;
  producerId: string;
  producerName?: string;
  kind: InvoiceListKind;
  /** ISO date of issue; null while pending. */
  issuedAt: string | null;
  /** What the invoice adds up to, IVA included (negative for a rectifying one); pending: the farm's part now. */
  total: number;
  /** The PDF (absolute, signed for a few minutes: works without the bearer header); null while pending. */
  url: string | null;
  /** When `url` stops working (ISO); null while pending. */
  urlExpiresAt: string | null;
  /** The number of the invoice a rectifying one corrects. */
  rectifies?: string;
}
