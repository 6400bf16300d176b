import { describe, expect, it, vi } from 'vitest';
import { paymentsHook, type LocalPayments } from './payments-endpoint';
import { PayError } from './stripe/checkout';

function payments(pay: LocalPayments['pay'] = async () => ({ status: 'succeeded' })) {
  return { pay: vi.fn(pay), pauseWebhooks: vi.fn() };
}

describe('the local payment hooks', () => {
  it('pays a page with a test card, and answers why one cannot be paid', async () => {
    const ok = payments();
    const body = JSON.stringify({ url: 'http://localhost:1/pay/cs_1', card: '4242424242424242' });
    expect(await paymentsHook(ok, '/_local/payments/pay', body)).toEqual({
      statusCode: 200,
      body: { status: 'succeeded' },
    });
    expect(ok.pay).toHaveBeenCalledWith('http://localhost:1/pay/cs_1', '4242424242424242');
    const expired = payments(() => Promise.reject(new PayError('expired', 'vencida')));
    expect(await paymentsHook(expired, '/_local/payments/pay', body)).toEqual({
      statusCode: 409,
      body: { message: 'vencida', reason: 'expired' },
    });
    const wrong = payments(() => Promise.reject(new PayError('invalid_card', 'no')));
    expect((await paymentsHook(wrong, '/_local/payments/pay', body)).statusCode).toBe(400);
    expect((await paymentsHook(ok, '/_local/payments/pay', '{"url": 1}')).statusCode).toBe(400);
    expect((await paymentsHook(ok, '/_local/payments/pay', 'not json')).statusCode).toBe(400);
  });

  it('pauses and resumes the webhooks', async () => {
    const hooks = payments();
    expect(await paymentsHook(hooks, '/_local/payments/webhooks', '{"paused": true}')).toEqual({
      statusCode: 200,
      body: { paused: true },
    });
    await paymentsHook(hooks, '/_local/payments/webhooks', '{"paused": false}');
    expect(hooks.pauseWebhooks.mock.calls).toEqual([[true], [false]]);
    expect((await paymentsHook(hooks, '/_local/payments/webhooks', '{"paused": "yes"}')).statusCode).toBe(
      400,
    );
  });
});
