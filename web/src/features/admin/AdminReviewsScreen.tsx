/**
 * /admin/reviews (docs/reviews.md, "Moderation"): every review newest first, the ones a farm reported, the hidden
 * ones. Reviews are published at once; an admin hides one (insults, personal data, spam) or shows it again,
 * always with a reason, kept with the review; deciding closes the farm's report.
 */
import { useState } from 'react';
import { REVIEW_REASON_MAX, type ReviewAdminView } from '../../../../shared/constants/reviews.js';
import type { ManagedReview } from '../../../../shared/contracts/reviews/entities.js';
import { REVIEW_MESSAGES } from '../../../../shared/messages/reviews.js';
import { REVIEW_VALIDATION } from '../../../../shared/messages/review-validation.js';
import { EmptyNotice } from '../../components/ListState';
import { ManagedReviewCard } from '../../components/ManagedReviewCard';
import { ManagedReviewList } from '../../components/ManagedReviewList';
import { Page } from '../../components/Page';
import { ReviewActionForm } from '../../components/ReviewActionForm';
import { TabGroup } from '../../components/Tabs';
import { useToast } from '../../components/toast/toast-context';
import { useSession } from '../../lib/session/session-context';
import { moderateReview, useAdminReviews } from './reviews-api';

const VIEW_LABELS: Record<ReviewAdminView, string> = {
  all: 'Todas',
  reported: 'Denunciadas',
  hidden: 'Ocultas',
};

const EMPTY: Record<ReviewAdminView, string> = {
  all: 'Todavía no hay opiniones.',
  reported: 'Ninguna finca ha denunciado opiniones pendientes de revisar.',
  hidden: 'No hay opiniones ocultas.',
};

export default function AdminReviewsScreen() {
  const { user } = useSession();
  const [view, setView] = useState<ReviewAdminView>('all');
  const pages = useAdminReviews(view, user?.id);

  return (
    <Page
      title="Opiniones"
      lead="Las opiniones se publican al momento. Oculta las que insulten, muestren datos personales o sean publicidad, y di siempre por qué."
    >
      <TabGroup label="Qué opiniones ver" labels={VIEW_LABELS} value={view} onChange={setView} />
      <ManagedReviewList pages={pages} empty={<EmptyNotice title={EMPTY[view]} />}>
        {(review, onChanged) => <AdminReview key={review.id} review={review} onChanged={onChanged} />}
      </ManagedReviewList>
    </Page>
  );
}

/** What the admin decides: hide it, show it again, or keep it published and close the farm's report. */
type Decision = 'hidden' | 'published' | 'keep';

const DECISION_TEXTS: Record<Decision, { button: string; label: string; submit: string }> = {
  hidden: { button: 'Ocultar', label: 'Motivo para ocultarla', submit: 'Ocultar opinión' },
  published: {
    button: 'Mostrar de nuevo',
    label: 'Motivo para publicarla de nuevo',
    submit: 'Publicar de nuevo',
  },
  keep: {
    button: 'Mantener publicada',
    label: 'Por qué se mantiene publicada',
    submit: 'Cerrar la denuncia',
  },
};

function AdminReview({ review, onChanged }: { review: ManagedReview; onChanged: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState<Decision | null>(null);
  const choices: Decision[] =
    review.status === 'hidden' ? ['published'] : review.report ? ['hidden', 'keep'] : ['hidden'];
  const decide = async (decision: Decision, reason: string) => {
    const status = decision === 'hidden' ? 'hidden' : 'published';
    await moderateReview(review.id, status, reason);
    toast.success(status === 'hidden' ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown);
    setOpen(null);
    onChanged();
  };
  return (
    <ManagedReviewCard review={review}>
      {open ? (
        <ReviewActionForm
          label={DECISION_TEXTS[open].label}
          submitLabel={DECISION_TEXTS[open].submit}
          max={REVIEW_REASON_MAX}
          requiredMessage={REVIEW_VALIDATION.reasonRequired}
          tooLongMessage={REVIEW_VALIDATION.reasonTooLong}
          onSubmit={(reason) => decide(open, reason)}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="managed-review__buttons">
          {choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setOpen(choice)}
            >
              {DECISION_TEXTS[choice].button}
              <span className="visually-hidden">
                : opinión de {review.author} sobre {review.productName}
              </span>
            </button>
          ))}
        </div>
      )}
    </ManagedReviewCard>
  );
}
