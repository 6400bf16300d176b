/**
 * Which item changes reach the events function (services/events) from the table's stream. One list, read by
 * the CDK (Lambda event filters on the stream) and by the local stack's stream poller, so AWS and this machine
 * deliver the same records. Everything else written to the table (carts, rate-limit windows, the events
 * function's own markers and counters, notifications, the search index) never invokes it.
 *   ORDER#    orders and product orders (stats, notifications, buyers' activity, invoices), refunds, invoices
 *   MAIL#     queued e-mails (sent by the events function)
 *   PRODUCT#  products (the catalog's search index, docs/search.md)
 *   USER# with SK PROFILE only: the user directory items (a farm that completes its fiscal data gets its
 *             pending invoices issued); a user's cart, notifications and markers under USER# stay out
 */
export const STREAMED_KEY_PREFIXES = ['ORDER#', 'MAIL#', 'PRODUCT#'] as const;

/** Items streamed by partition key prefix AND exact sort key (a partition whose other items stay out). */
export const STREAMED_ITEMS = [{ prefix: 'USER#', sortKey: 'PROFILE' }] as const;

/** Whether a change to the item with these keys is delivered to the events function. */
export function isStreamed(partitionKey: string | undefined, sortKey?: string): boolean {
  if (typeof partitionKey !== 'string') return false;
  return (
    STREAMED_KEY_PREFIXES.some((prefix) => partitionKey.startsWith(prefix)) ||
    STREAMED_ITEMS.some((item) => partitionKey.startsWith(item.prefix) && sortKey === item.sortKey)
  );
}
