import { describe, expect, it } from 'vitest';
import { payoutState, STRIPE_PAYOUT_GRACE_MS, stripeCheckFrom } from './payout-state.js';

const createdAt = '2026-11-29T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(createdAt) + ms);

describe('payout state', () => {
  it('leaves a Stripe payout alone while its run may still wait for Stripe, then asks for it to be checked', () => {
    const payout = { method: 'stripe_transfer', status: 'pending', createdAt } as const;
    expect(payoutState(payout, at(0))).toBe('stripe_under_way');
    expect(payoutState(payout, at(STRIPE_PAYOUT_GRACE_MS))).toBe('stripe_under_way');
    expect(payoutState(payout, at(STRIPE_PAYOUT_GRACE_MS + 1))).toBe('stripe_unconfirmed');
    expect(payoutState(payout, stripeCheckFrom(createdAt))).toBe('stripe_unconfirmed');
    expect(payoutState({ ...payout, createdAt: 'not a date' }, at(0))).toBe('stripe_unconfirmed');
  });

  it('asks nothing of payouts that are over, and has a pending bank payout sent by the shop', () => {
    for (const status of ['paid', 'failed', 'cancelled'] as const) {
      expect(
        payoutState({ method: 'stripe_transfer', status, createdAt }, at(STRIPE_PAYOUT_GRACE_MS * 2)),
      ).toBe('done');
      expect(payoutState({ method: 'bank_transfer', status, createdAt }, at(0))).toBe('done');
    }
    expect(payoutState({ method: 'bank_transfer', status: 'pending', createdAt }, at(0))).toBe(
      'bank_to_send',
    );
  });
});
