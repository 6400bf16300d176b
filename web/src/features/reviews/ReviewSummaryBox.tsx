/** The product's rating: the average in stars and figures, the count and how many reviews have each star. */
import { RATING_VALUES } from '../../../../shared/constants/reviews.js';
import type { ReviewSummary } from '../../../../shared/contracts/reviews/entities.js';
import { formatTenths } from '../../../../shared/utils/money.js';
import { StarRating } from '../../components/StarRating';

export function ReviewSummaryBox({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0) {
    return <p className="reviews__empty">Todavía no hay opiniones de este producto.</p>;
  }
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <span className="reviews__average-figure">{formatTenths(summary.average, { fixed: true })}</span>
        <StarRating average={summary.average} count={summary.count} showCount={false} size="large" />
        <span className="reviews__count">
          {summary.count} {summary.count === 1 ? 'opinión' : 'opiniones'}
        </span>
      </p>
      <table className="reviews__distribution">
        <caption className="visually-hidden">Opiniones por número de estrellas</caption>
        <tbody>
          {[...RATING_VALUES].reverse().map((stars) => {
            const count = summary.distribution[stars];
            const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
            return (
              <tr key={stars}>
                <th scope="row">
                  {stars} {stars === 1 ? 'estrella' : 'estrellas'}
                </th>
                <td>
                  <span className="reviews__bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                </td>
                <td className="reviews__bar-count">{count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
