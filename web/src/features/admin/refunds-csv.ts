/**
 * The refunds export: every refund of the filtered list (the whole history with «Todos»), read in pages of 100,
 * as a CSV file a Spanish spreadsheet opens as it is (shared/utils/csv.ts: semicolons, decimal commas, UTF-8
 * with a byte order mark, formulas never run): what was refunded, to whom, how, where it stands, the account
 * and the reference, who settled it and when.
 */
import type { Refund } from '../../../../shared/contracts/payments/entities.js';
import {
  PAYMENT_METHOD_LABELS,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
} from '../../../../shared/messages/payment.js';
import { csvAmount, csvText, type CsvCell as Cell } from '../../../../shared/utils/csv.js';
import { orderReference } from '../../lib/order-status';
import { readRefundsPage } from './payments-api';
import type { RefundFilters } from './refunds-query';

/** At most this many pages are read (100 refunds each): a bound far above a cooperative's history. */
export const REFUNDS_EXPORT_MAX_PAGES = 500;

export const REFUND_CSV_HEADERS = [
  'ID',
  'Pedido',
  'Fecha',
  'Cliente',
  'Email',
  'Importe',
  'Método',
  'Motivo',
  'Estado',
  'IBAN',
  'Titular',
  'Referencia',
  'Devuelto el',
  'Registrado por',
] as const;

export function refundCsvRow(refund: Refund): Cell[] {
  return [
    refund.id,
    orderReference(refund.orderId),
    refund.createdAt,
    refund.customer?.name ?? '',
    refund.customer?.email ?? '',
    csvAmount(refund.amount),
    PAYMENT_METHOD_LABELS[refund.method] ?? refund.method,
    REFUND_REASON_LABELS[refund.reason] ?? refund.reason,
    REFUND_STATUS_LABELS[refund.status] ?? refund.status,
    refund.account?.iban ?? '',
    refund.account?.holder ?? '',
    refund.reference ?? '',
    refund.settledAt ?? '',
    refund.settledBy?.name ?? '',
  ];
}

export function refundsCsv(refunds: readonly Refund[]): string {
  return csvText([REFUND_CSV_HEADERS, ...refunds.map(refundCsvRow)]);
}

/** Every refund of the filters, page after page. */
export async function fetchRefundsForExport(filters: RefundFilters, signal?: AbortSignal): Promise<Refund[]> {
  const refunds: Refund[] = [];
  let token: string | undefined;
  for (let page = 0; page < REFUNDS_EXPORT_MAX_PAGES; page += 1) {
    const data = await readRefundsPage(filters, token, signal);
    refunds.push(...data.refunds);
    if (!data.nextToken) break;
    token = data.nextToken;
  }
  return refunds;
}
