/** The farm's reviews (docs/reviews.md): its list, its one reply (editable) and its report to the admins. */
import { api } from '../../lib/api/endpoints';
import { nextTokenAfter, useApiPages } from '../../lib/api/use-api-pages';

export const useFarmReviews = (userId: string | undefined) =>
  useApiPages(
    api.reviews.farmList,
    (index, previous) => {
      if (!userId) return null;
      const token = nextTokenAfter(index, previous);
      if (token === null) return null;
      return { query: { limit: 20, ...(token ? { nextToken: token } : {}) } };
    },
    { scope: userId, revalidateFirstPage: true },
  );

export const replyToReview = (id: string, text: string, edit: boolean) =>
  edit
    ? api.reviews.editReply({ params: { id }, body: { text } })
    : api.reviews.reply({ params: { id }, body: { text } });

export const reportReview = (id: string, reason: string) =>
  api.reviews.report({ params: { id }, body: { reason } });
