/**
 * The consumer's review of the product: whole stars 1-5 (a radio group) and an optional comment with its
 * counter. Writes a new one or edits their own; the server's Spanish message shows when it refuses.
 */
import { useId, useState, type FormEvent } from 'react';
import { RATING_VALUES, REVIEW_COMMENT_MAX } from '../../../../shared/constants/reviews.js';
import type { Review } from '../../../../shared/contracts/reviews/entities.js';
import { REVIEW_VALIDATION } from '../../../../shared/messages/review-validation.js';
import { CountedTextarea } from '../../components/forms/CharacterCount';
import { FormAlert } from '../../components/forms/Fields';
import { errorMessage } from '../../lib/api/errors';
import { countedLength } from '../../lib/text-limits';
import { createReview, editReview } from './api';
import { BusyButton } from '../../components/BusyButton';

interface ReviewFormProps {
  productId: string;
  /** The consumer's review when they edit it. */
  own: Review | null;
  onSaved: (review: Review, message: string) => void;
  onCancel?: () => void;
}

const STAR_WORDS: Record<number, string> = {
  1: 'Mala',
  2: 'Regular',
  3: 'Buena',
  4: 'Muy buena',
  5: 'Excelente',
};

export function ReviewForm({ productId, own, onSaved, onCancel }: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(own?.rating ?? null);
  const [comment, setComment] = useState(own?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setError(REVIEW_VALIDATION.rating);
    if (countedLength(comment) > REVIEW_COMMENT_MAX) return setError(REVIEW_VALIDATION.commentTooLong);
    setError(null);
    setSending(true);
    try {
      const body = { rating, comment: comment.trim() === '' ? null : comment };
      const answer = own ? await editReview(productId, body) : await createReview(productId, body);
      onSaved(
        answer.review,
        own ? 'Tu opinión se ha actualizado.' : 'Gracias por tu opinión: ya está publicada.',
      );
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="review-form tile"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="review-form__title">
        {own ? 'Edita tu opinión' : 'Escribe tu opinión'}
      </h3>
      <fieldset className="review-form__stars">
        <legend>Puntuación</legend>
        {RATING_VALUES.map((stars) => (
          <label key={stars} className="review-form__star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
            />
            <span aria-hidden="true" className={rating !== null && stars <= rating ? 'is-on' : undefined}>
              ★
            </span>
            <span className="visually-hidden">
              {stars} {stars === 1 ? 'estrella' : 'estrellas'}: {STAR_WORDS[stars]}
            </span>
          </label>
        ))}
        <span className="review-form__star-word" aria-hidden="true">
          {rating ? STAR_WORDS[rating] : 'Elige de 1 a 5 estrellas'}
        </span>
      </fieldset>
      <CountedTextarea
        id={`${id}-comment`}
        label={
          <>
            Comentario <span className="field__optional">(opcional)</span>
          </>
        }
        rows={4}
        value={comment}
        onChange={setComment}
        max={REVIEW_COMMENT_MAX}
      />
      <FormAlert message={error} />
      <div className="actions">
        <BusyButton type="submit" className="btn btn--primary" busy={sending} busyLabel="Enviando...">
          {own ? 'Guardar cambios' : 'Publicar opinión'}
        </BusyButton>
        {onCancel ? (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancelar
          </button>
        ) : null}
      </div>
    </form>
  );
}
