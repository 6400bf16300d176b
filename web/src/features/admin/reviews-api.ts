/** The admins' reviews (docs/reviews.md, "Moderation"): the views, hide and show with a reason. */
import type { ReviewAdminView, ReviewStatus } from '../../../../shared/constants/reviews.js';
import { api } from '../../lib/api/endpoints';
import { useSignedInPages } from '../../lib/api/use-signed-in-pages';

export const useAdminReviews = (view: ReviewAdminView, userId: string | undefined) =>
  useSignedInPages(api.reviews.adminList, userId, (token) => ({
    query: { view, limit: 20, ...(token ? { nextToken: token } : {}) },
  }));

export const moderateReview = (id: string, status: ReviewStatus, reason: string) =>
  api.reviews.moderate({ params: { id }, body: { status, reason } });
