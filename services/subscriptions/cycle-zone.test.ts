import { describe, expect, it } from 'vitest';
import { DEFAULT_CYCLES } from '../../shared/rules/subscriptions/cycle-dates.js';
import { pausedForZone } from './cycle-zone.js';
import { subscriptionItem } from './subscription-record.js';
import { storedBox } from './testing.js';
import { unservedZone } from './zone.js';

const box = storedBox({
  paymentMethod: 'cash_on_delivery',
  shippingInfo: { fullName: 'Ana', address: 'Calle 1', city: 'Las Palmas', postalCode: '35001' },
});

describe('a box whose zone the shop does not serve', () => {
  it('names the zone the shop does not serve now, and nothing once it is served or on the peninsula', () => {
    expect(unservedZone({ postalCode: '35001' }, { remoteZonesEnabled: false })).toBe('Canarias');
    expect(unservedZone({ postalCode: '38001' }, { remoteZonesEnabled: false })).toBe('Canarias');
    expect(unservedZone({ postalCode: '51001' }, { remoteZonesEnabled: false })).toBe('Ceuta');
    expect(unservedZone({ postalCode: '52001' }, { remoteZonesEnabled: false })).toBe('Melilla');
    expect(unservedZone({ postalCode: '35001' }, { remoteZonesEnabled: true })).toBeNull();
    expect(unservedZone({ postalCode: '07001' }, { remoteZonesEnabled: false })).toBeNull();
    expect(unservedZone({ postalCode: '30001' }, { remoteZonesEnabled: false })).toBeNull();
  });

  it('is paused at its cycle, the cycle recorded as not sent and its series moved past it', () => {
    const now = new Date('2026-12-04T07:00:00Z');
    const paused = pausedForZone(box, now, DEFAULT_CYCLES);
    expect(paused).toMatchObject({
      status: 'paused',
      pauseReason: 'zone_not_served',
      nextOrderDate: '2026-12-11',
      cutoffAt: '2026-12-09T17:00:00.000Z',
      cycles: [{ date: '2026-12-04', orderId: null, missing: [] }],
      updatedAt: now.toISOString(),
    });
  });

  it('stays on the due index while paused for its zone (the job looks whether it is served again), not when paused by the consumer', () => {
    const paused = pausedForZone(box, new Date('2026-12-04T07:00:00Z'), DEFAULT_CYCLES);
    expect(subscriptionItem(paused).GSI2SK).toBe('2026-12-11#s1');
    expect(subscriptionItem({ ...paused, pauseReason: 'consumer' }).GSI2SK).toBeUndefined();
  });
});
