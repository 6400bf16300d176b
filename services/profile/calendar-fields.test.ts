import { describe, expect, it } from 'vitest';
import { refusalOf } from '../lib/http/test-event.js';
import { calendarChanges, calendarOf } from './calendar-fields.js';
import { validate } from '../../shared/contracts/validation.js';
import { profileUpdateSchema } from '../../shared/contracts/profile/schemas.js';

const SCHEDULE = { cutoffWeekday: 2, cutoffTime: '18:00', dispatchWeekday: 5 };
const SLOT = { weekday: 6, from: '10:00', to: '12:00', capacity: 8 };
const WITH_PICKUP = {
  shipping: { flatFee: 4.9, freeFrom: null, pickup: { address: 'Camino 3', hours: 'sábados' } },
};

describe("a farm's calendar in its profile", () => {
  it('keeps the schedule, the closed dates sorted without repeats, and the slots Monday first', () => {
    expect(
      calendarChanges(
        'producer',
        {
          schedule: SCHEDULE,
          holidays: ['2026-12-25', '2026-12-08', '2026-12-25'],
          pickupSlots: [SLOT, { ...SLOT, weekday: 1 }],
        },
        WITH_PICKUP,
      ),
    ).toEqual({
      schedule: SCHEDULE,
      holidays: ['2026-12-08', '2026-12-25'],
      pickupSlots: [{ ...SLOT, weekday: 1 }, SLOT],
    });
  });

  it('removes them with null or an empty list, and leaves what is not sent', () => {
    expect(calendarChanges('producer', { schedule: null, holidays: [], pickupSlots: null }, null)).toEqual({
      schedule: null,
      holidays: null,
      pickupSlots: null,
    });
    expect(calendarChanges('consumer', {}, null)).toEqual({});
  });

  it('refuses them to anyone but a farm (422), and slots without a pickup point', () => {
    const consumer = refusalOf(() => calendarChanges('consumer', { schedule: SCHEDULE }, null));
    expect(consumer.statusCode).toBe(422);
    expect(consumer.message).toBe(
      'Solo las fincas tienen calendario de envíos, fechas sin envíos y franjas de recogida.',
    );
    const noPickup = refusalOf(() => calendarChanges('producer', { pickupSlots: [SLOT] }, null));
    expect(noPickup.message).toContain('indica antes dónde se recoge');
    // The pickup point this same update sets counts.
    expect(calendarChanges('producer', { pickupSlots: [SLOT], ...WITH_PICKUP }, null).pickupSlots).toEqual([
      SLOT,
    ]);
  });

  it('answers a stored calendar defensively', () => {
    expect(
      calendarOf({ schedule: { cutoffWeekday: 9 }, holidays: 'x', pickupSlots: [{ weekday: 1 }] }),
    ).toEqual({
      schedule: null,
      holidays: [],
      pickupSlots: [],
    });
  });
});

describe('the schema of a farm calendar (422 with a Spanish message)', () => {
  const message = (body: unknown) => {
    const result = validate(profileUpdateSchema, body);
    return result.ok ? null : (result.failure.errors[0]?.message ?? result.failure.message);
  };

  it('refuses a weekday of 7, 25:00, a slot ending before it starts, overlapping slots and a capacity of 0', () => {
    expect(message({ schedule: { ...SCHEDULE, cutoffWeekday: 7 } })).toBe(
      'El día de la semana debe ser un número del 0 (domingo) al 6 (sábado).',
    );
    expect(message({ schedule: { ...SCHEDULE, cutoffTime: '25:00' } })).toBe(
      'La hora debe tener el formato HH:MM, entre 00:00 y 23:59.',
    );
    expect(message({ pickupSlots: [{ ...SLOT, to: '09:00' }] })).toBe(
      'Una franja debe terminar después de empezar.',
    );
    expect(message({ pickupSlots: [SLOT, { ...SLOT, from: '11:00', to: '13:00' }] })).toBe(
      'Dos franjas del mismo día no pueden solaparse.',
    );
    expect(message({ pickupSlots: [{ ...SLOT, capacity: 0 }] })).toContain('La capacidad de una franja');
    expect(message({ holidays: ['2026-02-30'] })).toBe(
      'Cada fecha sin envíos debe ser una fecha real con el formato AAAA-MM-DD.',
    );
    expect(message({ schedule: SCHEDULE, holidays: ['2026-12-25'], pickupSlots: [SLOT] })).toBeNull();
  });
});
