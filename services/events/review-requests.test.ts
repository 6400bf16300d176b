import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from './change-record.js';
import { deliveredProductOf } from './review-requests.js';

const line = (status: string, extra: Record<string, unknown> = {}) => ({
  orderId: 'o1',
  userId: 'c1',
  productId: 'p1',
  status,
  history: [
    { status: 'pending', at: '2026-11-01T10:00:00.000Z', by: 'c1' },
    { status: 'delivered', at: '2026-11-03T10:00:00.000Z', by: 'f1' },
  ],
  ...extra,
});

const change = (
  oldImage?: Record<string, unknown>,
  newImage?: Record<string, unknown>,
  SK = 'PO#po1',
): ChangeRecord => ({
  eventId: 'e1',
  kind: 'MODIFY',
  sequenceNumber: '1',
  at: new Date('2026-11-03T10:00:01.000Z'),
  keys: { PK: 'ORDER#o1', SK },
  oldImage,
  newImage,
});

describe('deliveredProductOf (the review request of an order)', () => {
  it('answers the product a line delivers, with the delivery time of its history', () => {
    expect(deliveredProductOf(change(line('shipped'), line('delivered')))).toEqual({
      orderId: 'o1',
      consumerId: 'c1',
      productId: 'p1',
      deliveredAt: '2026-11-03T10:00:00.000Z',
    });
  });

  it('ignores every other change: already delivered, another status, the order item, a removal, an insert', () => {
    expect(deliveredProductOf(change(line('delivered'), line('delivered', { notes: 'x' })))).toBeNull();
    expect(deliveredProductOf(change(line('organizing'), line('shipped')))).toBeNull();
    expect(deliveredProductOf(change(undefined, line('delivered'), 'ORDER'))).toBeNull();
    expect(deliveredProductOf(change(line('delivered'), undefined))).toBeNull();
    // Written delivered (the demo data): no transition, no request.
    expect(deliveredProductOf(change(undefined, line('delivered')))).toBeNull();
  });
});
