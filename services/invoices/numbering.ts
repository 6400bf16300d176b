/**
 * Invoice numbers (pure): `<series>-<year>-<n>`, correlative per farm, series and calendar year without gaps
 * (Real Decreto 1619/2012, art. 6.1.a: "número y, en su caso, serie ... correlativa").
 *   - two series per farm, derived from the farm's producer id, nothing stored: the ordinary one (simplified
 *     and complete invoices), F + the first 6 hex characters of the id without dashes, upper case
 *     (3f6c2a10-... -> F3F6C2A); and the rectifying invoices' own one, R + the same 6 characters (R3F6C2A):
 *     RD 1619/2012 art. 15.4 has rectifying invoices in a separate series, so their numbers never share a
 *     prefix with the ordinary ones;
 *   - the year is Spain's (Europe/Madrid) at the moment of issue: an invoice issued at 00:30 on 1 January in
 *     Madrid belongs to the new year even though it is still 31 December in UTC;
 *   - n is the farm-series-year counter plus one, written in the same transaction as the invoice and
 *     conditioned on the value read (invoice-store.ts): two invoices can never take the same n, and none is
 *     skipped. Each series has its own counter.
 */
const SHOP_TIME_ZONE = 'Europe/Madrid';

/** A farm's two series of numbers: ordinary (simplified and complete) and rectifying. */
export type InvoiceSeries = 'ordinary' | 'rectifying';
const SERIES_LETTER: Readonly<Record<InvoiceSeries, string>> = { ordinary: 'F', rectifying: 'R' };

/** The series of a farm's invoices: F (R for rectifying ones) + the first 6 hex characters of its id. */
export function seriesOf(producerId: string, series: InvoiceSeries = 'ordinary'): string {
  const hex = producerId.replace(/[^0-9a-fA-F]/g, '');
  // Ids are UUIDs (Cognito subs); anything shorter still gets a stable, valid series.
  const head = (hex.length >= 6 ? hex : `${hex}${producerId.replace(/[^A-Za-z0-9]/g, '')}`).slice(0, 6);
  return `${SERIES_LETTER[series]}${head.toUpperCase().padEnd(6, '0')}`;
}

/** The calendar year in Spain (Europe/Madrid) of a moment. */
export function fiscalYearOf(at: Date): number {
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(at);
  return Number(year);
}

/** The date of issue as the PDF prints it (dd/mm/yyyy, Spain's calendar). */
export function issueDateOf(at: Date): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

export const formatInvoiceNumber = (series: string, year: number, n: number): string =>
  `${series}-${year}-${n}`;

/** What issuing one invoice of a farm writes: its number, from its series' farm-year counter as read. */
export interface NumberPlan {
  series: string;
  year: number;
  /** The counter as read (0: no invoice yet this year). */
  previous: number;
  n: number;
  number: string;
}

export function planNumber(
  producerId: string,
  at: Date,
  previous: number,
  kind: InvoiceSeries = 'ordinary',
): NumberPlan {
  const series = seriesOf(producerId, kind);
  const year = fiscalYearOf(at);
  const n = previous + 1;
  return { series, year, previous, n, number: formatInvoiceNumber(series, year, n) };
}
