import { describe, expect, it } from 'vitest';
import { DEFAULT_CYCLES } from '../../shared/rules/subscriptions/cycle-dates.js';
import type { HttpError } from '../lib/errors.js';
import { planChange } from './change-plan.js';
import { storedBox } from './testing.js';

const base = storedBox();
const before = { now: new Date('2026-12-01T10:00:00Z'), rule: DEFAULT_CYCLES };
const after = { now: new Date('2026-12-02T17:00:00Z'), rule: DEFAULT_CYCLES };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as HttpError).statusCode, message: (error as Error).message };
  }
  return null;
};

describe('a subscription change', () => {
  it('skips the next cycle one interval on, with its cut-off', () => {
    const next = planChange(base, { skipNext: true }, before);
    expect(next.nextOrderDate).toBe('2026-12-11');
    expect(next.cutoffAt).toBe('2026-12-09T17:00:00.000Z');
  });

  it('refuses any change of an active box after its cut-off (409, in Spanish)', () => {
    expect(refusal(() => planChange(base, { status: 'paused' }, after))).toEqual({
      status: 409,
      message:
        'El plazo para cambiar la caja del viernes 4 de diciembre terminó el miércoles 2 de diciembre a las 18:00: podrás cambiar la siguiente cuando salga esta',
    });
  });

  it('pauses, and resumes at the first date of its series still open, forgetting failed charges', () => {
    const paused = planChange(base, { status: 'paused' }, before);
    expect(paused).toMatchObject({ status: 'paused', pauseReason: 'consumer' });
    const resumed = planChange(
      { ...paused, failedCharges: 2 },
      { status: 'active' },
      { now: new Date('2026-12-10T10:00:00Z'), rule: DEFAULT_CYCLES },
    );
    expect(resumed).toMatchObject({ status: 'active', nextOrderDate: '2026-12-18', failedCharges: 0 });
    expect(resumed.pauseReason).toBeUndefined();
  });

  it('lets a card box waiting for its card be cancelled only', () => {
    const incomplete = { ...base, status: 'incomplete' as const };
    expect(refusal(() => planChange(incomplete, { skipNext: true }, before))?.status).toBe(409);
    expect(planChange(incomplete, { status: 'cancelled' }, before).status).toBe('cancelled');
  });

  it('changes nothing more once cancelled', () => {
    const cancelled = planChange(base, { status: 'cancelled' }, before);
    expect(refusal(() => planChange(cancelled, { status: 'active' }, before))).toEqual({
      status: 409,
      message: 'Esta suscripción está cancelada y no se puede cambiar',
    });
  });

  it('takes a new address; a box paused for its zone goes on with it, one paused by the consumer does not', () => {
    const address = {
      fullName: 'Ana',
      address: 'Calle 2',
      city: 'Sevilla',
      postalCode: '41001',
      state: undefined,
      notes: undefined,
      phone: undefined,
      email: undefined,
    };
    const moved = planChange(base, { shippingInfo: address }, before);
    expect(moved).toMatchObject({ status: 'active', shippingInfo: address, nextOrderDate: '2026-12-04' });

    const later = { now: new Date('2026-12-05T10:00:00Z'), rule: DEFAULT_CYCLES };
    const zonePaused = { ...base, status: 'paused' as const, pauseReason: 'zone_not_served' as const };
    const back = planChange(zonePaused, { shippingInfo: address }, later);
    expect(back).toMatchObject({ status: 'active', shippingInfo: address, nextOrderDate: '2026-12-11' });
    expect(back.cutoffAt).toBe('2026-12-09T17:00:00.000Z');
    expect(back.pauseReason).toBeUndefined();

    const mine = { ...base, status: 'paused' as const, pauseReason: 'consumer' as const };
    expect(planChange(mine, { shippingInfo: address }, later)).toMatchObject({
      status: 'paused',
      pauseReason: 'consumer',
      shippingInfo: address,
    });
  });
});
