/** What the reviews screens read and send, through the typed client (lib/api/endpoints.ts). */
import { REVIEW_PAGE_DEFAULT } from '../../../../shared/constants/reviews.js';
import type { ReviewRequest } from '../../../../shared/contracts/reviews/schemas.js';
import { api } from '../../lib/api/endpoints';
import useSWRInfinite from 'swr/infinite';
import type { ReviewPage } from '../../../../shared/contracts/reviews/contract.js';
import type { ApiError } from '../../lib/api/errors';
import { apiKey, useApi } from '../../lib/api/use-api';

/**
 * The product's published reviews, newest first, a page at a time («Cargar más»). SWR infinite over the typed
 * client's keys, written here rather than with lib/api/use-api-pages: that module lives in the signed-in screens'
 * kit, whose styles the product page's reviews would then fetch.
 */
export const useProductReviews = (productId: string) =>
  useSWRInfinite<ReviewPage, ApiError>((index, previous: ReviewPage | null) => {
    if (index > 0 && !previous?.nextToken) return null;
    const query = {
      limit: REVIEW_PAGE_DEFAULT,
      ...(index > 0 && previous?.nextToken ? { nextToken: previous.nextToken } : {}),
    };
    return apiKey(api.reviews.list, { params: { id: productId }, query });
  });

/** The signed-in consumer's own review of the product and whether they may write one. */
export const useOwnReview = (productId: string, userId: string | null) =>
  useApi(api.reviews.mine, userId ? { params: { id: productId } } : null, { scope: userId });

export const createReview = (productId: string, body: ReviewRequest) =>
  api.reviews.create({ params: { id: productId }, body });

export const editReview = (productId: string, body: ReviewRequest) =>
  api.reviews.edit({ params: { id: productId }, body });
