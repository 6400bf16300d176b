/**
 * «Cambiar contraseña» on /profile: the current password, a new one under the registration's policy (the shared
 * passwordSchema, its live checklist and its messages) and its repetition, through POST
 * /oauth/auth/change-password. The service then ends every session of the user, this one too; the card signs in
 * again at once with the new password, so only the other devices are signed out (docs/web-session.md,
 * "Password change"). Should that sign-in fail, the session ends and /login says why.
 */
import { useRef, useState } from 'react';
import {
  changePasswordSchema,
  type ChangePasswordRequest,
} from '../../../../shared/contracts/auth/schemas.js';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { FormAlert, PasswordField } from '../../components/forms/Fields';
import { withPasswordConfirm } from '../../components/forms/password-confirm';
import { NewPasswordFields } from '../../components/forms/PasswordHint';
import { serverFieldErrors, useForm, validateWith, type Validation } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { authActionError } from '../../lib/session/auth-errors';
import { useSessionActions } from '../../lib/session/session-context';
import { changePassword } from './api';
import { SaveOrCancel } from './SaveOrCancel';
import { ProfileCard } from './EditableCard';

const FIELDS = ['currentPassword', 'newPassword', 'passwordConfirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', passwordConfirm: '' };

/** Ours: the sign-in after the change did not work (the password did change). */
export const SIGN_IN_AGAIN = 'Tu contraseña se cambió. Inicia sesión con la nueva contraseña.';

/** The shared schema, the repetition, and a new password that differs from the current one. */
export function validatePasswordChange(values: Values): Validation<Field, ChangePasswordRequest> {
  const { passwordConfirm, ...request } = values;
  const result = withPasswordConfirm(
    validateWith<Field, ChangePasswordRequest>(changePasswordSchema, request, FIELDS),
    values.newPassword,
    passwordConfirm,
    'passwordConfirm',
  );
  const unchanged = values.newPassword !== '' && values.newPassword === values.currentPassword;
  if (!unchanged) return result;
  return {
    ok: false,
    errors: { ...(result.ok ? {} : result.errors), newPassword: AUTH_MESSAGES.passwordUnchanged },
  };
}

export function ChangePasswordCard({ email }: { email: string }) {
  const toast = useToast();
  const { login, forceLogout } = useSessionActions();
  const [open, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);

  const form = useForm<Field, ChangePasswordRequest>({
    fields: FIELDS,
    initial: EMPTY,
    validate: validatePasswordChange,
  });

  const close = () => {
    form.reset(EMPTY);
    setOpen(false);
    requestAnimationFrame(() => openRef.current?.focus());
  };

  const onSubmit = form.handleSubmit(async (data) => {
    let message: string;
    try {
      message = (await changePassword(data)).message || AUTH_MESSAGES.passwordChanged;
    } catch (raw) {
      const error = authActionError(raw, 'changePassword');
      form.showErrors(serverFieldErrors(error.errors, FIELDS), error.message);
      return;
    }
    try {
      await login(email, data.newPassword);
    } catch {
      await forceLogout(SIGN_IN_AGAIN);
      return;
    }
    toast.success(message);
    close();
  });

  return (
    <ProfileCard className="profile-password" title="Cambiar contraseña">
      {open ? (
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormAlert message={form.formError} />
          {/* For password managers: whose password this is. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            form={form}
            name="currentPassword"
            label="Contraseña actual"
            autoComplete="current-password"
          />
          <NewPasswordFields form={form} name="newPassword" confirmName="passwordConfirm" />
          <SaveOrCancel form={form} label="Cambiar contraseña" onCancel={close} />
        </form>
      ) : (
        <>
          <p>
            Te pediremos la contraseña actual. Al cambiarla cerramos tu sesión en los demás dispositivos; en
            este sigues dentro.
          </p>
          <button ref={openRef} type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
            Cambiar contraseña
          </button>
        </>
      )}
    </ProfileCard>
  );
}
