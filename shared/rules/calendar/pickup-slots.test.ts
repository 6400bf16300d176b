import { describe, expect, it } from 'vitest';
import {
  offeredOccurrence,
  overlaps,
  slotOccurrences,
  toPickupSlots,
  type PickupSlot,
} from './pickup-slots.js';

const SATURDAY_MORNING: PickupSlot = { weekday: 6, from: '10:00', to: '12:00', capacity: 3 };
const WEDNESDAY_EVENING: PickupSlot = { weekday: 3, from: '18:00', to: '20:00', capacity: 5 };
const SLOTS = [SATURDAY_MORNING, WEDNESDAY_EVENING];

describe('pickup slots', () => {
  it('lists the occurrences of the weekly slots in order, without closed dates or slots already begun', () => {
    const now = new Date('2026-12-02T17:30:00Z'); // Wednesday 18:30 in Madrid: that evening's slot has begun
    const found = slotOccurrences(SLOTS, { holidays: ['2026-12-12'] }, { from: '2026-12-02', days: 15, now });
    expect(found).toEqual([
      { date: '2026-12-05', from: '10:00', to: '12:00', capacity: 3 },
      { date: '2026-12-09', from: '18:00', to: '20:00', capacity: 5 },
      { date: '2026-12-16', from: '18:00', to: '20:00', capacity: 5 },
    ]);
  });

  it('offers an occurrence only on its weekday and start, from the ready day, within the window', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const offered = (date: string, from: string, readyOn = '2026-12-04') =>
      offeredOccurrence(SLOTS, { holidays: ['2026-12-19'] }, { date, from }, { readyOn, now });
    expect(offered('2026-12-05', '10:00')).toEqual({
      date: '2026-12-05',
      from: '10:00',
      to: '12:00',
      capacity: 3,
    });
    expect(offered('2026-12-05', '11:00')).toBeNull(); // no slot starts then
    expect(offered('2026-12-06', '10:00')).toBeNull(); // a Sunday
    expect(offered('2026-12-02', '18:00')).toBeNull(); // before the goods are ready
    expect(offered('2026-12-19', '10:00')).toBeNull(); // the farm is closed
    expect(offered('2026-12-26', '10:00')).toBeNull(); // beyond the 14 days offered
    expect(offered('2026-12-17', '18:00', '2026-12-04')).toBeNull(); // a Thursday
  });

  it('reads stored slots, dropping broken ones, Monday first', () => {
    const stored = [
      SATURDAY_MORNING,
      { weekday: 0, from: '09:00', to: '10:00', capacity: 2 },
      { weekday: 7, from: '09:00', to: '10:00', capacity: 2 },
      { weekday: 1, from: '12:00', to: '11:00', capacity: 2 },
      { weekday: 1, from: '09:00', to: '10:00', capacity: 0 },
      WEDNESDAY_EVENING,
    ];
    expect(toPickupSlots(stored).map((slot) => slot.weekday)).toEqual([3, 6, 0]);
  });

  it('tells overlapping slots of one day', () => {
    expect(overlaps(SATURDAY_MORNING, { weekday: 6, from: '11:00', to: '13:00', capacity: 1 })).toBe(true);
    expect(overlaps(SATURDAY_MORNING, { weekday: 6, from: '12:00', to: '13:00', capacity: 1 })).toBe(false);
    expect(overlaps(SATURDAY_MORNING, { weekday: 5, from: '10:00', to: '12:00', capacity: 1 })).toBe(false);
  });
});
