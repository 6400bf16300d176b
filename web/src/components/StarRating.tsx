/**
 * A rating in stars (docs/reviews.md): five stars filled to the average, and the count when asked. One element
 * for screen readers («Valoración: 4,5 de 5 (12 opiniones)»); the stars are drawn by CSS (five empty ones, the
 * filled ones over them clipped to the average), text of a fixed length, so nothing moves when they paint. Used by the product cards, the product page and the farm page.
 */
import { ratingLabel } from '../../../shared/messages/rating.js';
import { formatTenths } from '../../../shared/utils/money.js';
import './star-rating.css';

interface StarRatingProps {
  average: number;
  count: number;
  /** Shows «(12)» after the stars. */
  showCount?: boolean;
  size?: 'small' | 'large';
  className?: string;
  /** What a screen reader hears instead of «Valoración: 4,5 de 5 (12 opiniones)». */
  label?: string;
}

export function StarRating({
  average,
  count,
  showCount = true,
  size = 'small',
  className,
  label,
}: StarRatingProps) {
  const fill = `${Math.max(0, Math.min(5, average)) * 20}%`;
  return (
    <span
      className={`star-rating star-rating--${size}${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={label ?? `Valoración: ${ratingLabel(average, count)}`}
    >
      <span className="star-rating__stars" aria-hidden="true">
        <span className="star-rating__fill" style={{ width: fill }} />
      </span>
      {showCount ? (
        <span className="star-rating__count" aria-hidden="true">
          {formatTenths(average)} ({count})
        </span>
      ) : null}
    </span>
  );
}

/** One review's own stars («4 de 5 estrellas»), without a count: a review in a list. */
export function ReviewStars({ rating }: { rating: number }) {
  return <StarRating average={rating} count={1} showCount={false} label={`${rating} de 5 estrellas`} />;
}
