/** One published review: stars, author (first name and initial), «Compra verificada», date, text, the farm's reply. */
import type { Review } from '../../../../shared/contracts/reviews/entities.js';
import { REVIEW_LABELS } from '../../../../shared/messages/reviews.js';
import { ReviewStars } from '../../components/StarRating';
import { formatDate } from '../../lib/format';

export function ReviewItem({ review, farmName }: { review: Review; farmName?: string }) {
  return (
    <li className="review tile" data-testid="review">
      <div className="review__head">
        <ReviewStars rating={review.rating} />
        <span className="review__author">{review.author}</span>
        <span className="review__verified">{REVIEW_LABELS.verified}</span>
        <time className="review__date" dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      {review.comment ? <p className="review__comment user-text">{review.comment}</p> : null}
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-title">
            {REVIEW_LABELS.farmReply}
            {farmName ? <span className="user-text"> ({farmName})</span> : null}
          </p>
          <p className="user-text">{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  );
}
