import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import {
  forgotPasswordSchema,
  type ForgotPasswordRequest,
} from '../../../../shared/contracts/auth/schemas.js';
import { EmailField, FormAlert, SubmitButton } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { authActionError } from '../../lib/session/auth-errors';
import { authPath } from '../../lib/session/redirect';
import { forgotPassword } from './api';
import { useAuthStep } from './auth-step';
import { AuthLayout } from './AuthLayout';

const FIELDS = ['username'] as const;
type Field = (typeof FIELDS)[number];

/** Asks for a reset code; the next step (/reset-password) gets the e-mail and where the code went. */
export default function ForgotPasswordScreen() {
  const { navigate, toast, redirect, emailParam } = useAuthStep();

  const form = useForm<Field, ForgotPasswordRequest>({
    fields: FIELDS,
    initial: { username: emailParam },
    validate: (values) => validateWith(forgotPasswordSchema, values, FIELDS),
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const result = await forgotPassword(data);
      toast.success(result?.message || AUTH_MESSAGES.codeSent);
      navigate(authPath('/reset-password', { email: data.username, redirect }), {
        state: { destination: result?.destination ?? null },
      });
    } catch (raw) {
      const error = authActionError(raw, 'forgotPassword');
      form.showErrors(serverFieldErrors(error.errors, FIELDS), error.message);
    }
  });

  return (
    <AuthLayout
      title="Recuperar contraseña"
      description="Recupera el acceso a tu cuenta: te enviamos un código por email para crear una contraseña nueva."
      lead="Escribe el email de tu cuenta y te enviaremos un código para crear una contraseña nueva."
      footer={
        <p>
          ¿La recordaste?{' '}
          <Link to={authPath('/login', { email: form.values.username.trim(), redirect })}>Inicia sesión</Link>
          <br />
          ¿Ya tienes un código?{' '}
          <Link to={authPath('/reset-password', { email: form.values.username.trim(), redirect })}>
            Restablece tu contraseña
          </Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={form.formError} />
        <EmailField form={form} name="username" />
        <SubmitButton busy={form.submitting} label="Enviar código" busyLabel="Enviando..." />
      </form>
    </AuthLayout>
  );
}
