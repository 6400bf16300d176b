/** Test support of the events function (not a test file): table items as a change record shows them. */

/** An order item of consumer-1 with lines of farm-a and farm-b, pending; `fields` add or replace attributes. */
export const orderImage = (orderId: string, fields: Record<string, unknown> = {}) => ({
  PK: `ORDER#${orderId}`,
  SK: 'ORDER',
  id: orderId,
  userId: 'consumer-1',
  status: 'pending',
  producerIds: ['farm-a', 'farm-b'],
  ...fields,
});
