/** Functions of the reviews domain's routes, by route id (shared/contracts/reviews/contract.ts). */
import type { reviewsContract } from '../../shared/contracts/reviews/contract.js';
import type { Handlers } from '../lib/http/types.js';
import {
  adminReviews,
  editReply,
  farmReviews,
  moderateReview,
  replyToReview,
  reportReview,
} from './moderation-routes.js';
import { createReview, editReview, listReviews, ownReview } from './review-routes.js';

export const reviewsRoutes: Handlers<typeof reviewsContract> = {
  create: createReview,
  list: listReviews,
  mine: ownReview,
  edit: editReview,
  adminList: adminReviews,
  farmList: farmReviews,
  moderate: moderateReview,
  reply: replyToReview,
  editReply,
  report: reportReview,
};
