/** One published review: stars, author (first name and initial), «Compra verificada», date, text, the farm's reply. */
import type { Review } from '../../../../shared/contracts/reviews/entities.js';
import { REVIEW_LABELS } from '../../../../shared/messages/reviews.js';
import { StarRating } from '../../components/StarRating';
import { formatDate } from '../../lib/format';

export function ReviewItem({ review, farmName }: { review: Review; farmName?: string }) {
  return (
    <li className="review" data-testid="review">
      <div className="review__head">
        <StarRating
          average={review.rating}
          count={1}
          showCount={false}
          label={`${review.rating} de 5 estrellas`}
        />
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
