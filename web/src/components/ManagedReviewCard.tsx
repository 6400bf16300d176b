/**
 * A review as the admins and the product's farm see it (docs/reviews.md, "Moderation"): the product, stars,
 * author, date, comment, the farm's reply, whether it is hidden and why, and a farm's open report; the screen's
 * own actions under it. Shared by the admins' reviews screen and the farm's.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ManagedReview } from '../../../shared/contracts/reviews/entities.js';
import { REVIEW_LABELS } from '../../../shared/messages/reviews.js';
import { formatDate, formatDateTime } from '../lib/format';
import { ReviewStars } from './StarRating';
import './managed-review.css';

export function ManagedReviewCard({ review, children }: { review: ManagedReview; children?: ReactNode }) {
  return (
    <li className="managed-review tile" data-testid="managed-review" data-review={review.id}>
      <div className="managed-review__head">
        <Link
          to={`/products/${encodeURIComponent(review.productId)}`}
          className="managed-review__product user-text"
        >
          {review.productName || 'Producto'}
        </Link>
        {review.status === 'hidden' ? (
          <span className="status-badge tone-muted">Oculta</span>
        ) : (
          <span className="status-badge tone-success">Publicada</span>
        )}
        {review.report ? <span className="status-badge tone-warning">Denunciada por la finca</span> : null}
      </div>
      <div className="managed-review__meta">
        <ReviewStars rating={review.rating} />
        <span className="managed-review__author">{review.author}</span>
        <span className="managed-review__verified">{REVIEW_LABELS.verified}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </div>
      {review.comment ? (
        <p className="managed-review__comment user-text">{review.comment}</p>
      ) : (
        <p className="managed-review__comment managed-review__comment--none">Sin comentario.</p>
      )}
      {review.reply ? (
        <div className="managed-review__reply">
          <p className="managed-review__label">{REVIEW_LABELS.farmReply}</p>
          <p className="user-text">{review.reply.text}</p>
        </div>
      ) : null}
      {review.report ? (
        <p className="managed-review__note">
          <strong>Denuncia de la finca</strong> ({formatDateTime(review.report.at)}):{' '}
          <span className="user-text">{review.report.reason}</span>
        </p>
      ) : null}
      {review.moderation ? (
        <p className="managed-review__note">
          <strong>{review.moderation.status === 'hidden' ? 'Ocultada' : 'Publicada de nuevo'}</strong> por la
          tienda el {formatDateTime(review.moderation.at)}
          {review.moderation.reason ? (
            <>
              : <span className="user-text">{review.moderation.reason}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {children ? <div className="managed-review__actions">{children}</div> : null}
    </li>
  );
}
