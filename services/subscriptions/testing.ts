/**
 * Test support (not a test file): a stored subscription for the unit tests of the subscription rules, a weekly
 * box of one product whose next cycle is Friday 4 December 2026 (cut-off Wednesday 2 at 18:00 Madrid).
 */
import type { StoredSubscription } from './subscription-record.js';

/** An active weekly box of one product, with `changes` over it. */
export const storedBox = (changes: Partial<StoredSubscription> = {}): StoredSubscription => ({
  id: 's1',
  userId: 'u1',
  consumer: {},
  status: 'active',
  interval: 'weekly',
  items: [{ productId: 'p1', quantity: 1, name: 'Caja', price: 10, unit: 'caja', thumbnailUrl: null }],
  nextOrderDate: '2026-12-04',
  cutoffAt: '2026-12-02T17:00:00.000Z',
  paymentMethod: 'bank_transfer',
  shippingInfo: {
    fullName: 'Ana',
    address: 'Calle 1',
    city: 'Murcia',
    postalCode: '30001',
    phone: '600000000',
  },
  producerId: 'f1',
  failedCharges: 0,
  cycles: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});
