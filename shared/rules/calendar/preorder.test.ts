import { describe, expect, it } from 'vitest';
import { orderableNow, preorderProblem, preorderState, toPreorder } from './preorder.js';
import { preorderLabel, preorderOpensLabel } from '../../messages/calendar.js';

const PREORDER = {
  readyFrom: '2027-08-12',
  closesAt: '2027-07-31T18:00:00Z',
  opensAt: '2027-06-01T08:00:00Z',
};

describe('pre-orders', () => {
  it('is upcoming before it opens, open until it closes, closed after', () => {
    expect(preorderState(PREORDER, new Date('2027-05-31T00:00:00Z'))).toBe('upcoming');
    expect(preorderState(PREORDER, new Date('2027-06-01T08:00:00Z'))).toBe('open');
    expect(preorderState(PREORDER, new Date('2027-07-31T17:59:59Z'))).toBe('open');
    expect(preorderState(PREORDER, new Date('2027-07-31T18:00:00Z'))).toBe('closed');
  });

  it('only an open pre-order (or a product in stock) can be ordered', () => {
    const now = new Date('2027-07-01T00:00:00Z');
    expect(orderableNow({ availability: 'preorder', preorder: PREORDER }, now)).toBe(true);
    expect(
      orderableNow({ availability: 'preorder', preorder: PREORDER }, new Date('2027-08-01T00:00:00Z')),
    ).toBe(false);
    expect(orderableNow({ availability: 'in_stock' }, now)).toBe(true);
    expect(orderableNow({}, now)).toBe(true);
  });

  it('refuses a past close, an opening after the close and a harvest before the opening', () => {
    const now = new Date('2027-05-01T00:00:00Z');
    expect(preorderProblem(PREORDER, now)).toBeNull();
    expect(preorderProblem({ ...PREORDER, closesAt: '2027-04-30T00:00:00Z' }, now)).toBe('closesAtPast');
    expect(preorderProblem({ ...PREORDER, opensAt: '2027-08-01T00:00:00Z' }, now)).toBe('opensAfterCloses');
    expect(preorderProblem({ ...PREORDER, readyFrom: '2027-05-15' }, now)).toBe('readyBeforeOpening');
  });

  it('reads stored pre-orders defensively', () => {
    expect(toPreorder(PREORDER)).toEqual(PREORDER);
    expect(toPreorder({ readyFrom: '2027-02-30', closesAt: PREORDER.closesAt })).toBeNull();
    expect(toPreorder({ readyFrom: '2027-08-12', closesAt: 'soon' })).toBeNull();
  });

  it('says when it leaves and when it opens, with the year only when it is not this one', () => {
    expect(preorderLabel('2026-08-12', '2026-07-01')).toBe('Reserva: sale a partir del 12 de agosto');
    expect(preorderLabel('2027-08-12', '2026-12-01')).toBe('Reserva: sale a partir del 12 de agosto de 2027');
    expect(preorderOpensLabel('2027-06-01T08:00:00Z', '2027-05-01')).toBe(
      'Reserva: abre el 1 de junio a las 10:00',
    );
  });
});
