/**
 * Labelled form fields wired by `useForm`: label, control (input, text area, select), hint, counter and error
 * text (aria-describedby, aria-invalid), in one frame (`FormField`). The password field has a show/hide button
 * and may carry the live policy checklist.
 */
import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { CharacterCount } from './CharacterCount';
import type { FormApi } from './use-form';
import './forms.css';

type Wired = 'id' | 'name' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'form';
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, Wired>;

/** What every field of a `useForm` form is given: its form, its name, its label and what goes under it. */
interface FieldBaseProps<F extends string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<F, any>;
  name: F;
  label: ReactNode;
  /** A short help text under the input (read out with it). */
  hint?: ReactNode;
  /** Marked as optional in the label. */
  optional?: boolean;
}

interface TextFieldProps<F extends string> extends FieldBaseProps<F>, InputProps {}

/** A field's error message, shown only when there is one; its control names `id` in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
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

/** A field's help text, which its control names in aria-describedby. */
function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null;
}

interface FormFieldProps<F extends string> extends FieldBaseProps<F> {
  /** The control, wired with `form.field(name, { hint: Boolean(hint) })`. */
  children: ReactNode;
  /** Shown after the error (e.g. the password policy checklist). */
  after?: ReactNode;
}

/**
 * One field of a `useForm` form around its control: the label, the control, then its hint, its counter (a
 * limited field) and its error, each with the id the control's aria-describedby names.
 */
export function FormField<F extends string>({
  form,
  name,
  label,
  hint,
  optional,
  children,
  after,
}: FormFieldProps<F>) {
  const limit = form.limitOf(name);
  return (
    <div className="field">
      <Label htmlFor={form.idOf(name)} label={label} optional={optional} />
      {children}
      <Hint id={form.hintIdOf(name)} hint={hint} />
      {limit ? <CharacterCount id={form.countIdOf(name)} value={form.values[name]} max={limit.max} /> : null}
      <FieldError id={form.errorIdOf(name)} message={form.errors[name]} />
      {after}
    </div>
  );
}

/**
 * A field's props apart: the frame's (FormField), the control's own attributes, and the control's wiring
 * (id, value, aria-invalid, aria-describedby with `describedBy` added).
 */
function splitField<F extends string, C extends object>(
  { form, name, label, hint, optional, ...control }: FieldBaseProps<F> & C,
  describedBy?: string,
) {
  return {
    frame: { form, name, label, hint, optional },
    control,
    wiring: form.field(name, { hint: Boolean(hint), describedBy }),
  };
}

/** A labelled text input (any input type but a password: `PasswordField`). */
export function TextField<F extends string>({ type = 'text', ...props }: TextFieldProps<F>) {
  const { frame, control, wiring } = splitField(props);
  return (
    <FormField {...frame}>
      <input type={type} {...control} {...wiring} />
    </FormField>
  );
}

interface TextAreaFieldProps<F extends string>
  extends FieldBaseProps<F>, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired> {}

/** A labelled text area (a message, delivery notes), with the counter of a limited field. */
export function TextAreaField<F extends string>(props: TextAreaFieldProps<F>) {
  const { frame, control, wiring } = splitField(props);
  return (
    <FormField {...frame}>
      <textarea {...control} {...wiring} />
    </FormField>
  );
}

interface SelectFieldProps<F extends string>
  extends FieldBaseProps<F>, Omit<SelectHTMLAttributes<HTMLSelectElement>, Wired | 'children'> {
  /** The choices in order: each value and its text. */
  options: readonly (readonly [value: string, text: ReactNode])[];
}

/** A labelled select of a form (a role, a type of discount, a priority). */
export function SelectField<F extends string>({ options, ...props }: SelectFieldProps<F>) {
  const { frame, control, wiring } = splitField(props);
  return (
    <FormField {...frame}>
      <select {...control} {...wiring}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * A value shown in a form that cannot be changed there (a read-only input) and the hint that says why, which
 * describes it (`${id}-hint`).
 */
export function ReadOnlyField({
  id,
  label,
  value,
  hint,
  type = 'text',
}: {
  id: string;
  label: ReactNode;
  value: string;
  hint: ReactNode;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}) {
  return (
    <div className="field">
      <Label htmlFor={id} label={label} />
      <input id={id} type={type} value={value} readOnly aria-describedby={`${id}-hint`} />
      <Hint id={`${id}-hint`} hint={hint} />
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

/** A phone number, optional unless said: phone keyboard and autofill. */
export function PhoneField<F extends string>({
  label = 'Teléfono',
  optional = true,
  ...props
}: PresetFieldProps<F>) {
  return (
    <TextField type="tel" label={label} optional={optional} autoComplete="tel" inputMode="tel" {...props} />
  );
}

/** Whom a parcel goes to: the full name, autofilled, at most 100 characters (the shipping details' bound). */
export function FullNameField<F extends string>({
  label = 'Nombre completo',
  ...props
}: PresetFieldProps<F>) {
  return <TextField label={label} autoComplete="name" maxLength={100} {...props} />;
}

/** A Spanish tax id (NIF, NIE or CIF): no autofill or spell check, capitals, at most 20 characters. */
export function TaxIdField<F extends string>({ label = 'NIF o CIF', ...props }: PresetFieldProps<F>) {
  return (
    <TextField
      label={label}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
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

/** A password with its show/hide button (aria-pressed), and what goes under it (`children`). */
export function PasswordField<F extends string>({ children, describedBy, ...props }: PasswordFieldProps<F>) {
  const [visible, setVisible] = useState(false);
  const { frame, control, wiring } = splitField(props, describedBy);
  return (
    <FormField {...frame} after={children}>
      <div className="password-input">
        <input
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...control}
          {...wiring}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-controls={wiring.id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
          <span className="visually-hidden">Mostrar contraseña</span>
        </button>
      </div>
    </FormField>
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
    <div className={`form-alert tone-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
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
  form,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  /** The id of the form it submits, when it stands outside it (a summary beside the form). */
  form?: string;
}) {
  return (
    <button type="submit" form={form} className={className} disabled={busy} aria-busy={busy || undefined}>
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
