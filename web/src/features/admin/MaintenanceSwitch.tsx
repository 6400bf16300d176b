/**
 * The maintenance switch (GET/PUT /v1/notifications/maintenance): while it is on, everyone but admins sees
 * /maintenance with the message written here (the account screens stay open so an admin can sign in).
 */
import { useId, useState, type FormEvent } from 'react';
import { MAINTENANCE_MESSAGES } from '../../../../shared/messages/maintenance.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { FormAlert } from '../../components/forms/Fields';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage } from '../../lib/api/errors';
import { useAttempt } from '../../lib/use-attempt';
import { setMaintenance, useAfterMaintenanceChange, useMaintenanceSetting } from './notifications-api';
import { BusyButton } from '../../components/BusyButton';

/** The longest message (the service's bound). */
export const MAINTENANCE_MESSAGE_MAX = 300;

export function MaintenanceSwitch() {
  const id = useId();
  const toast = useToast();
  const refreshGate = useAfterMaintenanceChange();
  const { data, error, mutate } = useMaintenanceSetting();
  const [message, setMessage] = useState<string | null>(null);
  const { busy, problem, setProblem, run } = useAttempt(errorMessage);
  const [confirming, setConfirming] = useState(false);
  const enabled = data?.enabled ?? false;
  const text = message ?? data?.message ?? '';

  const save = async (next: boolean) => {
    if (text.trim().length > MAINTENANCE_MESSAGE_MAX) {
      setProblem(VALIDATION_MESSAGES.maintenanceMessageTooLong);
      return;
    }
    await run(
      async () => {
        const answer = await setMaintenance({ enabled: next, message: text.trim() || undefined });
        await mutate(answer?.maintenance ?? { enabled: next, message: text, updatedAt: null }, {
          revalidate: false,
        });
        refreshGate();
        setMessage(null);
        toast.success(next ? MAINTENANCE_MESSAGES.enabled : MAINTENANCE_MESSAGES.disabled);
      },
      { freeAfter: true },
    );
    setConfirming(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) setConfirming(true);
    else void save(false);
  };

  return (
    <section
      className={`card admin-card admin-maintenance${enabled ? ' is-on' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="maintenance-switch"
    >
      <h2 id={`${id}-title`} className="card__title">
        Modo mantenimiento
      </h2>
      {!data && !error ? (
        <p role="status">Cargando...</p>
      ) : (
        <form className="admin-form" onSubmit={submit} noValidate>
          <p role="status">
            {enabled
              ? 'La tienda está cerrada por mantenimiento: solo los administradores pueden usarla.'
              : 'La tienda está abierta.'}
          </p>
          <div className="field">
            <label htmlFor={`${id}-message`}>Mensaje para los visitantes</label>
            <textarea
              id={`${id}-message`}
              rows={2}
              value={text}
              placeholder={MAINTENANCE_MESSAGES.defaultMessage}
              maxLength={MAINTENANCE_MESSAGE_MAX}
              onChange={(event) => setMessage(event.target.value)}
              disabled={busy}
            />
          </div>
          <FormAlert message={problem ?? (error && !data ? errorMessage(error) : null)} />
          <div className="admin-form__actions">
            <BusyButton
              type="submit"
              className={enabled ? 'btn btn--primary' : 'btn btn--secondary'}
              busy={busy}
              busyLabel="Guardando..."
            >
              {enabled ? 'Abrir la tienda' : 'Activar mantenimiento'}
            </BusyButton>
            {enabled && message !== null ? (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy}
                onClick={() => void save(true)}
              >
                Guardar el mensaje
              </button>
            ) : null}
          </div>
        </form>
      )}
      {confirming ? (
        <ConfirmDialog
          title="¿Cerrar la tienda por mantenimiento?"
          confirmLabel="Activar mantenimiento"
          busyLabel="Activando..."
          busy={busy}
          onConfirm={() => void save(true)}
          onCancel={() => setConfirming(false)}
        >
          <p>Los visitantes, clientes y productores verán la página de mantenimiento con tu mensaje.</p>
          <p>Los administradores podrán seguir usando la tienda e iniciar sesión.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
