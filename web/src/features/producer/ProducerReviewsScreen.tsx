/**
 * /producer/reviews (docs/reviews.md): the reviews of the farm's products, newest first. The farm answers each
 * once (and may edit its answer), and may report one to the shop's admins (insults, personal data, spam, another
 * product); hiding is the admins' decision.
 */
import { useState } from 'react';
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from '../../../../shared/constants/reviews.js';
import type { ManagedReview } from '../../../../shared/contracts/reviews/entities.js';
import { REVIEW_MESSAGES } from '../../../../shared/messages/reviews.js';
import { REVIEW_VALIDATION } from '../../../../shared/messages/review-validation.js';
import { EmptyNotice } from '../../components/ListState';
import { ManagedReviewCard } from '../../components/ManagedReviewCard';
import { ManagedReviewList } from '../../components/ManagedReviewList';
import { Page } from '../../components/Page';
import { ReviewActionForm } from '../../components/ReviewActionForm';
import { useToast } from '../../components/toast/toast-context';
import { useSession } from '../../lib/session/session-context';
import { replyToReview, reportReview, useFarmReviews } from './reviews-api';

export default function ProducerReviewsScreen() {
  const { user, role } = useSession();
  // An admin sees every farm's reviews on /admin/reviews; this screen is the farm's own.
  const pages = useFarmReviews(role === 'producer' ? user?.id : undefined);
  if (role === 'admin') {
    return (
      <Page title="Opiniones de los productos">
        <EmptyNotice
          title="Las opiniones de todas las fincas están en la administración."
          action={{ to: '/admin/reviews', label: 'Ver las opiniones' }}
        />
      </Page>
    );
  }
  return (
    <Page
      title="Opiniones de tus productos"
      lead="Solo opinan quienes recibieron tu producto. Puedes responder una vez a cada opinión (y editar tu respuesta) o avisar a la tienda si una opinión insulta, muestra datos personales o es publicidad."
    >
      <ManagedReviewList
        pages={pages}
        empty={
          <EmptyNotice title="Tus productos todavía no tienen opiniones.">
            Cuando un cliente reciba un pedido, le pediremos su opinión.
          </EmptyNotice>
        }
      >
        {(review, onChanged) => <FarmReview key={review.id} review={review} onChanged={onChanged} />}
      </ManagedReviewList>
    </Page>
  );
}

function FarmReview({ review, onChanged }: { review: ManagedReview; onChanged: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  const done = (message: string) => {
    toast.success(message);
    setOpen(null);
    onChanged();
  };
  const about = (
    <span className="visually-hidden">
      : opinión de {review.author} sobre {review.productName}
    </span>
  );
  return (
    <ManagedReviewCard review={review}>
      {open === 'reply' ? (
        <ReviewActionForm
          label="Tu respuesta (la verán todos en la página del producto)"
          submitLabel={review.reply ? 'Guardar respuesta' : 'Publicar respuesta'}
          max={REVIEW_REPLY_MAX}
          requiredMessage={REVIEW_VALIDATION.replyRequired}
          tooLongMessage={REVIEW_VALIDATION.replyTooLong}
          initial={review.reply?.text ?? ''}
          onSubmit={async (text) => {
            await replyToReview(review.id, text, review.reply !== null);
            done(review.reply ? REVIEW_MESSAGES.replyUpdated : REVIEW_MESSAGES.replied);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : open === 'report' ? (
        <ReviewActionForm
          label="Por qué debería revisarla la tienda"
          submitLabel="Enviar a la tienda"
          max={REVIEW_REASON_MAX}
          requiredMessage={REVIEW_VALIDATION.reasonRequired}
          tooLongMessage={REVIEW_VALIDATION.reasonTooLong}
          onSubmit={async (reason) => {
            await reportReview(review.id, reason);
            done(REVIEW_MESSAGES.reported);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="managed-review__buttons">
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setOpen('reply')}>
            {review.reply ? 'Editar respuesta' : 'Responder'}
            {about}
          </button>
          {review.report ? null : (
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen('report')}>
              Denunciar
              {about}
            </button>
          )}
        </div>
      )}
    </ManagedReviewCard>
  );
}
