import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { confirmSchema, type ConfirmRequest } from '../../../../shared/contracts/auth/schemas.js';
import { EmailText } from '../../components/EmailText';
import { CodeField, EmailField, FormAlert, SubmitButton } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { authActionError } from '../../lib/session/auth-errors';
import { authPath } from '../../lib/session/redirect';
import { confirmAccount } from './api';
import { useAuthStep } from './auth-step';
import { AuthLayout } from './AuthLayout';

const FIELDS = ['username', 'confirmationCode'] as const;
type Field = (typeof FIELDS)[number];

/** /confirm-account?email=...: the 6-digit code from the sign-up e-mail activates the account. */
export default function ConfirmAccountScreen() {
  const { navigate, toast, redirect, emailParam: prefilled } = useAuthStep();
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);

  const form = useForm<Field, ConfirmRequest>({
    fields: FIELDS,
    initial: { username: prefilled, confirmationCode: '' },
    validate: (values) => validateWith(confirmSchema, values, FIELDS),
  });

  const onSubmit = form.handleSubmit(async (data) => {
    setAlreadyConfirmed(false);
    try {
      const result = await confirmAccount(data);
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
    </AuthLayout>
  );
}
