/**
 * «Tus datos» in /profile (issue 31, docs/legal.md "Data rights"): a copy of everything the shop holds about the
 * user, downloaded as a JSON file (GDPR arts. 15 and 20), and, for a consumer, deleting the account with their
 * password (GDPR art. 17): the orders stay without their name or address, as the law keeps invoices. A farm
 * closes its account with the admins; an admin's account is not deleted from here.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '../../../../shared/constants/roles.js';
import { LEGAL_PAGE_INFO } from '../../../../shared/constants/legal-pages.js';
import { DATA_RIGHTS_MESSAGES } from '../../../../shared/messages/legal.js';
import { EmailText } from '../../components/EmailText';
import { FieldError } from '../../components/forms/Fields';
import { ConfirmDialog } from '../../components/Modal';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { saveFile } from '../../lib/save-file';
import { useSessionActions } from '../../lib/session/session-context';
import { deleteAccount, downloadMyData } from './api';
import { profileProblem, type ProblemText } from './profile-problem';
import { BusyButton } from '../../components/BusyButton';
import { ProblemAlert } from './ProblemAlert';
import { ProfileCard } from './EditableCard';

export const DATA_RIGHTS_TEXTS = {
  exportFailed: 'No pudimos preparar la copia de tus datos. Inténtalo de nuevo.',
  deleteFailed: 'No se pudo eliminar tu cuenta. Inténtalo de nuevo.',
} as const;

/** Hands the JSON to the browser as a file to save. */
const saveJson = (data: unknown, fileName: string): void =>
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);

export function DataRightsCard({ email, role }: { email: string; role: Role }) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const { export: data, fileName } = await downloadMyData();
      saveJson(data, fileName);
      toast.success(DATA_RIGHTS_MESSAGES.exported);
    } catch (error) {
      toast.error(profileProblem(error, DATA_RIGHTS_TEXTS.exportFailed).message);
    } finally {
      setExporting(false);
    }
  };
  return (
    <ProfileCard className="profile-danger" title="Tus datos" testId="data-rights">
      <p>
        Descarga una copia de todo lo que guardamos sobre ti (tu cuenta, tus pedidos, tus avisos y tus
        mensajes) en un archivo que puedes llevarte a otro servicio. Te lo contamos en la{' '}
        <Link to={LEGAL_PAGE_INFO.privacidad.path}>política de privacidad</Link>.
      </p>
      <div className="actions">
        <BusyButton
          className="btn btn--secondary"
          onClick={() => void download()}
          busy={exporting}
          busyLabel="Preparando tus datos..."
        >
          Descargar mis datos
        </BusyButton>
      </div>
      {role === 'consumer' ? <DeleteAccount email={email} /> : null}
      {role === 'producer' ? (
        <p className="note">
          {DATA_RIGHTS_MESSAGES.producerByAdmin} <Link to="/contact">Escríbenos</Link>.
        </p>
      ) : null}
    </ProfileCard>
  );
}

function DeleteAccount({ email }: { email: string }) {
  const toast = useToast();
  const { forceLogout } = useSessionActions();
  const passwordId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemText | null>(null);

  const remove = async () => {
    if (password === '') {
      setFieldError(DATA_RIGHTS_MESSAGES.passwordRequired);
      document.getElementById(passwordId)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    setFieldError(null);
    try {
      const response = await deleteAccount(password);
      setOpen(false);
      toast.success(response.message || DATA_RIGHTS_MESSAGES.deleted);
      await forceLogout(null);
    } catch (error) {
      const onField = isApiError(error) ? error.errors.find((item) => item.field === 'password') : undefined;
      if (onField) {
        setFieldError(onField.message);
        document.getElementById(passwordId)?.focus();
      } else setProblem(profileProblem(error, DATA_RIGHTS_TEXTS.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <>
      <h3 className="profile-card__subtitle">Eliminar tu cuenta</h3>
      <p>
        Se borrarán tu cuenta, tus datos de perfil, tu carrito y tus avisos, y no podrás volver a entrar con{' '}
        <strong>
          <EmailText value={email} />
        </strong>{' '}
        (podrás crear una cuenta nueva con el mismo correo). Tus pedidos se conservan sin tu nombre ni tu
        dirección, porque la ley obliga a guardar las facturas.
      </p>
      <button
        type="button"
        className="btn btn--danger-outline"
        onClick={() => {
          setProblem(null);
          setFieldError(null);
          setPassword('');
          setOpen(true);
        }}
      >
        Eliminar mi cuenta
      </button>
      {open ? (
        <ConfirmDialog
          title="¿Eliminar tu cuenta?"
          confirmLabel="Sí, eliminar mi cuenta"
          busyLabel="Eliminando..."
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setOpen(false)}
        >
          <p>No se puede deshacer. Para confirmar que eres tú, escribe tu contraseña.</p>
          <div className="field">
            <label htmlFor={passwordId}>Contraseña</label>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${passwordId}-error` : undefined}
              disabled={busy}
            />
            <FieldError id={`${passwordId}-error`} message={fieldError} />
          </div>
          <ProblemAlert problem={problem} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
