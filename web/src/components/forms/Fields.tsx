/**
 * Labelled form fields wired by `useForm`: label, input, error text (aria-describedby, aria-invalid) and an
 * optional hint. The password field has a show/hide button and may carry the live policy checklist.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { CharacterCount } from './CharacterCount';
import type { FormApi } from './use-form';
import './forms.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'form'
>;

interface TextFieldProps<F extends string> extends InputProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<F, any>;
  name: F;
  label: ReactNode;
  /** A short help text under the input (read out with it). */
  hint?: ReactNode;
  /** Marked as optional in the label. */
  optional?: boolean;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

function Label({ htmlFor, label, optional }: { htmlFor: string; label: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {optional ? <span className="field__optional"> (opcional)</span> : null}
    </label>
  );
}

export function TextField<F extends string>({
  form,
  name,
  label,
  hint,
  optional,
  type = 'text',
  ...input
}: TextFieldProps<F>) {
  const limit = form.limitOf(name);
  return (
    <div className="field">
      <Label htmlFor={form.idOf(name)} label={label} optional={optional} />
      <input type={type} {...input} {...form.field(name, { hint: Boolean(hint) })} />
      {hint ? (
        <p id={form.hintIdOf(name)} className="field__hint">
          {hint}
        </p>
      ) : null}
      {limit ? <CharacterCount id={form.countIdOf(name)} value={form.values[name]} max={limit.max} /> : null}
      <FieldError id={form.errorIdOf(name)} message={form.errors[name]} />
    </div>
  );
}

type PresetFieldProps<F extends string> = Omit<TextFieldProps<F>, 'label' | 'type'> & { label?: ReactNode };

/** An account's e-mail: e-mail keyboard, no capitals or spell-check. Sign-in passes autoComplete="username". */
export function EmailField<F extends string>({
  label = 'Email',
  autoComplete = 'email',
  ...props
}: PresetFieldProps<F>) {
  return (
    <TextField
      type="email"
      label={label}
      autoComplete={autoComplete}
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The 6-digit code Cognito e-mails (confirmation, password reset): numeric keyboard, one-time-code fill. */
export function CodeField<F extends string>({
  label = 'Código de verificación',
  ...props
}: PresetFieldProps<F>) {
  return (
    <TextField
      label={label}
      className="code-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      {...props}
    />
  );
}

interface PasswordFieldProps<F extends string> extends Omit<TextFieldProps<F>, 'type'> {
  /** Rendered under the input and described by it (e.g. the password policy checklist). */
  children?: ReactNode;
  /** id of the element in `children` that describes the input. */
  describedBy?: string;
}

export function PasswordField<F extends string>({
  form,
  name,
  label,
  hint,
  children,
  describedBy,
  ...input
}: PasswordFieldProps<F>) {
  const [visible, setVisible] = useState(false);
  const inputId = form.idOf(name);
  return (
    <div className="field">
      <Label htmlFor={inputId} label={label} />
      <div className="password-input">
        <input
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
          {...form.field(name, { hint: Boolean(hint), describedBy })}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={inputId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
          <span className="visually-hidden">Mostrar contraseña</span>
        </button>
      </div>
      {hint ? (
        <p id={form.hintIdOf(name)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={form.errorIdOf(name)} message={form.errors[name]} />
      {children}
    </div>
  );
}

/** A message about the whole form (role="alert": read out as soon as it appears), with optional links. */
export function FormAlert({
  message,
  children,
  tone = 'error',
}: {
  message: string | null | undefined;
  children?: ReactNode;
  tone?: 'error' | 'info' | 'success';
}) {
  if (!message) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="form-alert__text">{message}</p>
      {children ? <div className="form-alert__extra">{children}</div> : null}
    </div>
  );
}

/** The submit button: disabled and busy while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn btn--primary btn--block',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="btn__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
