/**
 * The product page's reviews (docs/reviews.md), under the product's details and loaded after them (its own
 * chunk, the route's child: app/router.tsx): how reviews are checked (linked to /condiciones), the summary
 * (average, count, stars' distribution), the consumer's own review or the form to write one, and the published
 * reviews newest first, a page at a time. The consumer's own review shows once, as «Tu opinión»: it is left out
 * of the list below. Its box keeps a minimum height while it loads, so the footer does not jump.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { REVIEW_FORM_ANCHOR, REVIEWS_TERMS_ANCHOR } from '../../../../shared/constants/reviews.js';
import type { Review } from '../../../../shared/contracts/reviews/entities.js';
import { REVIEW_LABELS } from '../../../../shared/messages/reviews.js';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api/errors';
import { useSession } from '../../lib/session/session-context';
import { useOwnReview, useProductReviews } from './api';
import { ReviewItem } from './ReviewItem';
import { ReviewSummaryBox } from './ReviewSummaryBox';

/** The form, only for a consumer who may write one (its code and its form styles are not every visitor's). */
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

export default function ProductReviews() {
  const { id = '' } = useParams();
  const { user, role } = useSession();
  const consumerId = role === 'consumer' && user ? user.id : null;
  const own = useOwnReview(id, consumerId);
  const ownId = own.data?.review?.id;
  const pages = useProductReviews(id);
  const first = pages.data?.[0];
  const reviews = (pages.data?.flatMap((page) => page.reviews) ?? []).filter((review) => review.id !== ownId);
  const last = pages.data?.[pages.data.length - 1];
  const loadingMore = pages.isValidating && pages.size > (pages.data?.length ?? 0);

  return (
    <section className="reviews" aria-labelledby="opiniones-title" id="opiniones">
      <h2 id="opiniones-title" className="reviews__title">
        {REVIEW_LABELS.section}
      </h2>
      <p className="reviews__how">
        {REVIEW_LABELS.howChecked}{' '}
        <Link to={`/condiciones#${REVIEWS_TERMS_ANCHOR}`}>{REVIEW_LABELS.howCheckedLink}</Link>
      </p>
      {first ? (
        <ReviewSummaryBox summary={first.summary} />
      ) : pages.error ? (
        <p role="alert">{errorMessage(pages.error)}</p>
      ) : (
        <p className="reviews__loading" role="status">
          Cargando opiniones...
        </p>
      )}
      <OwnReview productId={id} own={consumerId ? own : null} onSaved={() => void pages.mutate()} />
      {reviews.length > 0 ? (
        <ul className="reviews__list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {/* Not components/LoadMore: it lives in the signed-in screens' kit, whose styles this part would fetch. */}
      {last?.nextToken ? (
        <div className="actions actions--center">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void pages.setSize(pages.size + 1)}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? 'Cargando...' : 'Cargar más'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The consumer's own review (with «Editar») or the form; what others need to do to write one. `own` is the
 * consumer's answer of GET .../reviews/mine (null for anyone else), read by the section to leave that review out
 * of its list.
 */
function OwnReview({
  productId,
  own,
  onSaved,
}: {
  productId: string;
  own: ReturnType<typeof useOwnReview> | null;
  onSaved: () => void;
}) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const toast = useToast();
  const asked = location.hash === `#${REVIEW_FORM_ANCHOR}`;
  const [editing, setEditing] = useState(false);

  const loaded = own?.data;
  useEffect(() => {
    if (asked && loaded) document.getElementById(REVIEW_FORM_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [asked, loaded]);

  if (!isAuthenticated) {
    return (
      <p className="reviews__invite" id={REVIEW_FORM_ANCHOR}>
        ¿Lo has comprado y recibido?{' '}
        <Link to={`/login?redirect=${encodeURIComponent(`/products/${productId}#${REVIEW_FORM_ANCHOR}`)}`}>
          Inicia sesión para opinar
        </Link>
        .
      </p>
    );
  }
  if (!own?.data) return null;
  const saved = (review: Review, message: string) => {
    void own.mutate({ review, canReview: true }, { revalidate: false });
    setEditing(false);
    toast.success(message);
    onSaved();
  };
  const mine = own.data.review;
  if (mine && !editing) {
    return (
      <div className="reviews__mine" id={REVIEW_FORM_ANCHOR}>
        <p className="reviews__mine-title">
          Tu opinión{mine.status === 'hidden' ? ' (oculta por la tienda)' : ''}
        </p>
        <ul className="reviews__list">
          <ReviewItem review={mine} />
        </ul>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => setEditing(true)}>
          Editar mi opinión
        </button>
      </div>
    );
  }
  if (!own.data.canReview) {
    return (
      <p className="reviews__invite" id={REVIEW_FORM_ANCHOR}>
        Podrás opinar sobre este producto cuando lo hayas recibido.
      </p>
    );
  }
  return (
    <div id={REVIEW_FORM_ANCHOR}>
      <Suspense fallback={<p role="status">Cargando el formulario...</p>}>
        <ReviewForm
          productId={productId}
          own={mine}
          onSaved={saved}
          onCancel={mine ? () => setEditing(false) : undefined}
        />
      </Suspense>
    </div>
  );
}
