import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { REVIEW_VALIDATION as M } from '../../messages/review-validation.js';
import { TEXT_VALIDATION } from '../../messages/validation.js';
import { adminReviewQuery, moderationSchema, replySchema, reviewSchema } from './schemas.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('reviewSchema', () => {
  it('takes whole stars 1-5 and an optional comment, trimmed', () => {
    expect(z.parse(reviewSchema, { rating: 5 })).toEqual({ rating: 5 });
    expect(z.parse(reviewSchema, { rating: 1, comment: '  Bien\r\nmuy bien ' })).toEqual({
      rating: 1,
      comment: 'Bien\nmuy bien',
    });
    expect(z.parse(reviewSchema, { rating: 3, comment: null })).toEqual({ rating: 3, comment: null });
  });

  it('refuses 0, 3.5, 6, text, a missing rating, an over-long or invisible comment, in Spanish', () => {
    for (const rating of [0, 3.5, 6, '4', null, undefined, Number.NaN])
      expect(firstMessage(reviewSchema, { rating })).toBe(M.rating);
    expect(firstMessage(reviewSchema, { rating: 4, comment: 'a'.repeat(1001) })).toBe(M.commentTooLong);
    expect(firstMessage(reviewSchema, { rating: 4, comment: '\u200b' })).toBe(TEXT_VALIDATION.invisibleOnly);
    expect(firstMessage(reviewSchema, { rating: 4, comment: 'a\u0007' })).toBe(
      TEXT_VALIDATION.forbiddenCharacters,
    );
    expect(firstMessage(reviewSchema, { rating: 4, comment: 5 })).toBe(M.commentText);
    expect(firstMessage(reviewSchema, 'x')).toBe(M.body);
  });
});

describe('moderation and replies', () => {
  it('takes a status and a bounded reason; a reply is required text', () => {
    expect(z.parse(moderationSchema, { status: 'hidden', reason: 'Insultos' })).toEqual({
      status: 'hidden',
      reason: 'Insultos',
    });
    expect(firstMessage(moderationSchema, { status: 'deleted' })).toBe(M.status);
    expect(firstMessage(moderationSchema, { status: 'hidden', reason: 'x'.repeat(301) })).toBe(
      M.reasonTooLong,
    );
    expect(firstMessage(replySchema, { text: '   ' })).toBe(M.replyRequired);
    expect(firstMessage(replySchema, { text: 'a'.repeat(601) })).toBe(M.replyTooLong);
    expect(z.parse(adminReviewQuery, {})).toMatchObject({ view: 'all', limit: 20 });
    expect(firstMessage(adminReviewQuery, { view: 'todo' })).toBe(M.view);
  });
});
