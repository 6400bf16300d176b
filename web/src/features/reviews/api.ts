/** What the reviews screens read and send, through the typed client (lib/api/endpoints.ts). */
import { REVIEW_PAGE_DEFAULT } from '../../../../shared/constants/reviews.js';
import type { ReviewRequest } from '../../../../shared/contracts/reviews/schemas.js';
import { api } from '../../lib/api/endpoints';
import { useApi } from '../../lib/api/use-api';
import { nextTokenAfter, useApiPages } from '../../lib/api/use-api-pages';

/** The product's published reviews, newest first, a page at a time («Ver más opiniones»). */
export const useProductReviews = (productId: string) =>
  useApiPages(api.reviews.list, (index, previous) => {
    const token = nextTokenAfter(index, previous);
    if (token === null) return null;
    return {
      params: { id: productId },
      query: { limit: REVIEW_PAGE_DEFAULT, ...(token ? { nextToken: token } : {}) },
    };
  });

/** The signed-in consumer's own review of the product and whether they may write one. */
export const useOwnReview = (productId: string, userId: string | null) =>
  useApi(api.reviews.mine, userId ? { params: { id: productId } } : null, { scope: userId });

export const createReview = (productId: string, body: ReviewRequest) =>
  api.reviews.create({ params: { id: productId }, body });

export const editReview = (productId: string, body: ReviewRequest) =>
  api.reviews.edit({ params: { id: productId }, body });
