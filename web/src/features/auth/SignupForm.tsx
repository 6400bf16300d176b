/**
 * Sign-up for consumers (/register) and producers (/register-producer): full name, e-mail, password with the
 * live policy checklist, and its repetition. Validated with the shared signupSchema; the server's field errors
 * land on their fields. Then on to /confirm-account with the e-mail (and the way back) in the address.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/messages/auth.js';
import { signupSchema, type SignupRequest } from '../../../../shared/contracts/auth/schemas.js';
import { EmailField, FormAlert, SubmitButton, TextField } from '../../components/forms/Fields';
import { NewPasswordFields } from '../../components/forms/PasswordHint';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { authActionError } from '../../lib/session/auth-errors';
import { authPath } from '../../lib/session/redirect';
import { textLimit } from '../../lib/text-limits';
import { signUp } from './api';
import { useAuthStep } from './auth-step';
import { withPasswordConfirm } from './messages';
import { keepSignupPassword } from './signup-password';

export const SIGNUP_FIELDS = ['fullName', 'username', 'password', 'passwordConfirm'] as const;
type Field = (typeof SIGNUP_FIELDS)[number];
type Values = Record<Field, string>;

/** The schema's messages, plus the repeated password (ours). */
export function validateSignup(values: Values, role: 'consumer' | 'producer') {
  const result = validateWith<Field, SignupRequest>(
    signupSchema,
    { username: values.username, password: values.password, fullName: values.fullName, role },
    SIGNUP_FIELDS,
  );
  return withPasswordConfirm(result, values.password, values.passwordConfirm, 'passwordConfirm');
}

interface SignupFormProps {
  role: 'consumer' | 'producer';
  nameLabel: string;
  nameHint?: string;
  submitLabel: string;
}

export function SignupForm({ role, nameLabel, nameHint, submitLabel }: SignupFormProps) {
  const { navigate, toast, redirect } = useAuthStep();
  const [exists, setExists] = useState(false);

  const form = useForm<Field, SignupRequest>({
    fields: SIGNUP_FIELDS,
    initial: { fullName: '', username: '', password: '', passwordConfirm: '' },
    validate: (values) => validateSignup(values, role),
    limits: { fullName: textLimit('fullName') },
  });

  const onSubmit = form.handleSubmit(async (data) => {
    setExists(false);
    try {
      const result = await signUp(data);
      const email = String(data.username);
      if (result?.userConfirmed) {
        toast.success(AUTH_MESSAGES.confirmed);
        navigate(authPath('/login', { email, redirect }));
        return;
      }
      // Kept in memory only, so the confirmation can sign the new account in (signup-password.ts).
      keepSignupPassword(email, String(data.password));
      toast.success(result?.message || AUTH_MESSAGES.signedUp);
      navigate(authPath('/confirm-account', { email, redirect }), { state: { fromSignup: true } });
    } catch (raw) {
      const error = authActionError(raw, 'signup');
      const fieldErrors = serverFieldErrors(error.errors, SIGNUP_FIELDS);
      if (error.status === 409) {
        setExists(true);
        fieldErrors.username ??= error.message;
      }
      // An existing account: the message above the form also offers sign-in, recovery and confirmation.
      form.showErrors(fieldErrors, error.message, { keepFormMessage: error.status === 409 });
    }
  });

  const email = form.values.username.trim();

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={form.formError}>
        {exists ? (
          <p>
            <Link to={authPath('/login', { email, redirect })}>Inicia sesión</Link>,{' '}
            <Link to={authPath('/forgot-password', { email, redirect })}>recupera tu contraseña</Link> o, si
            aún no la confirmaste,{' '}
            <Link to={authPath('/confirm-account', { email, redirect })}>confirma tu cuenta</Link>.
          </p>
        ) : null}
      </FormAlert>
      <TextField
        form={form}
        name="fullName"
        label={nameLabel}
        hint={nameHint}
        autoComplete={role === 'producer' ? 'organization' : 'name'}
      />
      <EmailField form={form} name="username" />
      <NewPasswordFields
        form={form}
        name="password"
        confirmName="passwordConfirm"
        label="Contraseña"
        confirmLabel="Repite la contraseña"
      />
      <p className="auth-legal">
        Al crear la cuenta aceptas las <Link to="/condiciones">condiciones de compra</Link>. Qué hacemos con
        tus datos te lo contamos en la <Link to="/privacidad">política de privacidad</Link>.
      </p>
      <SubmitButton busy={form.submitting} label={submitLabel} busyLabel="Creando cuenta..." />
    </form>
  );
}
