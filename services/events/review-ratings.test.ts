import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from './change-record.js';
import { ratedProductOf } from './review-ratings.js';

const change = (
  keys: { PK: string; SK: string },
  oldImage?: Record<string, unknown>,
  newImage?: Record<string, unknown>,
): ChangeRecord => ({
  eventId: 'e1',
  kind: oldImage && newImage ? 'MODIFY' : newImage ? 'INSERT' : 'REMOVE',
  sequenceNumber: '1',
  at: new Date(),
  keys,
  oldImage,
  newImage,
});

const REVIEW = { PK: 'PRODUCT#p1', SK: 'REVIEW#c1' };

describe('ratedProductOf', () => {
  it('recomputes on a new review, a new rating, hidden or shown, and a removed one', () => {
    expect(ratedProductOf(change(REVIEW, undefined, { rating: 4, status: 'published' }))).toBe('p1');
    expect(
      ratedProductOf(change(REVIEW, { rating: 4, status: 'published' }, { rating: 2, status: 'published' })),
    ).toBe('p1');
    expect(
      ratedProductOf(change(REVIEW, { rating: 4, status: 'published' }, { rating: 4, status: 'hidden' })),
    ).toBe('p1');
    expect(ratedProductOf(change(REVIEW, { rating: 4, status: 'published' }))).toBe('p1');
  });

  it('leaves a reply, a report, the product itself and other items alone', () => {
    const same = { rating: 4, status: 'published' };
    expect(ratedProductOf(change(REVIEW, same, { ...same, reply: { text: 'Gracias' } }))).toBeNull();
    expect(
      ratedProductOf(change({ PK: 'PRODUCT#p1', SK: 'PRODUCT' }, undefined, { rating: { average: 4 } })),
    ).toBeNull();
    expect(ratedProductOf(change({ PK: 'ORDER#o1', SK: 'REVIEW#x' }, undefined, same))).toBeNull();
  });
});
