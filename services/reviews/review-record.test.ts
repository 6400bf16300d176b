import { describe, expect, it } from 'vitest';
import {
  authorName,
  indexKeys,
  toItem,
  toManagedReview,
  toReview,
  type StoredReview,
} from './review-record.js';
import { summarize } from './review-summary.js';

const review = (overrides: Partial<StoredReview> = {}): StoredReview => ({
  id: 'r1',
  productId: 'p1',
  productName: 'Pitahaya roja',
  producerId: 'f1',
  consumerId: 'c1',
  author: 'Ana G.',
  rating: 4,
  comment: 'Muy dulces',
  status: 'published',
  orderId: 'o1',
  productOrderId: 'po1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 0,
  reply: null,
  moderation: null,
  report: null,
  ...overrides,
});

describe('authorName', () => {
  it.each([
    ['ana garcía pérez', 'Ana P.'],
    ['Óscar Núñez', 'Óscar N.'],
    ['Lucía', 'Lucía'],
    ['  ', 'Cliente'],
    [null, 'Cliente'],
    ['ana@example.com', 'Cliente'],
    ['Ana ana@example.com', 'Ana'],
  ])('signs %j as %j: the first name and the initial of the last, never an e-mail', (name, signed) => {
    expect(authorName(name)).toBe(signed);
  });
});

describe('review index keys', () => {
  it('lists a published review on its product, its farm and the admins; a hidden one apart; a report while open', () => {
    const published = indexKeys(review());
    expect(published).toMatchObject({
      GSI4PK: 'REVIEWS#p1',
      GSI1PK: 'PRODUCER_REVIEWS#f1',
      GSI2PK: 'REVIEWS',
    });
    expect(published.GSI5PK).toBeUndefined();
    expect(published.GSI3PK).toBeUndefined();
    const hidden = indexKeys(review({ status: 'hidden', report: { reason: 'spam', by: 'f1', at: 'x' } }));
    expect(hidden.GSI4PK).toBeUndefined();
    expect(hidden).toMatchObject({ GSI5PK: 'REVIEWS#HIDDEN', GSI3PK: 'REVIEWS#REPORTED' });
    expect(toItem(review())).toMatchObject({ PK: 'PRODUCT#p1', SK: 'REVIEW#c1', entity: 'Review' });
  });

  it('answers no consumer id, order or e-mail publicly; the managed view adds moderation and report', () => {
    const publicView = toReview(review());
    expect(Object.keys(publicView).sort()).toEqual(
      [
        'author',
        'comment',
        'createdAt',
        'id',
        'productId',
        'rating',
        'reply',
        'status',
        'updatedAt',
        'verified',
      ].sort(),
    );
    expect(publicView.verified).toBe(true);
    const managed = toManagedReview(
      review({ moderation: { status: 'hidden', reason: 'Insultos', by: 'admin-1', at: 'x' } }),
    );
    expect(managed.moderation).toEqual({ status: 'hidden', reason: 'Insultos', at: 'x' });
    expect(JSON.stringify(managed)).not.toContain('admin-1');
  });
});

describe('summarize', () => {
  it('counts only published reviews, average to one decimal, with the distribution', () => {
    expect(
      summarize([
        { rating: 5, status: 'published' },
        { rating: 4, status: 'published' },
        { rating: 4, status: 'published' },
        { rating: 1, status: 'hidden' },
      ]),
    ).toEqual({ average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(summarize([])).toEqual({ average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(summarize([{ rating: 1, status: 'hidden' }]).count).toBe(0);
  });
});
