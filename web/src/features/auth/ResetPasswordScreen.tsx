import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { resetPasswordSchema, type ResetPasswordRequest } from '../../../../shared/contracts/auth/schemas.js';
import { CodeField, EmailField, FormAlert, SubmitButton } from '../../components/forms/Fields';
import { NewPasswordFields } from '../../components/forms/PasswordHint';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { authActionError } from '../../lib/session/auth-errors';
import { authPath } from '../../lib/session/redirect';
import { resetPassword } from './api';
import { useAuthStep } from './auth-step';
import { AuthLayout } from './AuthLayout';
import { withPasswordConfirm } from './messages';

const FIELDS = ['username', 'confirmationCode', 'newPassword', 'passwordConfirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function validateReset(values: Values) {
  const { passwordConfirm, ...request } = values;
  const result = validateWith<Field, ResetPasswordRequest>(resetPasswordSchema, request, FIELDS);
  return withPasswordConfirm(result, values.newPassword, passwordConfirm, 'passwordConfirm');
}

/** /reset-password?email=...: the code from the e-mail and a new password that meets the policy. */
export default function ResetPasswordScreen() {
  const { location, navigate, toast, redirect, emailParam: prefilled } = useAuthStep();
  const destination = (location.state as { destination?: string | null } | null)?.destination;

  const form = useForm<Field, ResetPasswordRequest>({
    fields: FIELDS,
    initial: { username: prefilled, confirmationCode: '', newPassword: '', passwordConfirm: '' },
    validate: validateReset,
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const result = await resetPassword(data);
      toast.success(result?.message || AUTH_MESSAGES.passwordReset);
      navigate(authPath('/login', { email: data.username, redirect }));
    } catch (raw) {
      const error = authActionError(raw, 'resetPassword');
      form.showErrors(serverFieldErrors(error.errors, FIELDS), error.message);
    }
  });

  const email = form.values.username.trim();
  return (
    <AuthLayout
      title="Restablecer contraseña"
      description="Crea una contraseña nueva para tu cuenta con el código que te enviamos por email."
      lead={
        destination ? (
          <>
            Escribe el código que enviamos a <strong className="auth-email">{destination}</strong> y elige tu
            nueva contraseña.
          </>
        ) : (
          'Escribe el código que te enviamos por email y elige tu nueva contraseña.'
        )
      }
      footer={
        <p>
          ¿No tienes código?{' '}
          <Link to={authPath('/forgot-password', { email, redirect })}>Pide uno nuevo</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={form.formError} />
        <EmailField form={form} name="username" autoComplete="username" />
        <CodeField form={form} name="confirmationCode" />
        <NewPasswordFields form={form} name="newPassword" confirmName="passwordConfirm" />
        <SubmitButton busy={form.submitting} label="Guardar contraseña" busyLabel="Guardando..." />
      </form>
    </AuthLayout>
  );
}
