/** The reviews as the API answers them (docs/reviews.md). */
import type { ReviewStatus } from '../../constants/reviews.js';

export type { ReviewStatus };

/** A product's rating: `product.rating` (null without published reviews) and the list's `summary`. */
export interface RatingSummary {
  /** Mean of the published reviews' ratings, one decimal. */
  average: number;
  count: number;
}

/** The list's summary: the rating and how many published reviews have each number of stars. */
export interface ReviewSummary extends RatingSummary {
  /** Published reviews by stars: {"1": n, ..., "5": n}. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** The farm's answer to a review: one per review, editable by the farm. */
export interface ReviewReply {
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface Review {
  id: string;
  productId: string;
  /** 1..5 whole stars. */
  rating: number;
  /** Null when the author wrote none. */
  comment: string | null;
  /** The author's first name and initial ("Ana G."), never the e-mail. */
  author: string;
  /** Always true: only a consumer with a delivered line of the product may write one. */
  verified: true;
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
  reply: ReviewReply | null;
}

/** What the admins and the product's farm also see of a review. */
export interface ManagedReview extends Review {
  productName: string;
  producerId: string;
  /** Why an admin hid it (or showed it again), who and when. */
  moderation: { status: ReviewStatus; reason: string; at: string } | null;
  /** The farm's open report (cleared when an admin decides). */
  report: { reason: string; at: string } | null;
}
