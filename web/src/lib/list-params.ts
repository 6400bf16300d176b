/**
 * What the lists that keep their state in the URL share (the catalog, the consumer's, the farm's and the admin's
 * orders, the users): a range of whole days (`from` / `to`), the pages passed (`cursor`, once per page, the last
 * being the token of the page shown), and the URL parameters written back from the state.
 */
import { PAGE_TOKEN_MAX_LENGTH } from '../../../shared/constants/limits.js';
import { cleanDay } from './format';

/** A hand-made URL cannot stack more pages than this. */
export const MAX_CURSORS = 50;

/** `from` and `to` as whole days ('' for anything else); a reversed range is swapped. */
export function readDayRange(params: URLSearchParams): { from: string; to: string } {
  let from = cleanDay(params.get('from'));
  let to = cleanDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return { from, to };
}

/** The pages passed: each `cursor` that is a token within the API's limit, at most MAX_CURSORS of them. */
export function readCursors(params: URLSearchParams): string[] {
  return params
    .getAll('cursor')
    .filter((cursor) => cursor !== '' && cursor.length <= PAGE_TOKEN_MAX_LENGTH)
    .slice(0, MAX_CURSORS);
}

/** The day range as the API takes it (fromDate / toDate, the server counting toDate to the end of its day). */
export function dayRangeQuery(range: { from: string; to: string }): { fromDate?: string; toDate?: string } {
  return { fromDate: range.from || undefined, toDate: range.to || undefined };
}

/** The URL parameters of a list: each filter that is set, in the order given, then one `cursor` per page passed. */
export function listParams(
  filters: Record<string, string>,
  cursors: readonly string[] = [],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  for (const cursor of cursors) params.append('cursor', cursor);
  return params;
}

/** The same as a query string: '?status=pending&cursor=…', or '' for the plain list. */
export function listSearch(filters: Record<string, string>, cursors: readonly string[] = []): string {
  const text = listParams(filters, cursors).toString();
  return text ? `?${text}` : '';
}
