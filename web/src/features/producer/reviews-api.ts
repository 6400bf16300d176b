/** The farm's reviews (docs/reviews.md): its list, its one reply (editable) and its report to the admins. */
import { api } from '../../lib/api/endpoints';
import { useSignedInPages } from '../../lib/api/use-signed-in-pages';

export const useFarmReviews = (userId: string | undefined) =>
  useSignedInPages(api.reviews.farmList, userId, (token) => ({
    query: { limit: 20, ...(token ? { nextToken: token } : {}) },
  }));

export const replyToReview = (id: string, text: string, edit: boolean) =>
  edit
    ? api.reviews.editReply({ params: { id }, body: { text } })
    : api.reviews.reply({ params: { id }, body: { text } });

export const reportReview = (id: string, reason: string) =>
  api.reviews.report({ params: { id }, body: { reason } });
