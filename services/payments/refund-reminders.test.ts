import { describe, expect, it } from 'vitest';
import { MAX_REMINDERS, reminderDue } from './refund-reminders.js';

const DAY = 24 * 60 * 60 * 1000;
const created = '2026-06-01T10:00:00.000Z';
const at = (days: number) => new Date(Date.parse(created) + days * DAY);

describe('reminding a shopper of the account an owed refund goes to', () => {
  it('every three days after the refund was owed, then after each reminder, at most ten times', () => {
    expect(reminderDue({ createdAt: created }, at(2.9))).toBe(false);
    expect(reminderDue({ createdAt: created }, at(3))).toBe(true);
    const reminded = { createdAt: created, reminders: 1, remindedAt: at(3).toISOString() };
    expect(reminderDue(reminded, at(5))).toBe(false);
    expect(reminderDue(reminded, at(6))).toBe(true);
    expect(reminderDue({ ...reminded, reminders: MAX_REMINDERS }, at(60))).toBe(false);
    expect(reminderDue({ createdAt: 'no es una fecha' }, at(60))).toBe(false);
  });
});
