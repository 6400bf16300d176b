/** The admins' reviews (docs/reviews.md, "Moderation"): the views, hide and show with a reason. */
import type { ReviewAdminView, ReviewStatus } from '../../../../shared/constants/reviews.js';
import { api } from '../../lib/api/endpoints';
import { nextTokenAfter, useApiPages } from '../../lib/api/use-api-pages';

export const useAdminReviews = (view: ReviewAdminView, userId: string | undefined) =>
  useApiPages(
    api.reviews.adminList,
    (index, previous) => {
      if (!userId) return null;
      const token = nextTokenAfter(index, previous);
      if (token === null) return null;
      return { query: { view, limit: 20, ...(token ? { nextToken: token } : {}) } };
    },
    { scope: userId, revalidateFirstPage: true },
  );

export const moderateReview = (id: string, status: ReviewStatus, reason: string) =>
  api.reviews.moderate({ params: { id }, body: { status, reason } });
