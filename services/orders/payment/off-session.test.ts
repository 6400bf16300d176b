import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/contracts/orders/entities.js';
import { stripe } from '../../lib/clients/stripe.js';
import { chargeSavedCard, offSessionChargeDue, offSessionKey } from './off-session.js';

vi.mock('../../lib/clients/stripe.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  stripe: vi.fn(),
}));

const PLACED = '2026-12-04T07:00:00.000Z';
const GRACE = 15 * 60_000;
const at = (minutes: number) => new Date(Date.parse(PLACED) + minutes * 60_000);

const cycleOrder = (change: { status?: string; payment?: Partial<Order['payment']> } = {}) =>
  ({
    id: 'o1',
    status: change.status ?? 'pending',
    payment: { method: 'card', status: 'pending', amount: 12.5, ...change.payment },
  }) as unknown as Order;

describe("a card cycle's charge never sent", () => {
  it('is due once the grace is over, while the order waits for that card payment', () => {
    const found = { order: cycleOrder(), stored: { createdAt: PLACED } };
    expect(offSessionChargeDue(found, PLACED, at(14), GRACE)).toBe(false);
    expect(offSessionChargeDue(found, PLACED, at(15), GRACE)).toBe(true);
    expect(offSessionChargeDue(found, PLACED, at(600), GRACE)).toBe(true);
  });

  it('is not due once the order is paid, cancelled, failed, not by card, or its page opened by the consumer', () => {
    const later = at(60);
    const due = (order: Order, stored: Record<string, unknown> = {}) =>
      offSessionChargeDue({ order, stored }, PLACED, later, GRACE);
    expect(due(cycleOrder({ payment: { status: 'paid' } }))).toBe(false);
    expect(due(cycleOrder({ payment: { status: 'failed' } }))).toBe(false);
    expect(due(cycleOrder({ status: 'cancelled' }))).toBe(false);
    expect(due(cycleOrder({ payment: { method: 'bank_transfer' } }))).toBe(false);
    expect(due(cycleOrder(), { paymentAttempt: 1 })).toBe(false);
    expect(due(cycleOrder(), { paymentAttempt: 0 })).toBe(true);
  });
});

describe("an off-session charge's Idempotency-Key", () => {
  afterEach(() => vi.mocked(stripe).mockReset());

  it('names the order, the same at the first send and at a later one (the provider never charges twice)', async () => {
    const create = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('declined'), { type: 'StripeCardError' }));
    vi.mocked(stripe).mockResolvedValue({ paymentIntents: { create } } as never);
    const card = { customerId: 'cus_1', paymentMethodId: 'pm_1' };
    const metadata = { subscriptionId: 's1', cycle: '2026-12-04' };
    expect(await chargeSavedCard(cycleOrder(), card, metadata)).toEqual({
      status: 'failed',
      code: 'card_declined',
    });
    await chargeSavedCard(cycleOrder(), card, metadata);
    expect(create).toHaveBeenCalledTimes(2);
    const [first, again] = create.mock.calls;
    expect(first?.[1]).toEqual({ idempotencyKey: 'order-o1-off-session' });
    expect(again).toEqual(first);
    expect(offSessionKey('o1')).toBe('order-o1-off-session');
    expect(first?.[0]).toMatchObject({
      amount: 1250,
      customer: 'cus_1',
      payment_method: 'pm_1',
      off_session: true,
      confirm: true,
      metadata: { subscriptionId: 's1', cycle: '2026-12-04', orderId: 'o1' },
    });
  });
});
