/**
 * One legal text as the admin edits it (PUT /v1/legal/texts/{id}): the text with its marks (a help line says
 * which), «Revisado por el abogado de la cooperativa» (until then the page says the text is a model), a
 * preview with the shop's identity filled in, and «Volver al modelo» after a confirmation.
 */
import { useEffect, useId, useState } from 'react';
import { LEGAL_TEXT_MAX } from '../../../../shared/constants/legal.js';
import type { LegalIdentity, LegalText } from '../../../../shared/contracts/legal/entities.js';
import { legalTextSchema } from '../../../../shared/contracts/legal/schemas.js';
import { LEGAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { FieldError, FormAlert } from '../../components/forms/Fields';
import { LegalTextView } from '../../components/LegalTextView';
import { useToast } from '../../components/toast/toast-context';
import { useAttempt } from '../../lib/use-attempt';
import { adminErrorMessage } from './admin-errors';
import { updateLegalText } from './legal-api';
import './legal-editor.css';

export const LEGAL_MARKS_HELP =
  'Marcas: «## Título» abre una sección, «- » una línea de lista, [texto](/ruta) enlaza una página de la tienda, **texto** lo resalta. {nombre}, {nif}, {domicilio}, {email}, {telefono} y {registro} se rellenan con los datos legales.';

export function LegalTextEditor({
  text,
  legal,
  onSaved,
}: {
  text: LegalText;
  legal: LegalIdentity;
  onSaved: (text: LegalText) => void;
}) {
  const id = useId();
  const toast = useToast();
  const [body, setBody] = useState(text.body);
  const [reviewed, setReviewed] = useState(text.reviewed);
  const [error, setError] = useState<string | null>(null);
  const { busy, problem: formError, setProblem: setFormError, run } = useAttempt(adminErrorMessage);
  const [confirmRestore, setConfirmRestore] = useState(false);
  useEffect(() => {
    setBody(text.body);
    setReviewed(text.reviewed);
    setError(null);
    setFormError(null);
    setConfirmRestore(false);
  }, [text.id, text.updatedAt, text.body, text.reviewed, setFormError]);

  const send = async (next: string | null, nextReviewed: boolean) => {
    await run(
      async () => {
        onSaved((await updateLegalText(text.id, next, nextReviewed)).text);
        toast.success(next === null ? LEGAL_MESSAGES.textRestored : LEGAL_MESSAGES.textUpdated);
      },
      { freeAfter: true },
    );
    setConfirmRestore(false);
  };

  const save = () => {
    const checked = legalTextSchema.safeParse({ body, reviewed });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? LEGAL_MESSAGES.bodyRequired);
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    setError(null);
    void send(checked.data.body, checked.data.reviewed);
  };

  return (
    <div className="legal-editor" data-testid={`legal-editor-${text.id}`}>
      <p className="note">
        {text.model ? 'Es el texto modelo: todavía no lo has cambiado.' : 'Es tu texto.'}{' '}
        {text.reviewed
          ? 'Revisado por el abogado de la cooperativa.'
          : 'Pendiente de revisión por el abogado.'}
      </p>
      <div className="field">
        <label htmlFor={`${id}-body`}>Texto de «{text.title}»</label>
        <p id={`${id}-help`} className="field__hint">
          {LEGAL_MARKS_HELP}
        </p>
        <textarea
          id={`${id}-body`}
          className="legal-editor__text"
          rows={18}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={LEGAL_TEXT_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-help`].filter(Boolean).join(' ')}
        />
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      </div>
      <span className="admin-check">
        <input
          id={`${id}-reviewed`}
          type="checkbox"
          checked={reviewed}
          onChange={(event) => setReviewed(event.target.checked)}
        />
        <label htmlFor={`${id}-reviewed`}>Revisado por el abogado de la cooperativa</label>
      </span>
      <FormAlert message={formError} />
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={save} disabled={busy}>
          {busy ? 'Guardando...' : 'Guardar el texto'}
        </button>
        {text.model ? null : confirmRestore ? (
          <>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void send(null, false)}
              disabled={busy}
            >
              Sí, volver al modelo
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirmRestore(false)}>
              No, seguir con mi texto
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setConfirmRestore(true)}>
            Volver al modelo
          </button>
        )}
      </div>
      {confirmRestore ? (
        <p className="note tone-warning" role="note">
          Se perderá tu texto y la página volverá a mostrar el modelo, marcado como pendiente de revisión.
        </p>
      ) : null}
      <details className="legal-editor__preview">
        <summary>Vista previa con los datos legales</summary>
        <LegalTextView text={{ ...text, body, reviewed }} identity={legal} toc={false} />
      </details>
    </div>
  );
}
