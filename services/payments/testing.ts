/** Test fixtures (not a test file): a payout, by default a Stripe transfer still pending. */
import type { Payout } from '../../shared/contracts/payments/entities.js';

/** A pending Stripe payout of 80,40 € to «Finca Uno»'s connected account, with `over` on top. */
export const testPayout = (over: Partial<Payout> = {}): Payout => ({
  id: 'p-1',
  producerId: 'farm-1',
  producerName: 'Finca Uno',
  amount: 80.4,
  currency: 'EUR',
  method: 'stripe_transfer',
  status: 'pending',
  iban: null,
  holder: null,
  reference: 'acct_1',
  failure: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  paidAt: null,
  batchId: null,
  exportedAt: null,
  cancelledAt: null,
  ...over,
});
