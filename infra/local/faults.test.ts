// vitest: isolate (replaces how the stack dies, module state of faults.ts)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { armDrop, armedKill, armKill, faultsRequest, killPoint, onKill, standStill } from './faults';
import { ConnectionDropped } from './stripe/errors';

describe('the kill points of the crash tests', () => {
  afterEach(() => {
    armKill(null);
    armDrop(null);
  });

  it('kills once at the armed point only, with * matching any run of characters', () => {
    const die = vi.fn();
    onKill(die);
    killPoint('stripe:after:POST /v1/transfers');
    expect(die).not.toHaveBeenCalled();
    armKill('stripe:after:GET /v1/checkout/sessions/*');
    killPoint('stripe:before:GET /v1/checkout/sessions/cs_1');
    killPoint('stripe:after:POST /v1/checkout/sessions');
    expect(die).not.toHaveBeenCalled();
    killPoint('stripe:after:GET /v1/checkout/sessions/cs_1');
    expect(die).toHaveBeenCalledTimes(1);
    killPoint('stripe:after:GET /v1/checkout/sessions/cs_2');
    expect(die).toHaveBeenCalledTimes(1);
  });

  it('is armed and disarmed by POST /_local/faults', () => {
    expect(faultsRequest('{"killAt": "gateway:after:payments.webhook"}')).toEqual({
      statusCode: 200,
      body: { killAt: 'gateway:after:payments.webhook' },
    });
    expect(armedKill()).toBe('gateway:after:payments.webhook');
    expect(faultsRequest('{"killAt": null}').statusCode).toBe(200);
    expect(armedKill()).toBeNull();
    expect(faultsRequest('{"killAt": 3}').statusCode).toBe(400);
    expect(faultsRequest('nope').statusCode).toBe(400);
  });

  it('drops every request reaching a Stripe point armed to drop, until disarmed, and lets the stack live', () => {
    const die = vi.fn();
    onKill(die);
    expect(faultsRequest('{"dropAt": "stripe:before:POST /v1/payment_intents"}')).toEqual({
      statusCode: 200,
      body: { dropAt: 'stripe:before:POST /v1/payment_intents' },
    });
    killPoint('stripe:before:POST /v1/customers');
    expect(() => killPoint('stripe:before:POST /v1/payment_intents')).toThrow(ConnectionDropped);
    expect(() => killPoint('stripe:before:POST /v1/payment_intents')).toThrow(ConnectionDropped);
    expect(die).not.toHaveBeenCalled();
    expect(faultsRequest('{"dropAt": null}')).toEqual({ statusCode: 200, body: { dropAt: null } });
    killPoint('stripe:before:POST /v1/payment_intents');
    // Only the stand-in's points drop.
    expect(faultsRequest('{"dropAt": "gateway:before:orders.checkout"}').statusCode).toBe(400);
  });

  it('stands still before the group dies: nothing of the process runs meanwhile, its timers included', async () => {
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    standStill(50);
    expect(ticked).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ticked).toBe(true);
  });
});
