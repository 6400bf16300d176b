import { describe, expect, it } from 'vitest';
import { scheduledTime } from './schedule-time.js';

describe('scheduledTime', () => {
  const clock = () => new Date('2030-01-01T00:00:00.000Z');

  it("answers the Scheduled Event's time", () => {
    expect(scheduledTime({ time: '2031-05-06T07:08:09Z' }, clock).toISOString()).toBe(
      '2031-05-06T07:08:09.000Z',
    );
  });

  it('answers the clock without an event, without a time, or with a time that is no date', () => {
    for (const event of [undefined, null, {}, { time: 42 }, { time: 'mañana' }])
      expect(scheduledTime(event, clock).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});
