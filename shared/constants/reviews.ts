/** Bounds and settings of the reviews (docs/reviews.md). */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The stars a rating may have, 1..5 (the distribution is keyed by them). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

/** Longest comment of a review, in characters. */
export const REVIEW_COMMENT_MAX = 1000;
/** Longest reply of a farm. */
export const REVIEW_REPLY_MAX = 600;
/** Longest reason of a moderation (admin) or a report (farm). */
export const REVIEW_REASON_MAX = 300;

/** Published at once; an admin may hide one (and show it again). */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The admin's views of the reviews: every review, the ones a farm reported, the hidden ones. */
export const REVIEW_ADMIN_VIEWS = ['all', 'reported', 'hidden'] as const;
export type ReviewAdminView = (typeof REVIEW_ADMIN_VIEWS)[number];

/** Reviews of one page of the product page's list. */
export const REVIEW_PAGE_DEFAULT = 5;
export const REVIEW_PAGE_MAX = 50;

/**
 * Minutes after a delivery before the consumer is asked for a review: three days, unless the
 * REVIEW_REQUEST_DELAY_MINUTES setting says otherwise (the local stack: a couple of minutes).
 */
export const REVIEW_REQUEST_DEFAULT_DELAY_MINUTES = 3 * 24 * 60;
/** The longest delay the setting accepts (a month). */
export const REVIEW_REQUEST_MAX_DELAY_MINUTES = 31 * 24 * 60;

/**
 * The section of /condiciones that says how reviews are checked: its anchor, the slug of its title «Opiniones de
 * los productos» (web/src/components/LegalTextView.tsx gives every section its title's slug).
 */
export const REVIEWS_TERMS_ANCHOR = 'opiniones-de-los-productos';

/** Where the product page's review form is: `/products/{id}#opinar` (the review request links there). */
export const REVIEW_FORM_ANCHOR = 'opinar';
