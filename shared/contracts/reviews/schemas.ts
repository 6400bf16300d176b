/** What the reviews API takes (docs/reviews.md): Spanish messages, every number and id bounded. */
import * as z from 'zod/mini';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_ADMIN_VIEWS,
  REVIEW_COMMENT_MAX,
  REVIEW_PAGE_DEFAULT,
  REVIEW_PAGE_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
} from '../../constants/reviews.js';
import { REVIEW_VALIDATION as M } from '../../messages/review-validation.js';
import {
  boundedInt,
  idParams,
  limitSchema,
  pageTokenSchema,
  preprocess,
  queryId,
  requiredText,
  text,
} from '../fields.js';

/** `/v1/products/{id}/reviews`. */
export const productReviewsParams = idParams('id', M.productId);
/** `/v1/reviews/{id}`. */
export const reviewParams = idParams('id', M.reviewId);

/** A comment: optional; blank or null means none; multi-line, the shop's text hygiene, bounded. */
const comment = z.optional(
  z.nullable(
    text(M.commentText, { multiline: true }).check(
      z.maxLength(REVIEW_COMMENT_MAX, { error: M.commentTooLong }),
    ),
  ),
);

/** POST /v1/products/{id}/reviews and the author's edit: whole stars 1..5 and an optional comment. */
export const reviewSchema = z.object(
  {
    rating: boundedInt(M.rating, RATING_MIN, RATING_MAX),
    comment,
  },
  { error: M.body },
);

/** GET /v1/products/{id}/reviews: newest first, paged. */
export const reviewListQuery = z.object({
  limit: limitSchema(REVIEW_PAGE_MAX, REVIEW_PAGE_DEFAULT),
  nextToken: pageTokenSchema,
});

const reason = requiredText(M.reasonRequired, REVIEW_REASON_MAX, M.reasonTooLong, { multiline: true });

/** PATCH /v1/reviews/{id} (admins): hide or show, with the reason (kept with the review). */
export const moderationSchema = z.object(
  {
    status: z.enum(REVIEW_STATUSES, { error: M.status }),
    reason: z.optional(reason),
  },
  { error: M.moderation },
);

/** POST/PUT /v1/reviews/{id}/reply (the product's farm). */
export const replySchema = z.object(
  { text: requiredText(M.replyRequired, REVIEW_REPLY_MAX, M.replyTooLong, { multiline: true }) },
  { error: M.reply },
);

/** POST /v1/reviews/{id}/report (the product's farm): why the admins should look at it. */
export const reportSchema = z.object({ reason }, { error: M.report });

/** GET /v1/reviews (admins): one view, paged. */
export const adminReviewQuery = z.object({
  view: preprocess(
    (value) => (value === '' ? undefined : value),
    z._default(z.enum(REVIEW_ADMIN_VIEWS, { error: M.view }), 'all'),
  ),
  limit: limitSchema(REVIEW_PAGE_MAX, 20),
  nextToken: pageTokenSchema,
});

/** GET /v1/reviews/farm (a farm's reviews; admins name the farm). */
export const farmReviewQuery = z.object({
  producerId: queryId(M.producerId),
  limit: limitSchema(REVIEW_PAGE_MAX, 20),
  nextToken: pageTokenSchema,
});

export type ReviewRequest = z.input<typeof reviewSchema>;
export type ModerationRequest = z.input<typeof moderationSchema>;
export type ReplyRequest = z.input<typeof replySchema>;
export type ReportRequest = z.input<typeof reportSchema>;
