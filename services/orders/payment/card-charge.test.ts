import {
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ID_PATTERN } from '../../../shared/constants/limits.js';
import { stripe } from '../../lib/clients/stripe.js';
import { fixtureOrder } from '../testing.js';
import {
  applyPaidSession,
  closePagesBeforeCancel,
  extraChargeRefund,
  extraChargeRefundId,
  sessionMismatch,
} from './card-charge.js';
import { providerSessionOf, sessionIdsOf, type ProviderSession } from './card-sessions.js';
import { newPayment } from './payment.js';

vi.mock('../../lib/clients/stripe.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  stripe: vi.fn(),
}));

const ddbMock = mockClient(DynamoDBDocumentClient);

/** A card order of 20 € waiting for its payment, with the sessions recorded on it. */
function cardOrder(sessions: string[] = ['cs_1'], extra: Record<string, unknown> = {}) {
  const { order, items } = fixtureOrder();
  const payment = newPayment('card', 2000, 'O1', '2026-06-01T10:30:00.000Z');
  const orderItem = {
    ...(items[0] as Record<string, unknown>),
    payment,
    ...(sessions.length > 0 ? { paymentSessionIds: new Set(sessions) } : {}),
    ...extra,
  };
  return {
    order: { ...order, payment },
    stored: orderItem,
    items: [orderItem, ...items.slice(1)],
  };
}

const paidSession = (overrides: Partial<ProviderSession> = {}): ProviderSession => ({
  id: 'cs_1',
  orderId: 'o-1',
  status: 'complete',
  paid: true,
  paymentIntentId: 'pi_1',
  amountCents: 2000,
  currency: 'eur',
  livemode: false,
  ...overrides,
});

beforeEach(() => {
  ddbMock.reset();
  vi.mocked(stripe).mockReset();
});

