/**
 * Which item changes reach the events function (services/events) from the table's stream. One list, read by
 * the CDK (Lambda event filters on the stream) and by the local stack's stream poller, so AWS and this machine
 * deliver the same records. Everything else written to the table (carts, rate-limit windows, the events
 * function's own markers and counters, notifications, the search index) never invokes it.
 *   ORDER#    orders and product orders (stats, notifications, buyers' activity)
 *   MAIL#     queued e-mails (sent by the events function)
 *   PRODUCT#  products (the catalog's search index, docs/search.md)
 */
export const STREAMED_KEY_PREFIXES = ['ORDER#', 'MAIL#', 'PRODUCT#'] as const;

/** Whether a change to the item with this partition key is delivered to the events function. */
export function isStreamed(partitionKey: string | undefined): boolean {
  return (
    typeof partitionKey === 'string' &&
    STREAMED_KEY_PREFIXES.some((prefix) => partitionKey.startsWith(prefix))
  );
}
