/** Links between the producer's order screens (admins carry the farm they are looking at along). */
export function producerOrderPath(orderId: string, producerId = ''): string {
  const path = `/producer/orders/${encodeURIComponent(orderId)}`;
  return producerId ? `${path}?producer=${encodeURIComponent(producerId)}` : path;
}