describe("a card order's sessions", () => {
  it("reads the provider's session in the shop's terms, and the sessions recorded on the order", () => {
    const session = providerSessionOf({
      id: 'cs_9',
      object: 'checkout.session',
      metadata: { orderId: 'o-9' },
      client_reference_id: 'o-other',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_9',
      amount_total: 1250,
      currency: 'eur',
      livemode: false,
    } as never);
    expect(session).toEqual({
      id: 'cs_9',
      orderId: 'o-9',
      status: 'complete',
      paid: true,
      paymentIntentId: 'pi_9',
      amountCents: 1250,
      currency: 'eur',
      livemode: false,
    });
    expect(sessionIdsOf({ paymentSessionIds: new Set(['cs_b', 'cs_a']) })).toEqual(['cs_a', 'cs_b']);
    expect(sessionIdsOf({ paymentSessionIds: ['cs_a', 3] })).toEqual(['cs_a']);
    expect(sessionIdsOf({})).toEqual([]);
  });

  it("knows the order's own session from another: recorded, in euros, for its amount", () => {
    const { order, stored } = cardOrder(['cs_1', 'cs_2']);
    expect(sessionMismatch(paidSession(), order, stored)).toBeNull();
    expect(sessionMismatch(paidSession({ id: 'cs_2' }), order, stored)).toBeNull();
    expect(sessionMismatch(paidSession({ id: 'cs_forged' }), order, stored)).toBe('unknown_session');
    expect(sessionMismatch(paidSession({ currency: 'usd' }), order, stored)).toBe('currency');
    expect(sessionMismatch(paidSession({ amountCents: 1999 }), order, stored)).toBe('amount');
    // An order placed before sessions were recorded: its metadata's order id is enough, as it was.
    const legacy = cardOrder([]);
    expect(sessionMismatch(paidSession({ id: 'cs_any' }), legacy.order, legacy.stored)).toBeNull();
    const cash = fixtureOrder();
    expect(sessionMismatch(paidSession(), cash.order, cash.items[0] as Record<string, unknown>)).toBe(
      'not_card',
    );
  });

  it('refunds an extra charge under one id per PaymentIntent, shaped as a refund id', () => {
    expect(extraChargeRefundId('pi_1')).toBe(extraChargeRefundId('pi_1'));
    expect(extraChargeRefundId('pi_1')).not.toBe(extraChargeRefundId('pi_2'));
    expect(extraChargeRefundId('pi_1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(extraChargeRefundId('pi_1')).toMatch(ID_PATTERN);
    expect(extraChargeRefund('o-1', 'pi_2', 2000, 'now')).toMatchObject({
      orderId: 'o-1',
      method: 'card',
      amount: 20,
      status: 'pending',
      paymentIntentId: 'pi_2',
    });
  });
});

describe('applying a paid session to its order', () => {
  it('pays the order with its own session (one transaction, the PaymentIntent kept)', async () => {
    const { items } = cardOrder();
    ddbMock.on(QueryCommand).resolves({ Items: items });
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await applyPaidSession(paidSession())).toBe('paid');
    const update = ddbMock.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[0]?.Update;
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':intent': 'pi_1' });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refunds a second charge of a paid order, and nothing for the charge that paid it', async () => {
    const paid = cardOrder(['cs_1', 'cs_2'], { paymentIntentId: 'pi_1' });
    paid.items[0] = { ...paid.items[0], payment: { ...paid.order.payment, status: 'paid', paidAt: 'then' } };
    ddbMock.on(QueryCommand).resolves({ Items: paid.items });
    ddbMock.on(PutCommand).resolves({});
    expect(await applyPaidSession(paidSession({ id: 'cs_2', paymentIntentId: 'pi_2' }))).toBe(
      'extra_refunded',
    );
    const refund = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(refund?.Item).toMatchObject({
      SK: `REFUND#${extraChargeRefundId('pi_2')}`,
      paymentIntentId: 'pi_2',
      amount: 20,
      reason: 'duplicate_charge',
      status: 'pending',
      // Not the order's money: settling it must not move the order's payment (refund-settle.ts).
      owedInPayment: false,
      GSI2PK: 'REFUNDS',
    });
    expect(refund?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);

    ddbMock.resetHistory();
    expect(await applyPaidSession(paidSession())).toBe('unchanged');
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refunds a paid session the order does not know, and counts the same charge reported twice once', async () => {
    const { items } = cardOrder(['cs_1']);
    ddbMock.on(QueryCommand).resolves({ Items: items });
    ddbMock
      .on(PutCommand)
      .resolvesOnce({})
      .rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    const stranger = paidSession({ id: 'cs_unknown', paymentIntentId: 'pi_x' });
    expect(await applyPaidSession(stranger)).toBe('extra_refunded');
    expect(await applyPaidSession(stranger)).toBe('unchanged');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('does nothing for a session the provider does not report paid, or an order that does not exist', async () => {
    expect(await applyPaidSession(paidSession({ paid: false }))).toBe('not_paid');
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    expect(await applyPaidSession(paidSession())).toBe('not_found');
  });
});

describe("closing an unpaid card order's pages before it is cancelled", () => {
  const sdk = (sessions: { expire: () => Promise<unknown>; retrieve: () => Promise<unknown> }) =>
    vi.mocked(stripe).mockResolvedValue({ checkout: { sessions } } as never);

  it('expires each recorded page at the provider', async () => {
    const { order, stored } = cardOrder(['cs_1', 'cs_2']);
    const expire = vi.fn().mockResolvedValue({ id: 'cs', status: 'expired', payment_status: 'unpaid' });
    sdk({ expire, retrieve: vi.fn() });
    expect(await closePagesBeforeCancel(order, stored)).toBe('closed');
    expect(expire.mock.calls.map((call) => call[0])).toEqual(['cs_1', 'cs_2']);
  });

  it('pays the order with a page found paid (Stripe refuses to expire it) instead of cancelling it', async () => {
    const { order, stored, items } = cardOrder(['cs_1']);
    const refused = Object.assign(new Error('status complete'), {
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
    const retrieve = vi.fn().mockResolvedValue({
      id: 'cs_1',
      metadata: { orderId: 'o-1' },
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_1',
      amount_total: 2000,
      currency: 'eur',
      livemode: false,
    });
    sdk({ expire: vi.fn().mockRejectedValue(refused), retrieve });
    ddbMock.on(QueryCommand).resolves({ Items: items });
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await closePagesBeforeCancel(order, stored)).toBe('paid');
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('throws when the provider cannot be reached, and asks nothing of a paid or cash order', async () => {
    const { order, stored } = cardOrder(['cs_1']);
    const down = Object.assign(new Error('down'), { type: 'StripeConnectionError' });
    sdk({ expire: vi.fn().mockRejectedValue(down), retrieve: vi.fn() });
    await expect(closePagesBeforeCancel(order, stored)).rejects.toThrow('down');
    const paid = { ...order, payment: { ...order.payment, status: 'paid' as const } };
    expect(await closePagesBeforeCancel(paid, stored)).toBe('closed');
    expect(await closePagesBeforeCancel(order, { ...stored, paymentSessionIds: undefined })).toBe('closed');
  });
});
