import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { confirmSchema, type ConfirmRequest } from '../../../../shared/contracts/auth/schemas.js';
import { EmailText } from '../../components/EmailText';
import { CodeField, EmailField, FormAlert, SubmitButton } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { authActionError } from '../../lib/session/auth-errors';
import { authPath, homePathForRole } from '../../lib/session/redirect';
import { useSessionActions } from '../../lib/session/session-context';
import { confirmAccount } from './api';
import { useAuthStep } from './auth-step';
import { AuthLayout } from './AuthLayout';
import { AUTH_FORM_MESSAGES } from './messages';
import { ResendCode } from './ResendCode';
import { takeSignupPassword } from './signup-password';

const FIELDS = ['username', 'confirmationCode'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /confirm-account?email=...&redirect=...: the 6-digit code from the sign-up e-mail activates the account. When
 * this tab still holds the password typed at sign-up (signup-password.ts), the new account is signed in at once
 * and goes back where it came from (`redirect`, e.g. the cart); otherwise, or if that sign-in fails, to /login
 * with the e-mail filled and the same way back. «Reenviar código» asks for a new code (ResendCode).
 */
export default function ConfirmAccountScreen() {
  const { navigate, toast, redirect, emailParam: prefilled } = useAuthStep();
  const { login } = useSessionActions();
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);

  const form = useForm<Field, ConfirmRequest>({
    fields: FIELDS,
    initial: { username: prefilled, confirmationCode: '' },
    validate: (values) => validateWith(confirmSchema, values, FIELDS),
  });

  /** Signs the new account in with the kept password; false when there is none or it did not work. */
  const signIn = async (email: string): Promise<boolean> => {
    const password = takeSignupPassword(email);
    if (!password) return false;
    try {
      const user = await login(email, password);
      toast.success(AUTH_FORM_MESSAGES.confirmedSignedIn);
      navigate(redirect ?? homePathForRole(user.role), { replace: true });
      return true;
    } catch {
      return false;
    }
  };

  const onSubmit = form.handleSubmit(async (data) => {
    setAlreadyConfirmed(false);
    try {
      const result = await confirmAccount(data);
      if (await signIn(data.username)) return;
      toast.success(result?.message || AUTH_MESSAGES.confirmed);
      navigate(authPath('/login', { email: data.username, redirect }));
    } catch (raw) {
      const error = authActionError(raw, 'confirm');
      if (error.status === 409) setAlreadyConfirmed(true);
      form.showErrors(serverFieldErrors(error.errors, FIELDS), error.message);
    }
  });

  const email = form.values.username.trim();
  return (
    <AuthLayout
      title="Confirmar cuenta"
      description="Activa tu cuenta de Pitahaya Marketplace con el código de 6 dígitos que te enviamos por email."
      lead={
        prefilled ? (
          <>
            Te hemos enviado un código de 6 dígitos a{' '}
            <strong className="auth-email">
              <EmailText value={prefilled} />
            </strong>
            . Escríbelo aquí para activar tu cuenta.
          </>
        ) : (
          'Escribe tu email y el código de 6 dígitos que te enviamos para activar tu cuenta.'
        )
      }
      footer={
        <p>
          ¿Ya confirmaste tu cuenta? <Link to={authPath('/login', { email, redirect })}>Inicia sesión</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={form.formError} tone={alreadyConfirmed ? 'info' : 'error'}>
          {alreadyConfirmed ? (
            <p>
              <Link to={authPath('/login', { email, redirect })}>Ir a iniciar sesión</Link>
            </p>
          ) : null}
        </FormAlert>
        <EmailField form={form} name="username" />
        <CodeField
          form={form}
          name="confirmationCode"
          hint="Son 6 números. Si no lo ves, revisa la carpeta de correo no deseado."
        />
        <SubmitButton busy={form.submitting} label="Confirmar cuenta" busyLabel="Confirmando..." />
      </form>
      <ResendCode email={email} onInvalidEmail={(message) => form.showErrors({ username: message })} />
    </AuthLayout>
  );
}
