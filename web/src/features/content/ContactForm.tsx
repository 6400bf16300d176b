import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_HONEYPOT_FIELD } from '../../../../shared/constants.js';
import { NOTIFICATION_MESSAGES } from '../../../../shared/notification-messages.js';
import { contactSchema } from '../../../../shared/contracts/notifications/schemas.js';
import { useToast } from '../../components/toast/toast-context';
import { CharacterCount } from '../../components/forms/CharacterCount';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { overLimit, textLimit, type TextLimit } from '../../lib/text-limits';
import { sendContactMessage } from './api';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
type ContactData = Values;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

const LABELS: Record<Field, string> = {
  name: 'Nombre',
  email: 'Email',
  subject: 'Asunto',
  message: 'Mensaje',
};

/** Limited fields: a counter, and the limit's message as soon as the text is past it. */
const LIMITS: Partial<Record<Field, TextLimit>> = {
  name: textLimit('contactName'),
  subject: textLimit('contactSubject'),
  message: textLimit('contactMessage'),
};

/** The contact schema's Spanish message for each failing field (first message per field), and the limits. */
export function validateContact(
  values: Values,
): { ok: true; data: ContactData } | { ok: false; errors: Errors } {
  const over: Errors = {};
  for (const field of FIELDS) {
    const message = overLimit(values[field], LIMITS[field]);
    if (message) over[field] = message;
  }
  const result = contactSchema.safeParse(values);
  if (result.success && Object.keys(over).length === 0) {
    const { name, email, subject, message } = result.data;
    return { ok: true, data: { name, email, subject, message } };
  }
  if (result.success) return { ok: false, errors: over };
  const errors: Errors = { ...over };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      (FIELDS as readonly string[]).includes(field) &&
      !errors[field as Field]
    ) {
      errors[field as Field] = issue.message;
    }
  }
  return { ok: false, errors };
}

/**
 * Contact form: validated with the shared contactSchema, sent to POST /v1/notifications/contact. What was typed
 * stays on any failure; a success replaces the form with a confirmation (and a way to write again). A hidden
 * honeypot field (CONTACT_HONEYPOT_FIELD), off-screen and out of the tab order, is sent as typed: people leave
 * it empty, form-filling bots do not, and the server drops their message silently.
 */
export function ContactForm() {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [trap, setTrap] = useState('');
  const [sent, setSent] = useState<{ name: string; message: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  // The confirmation takes the form's place: the focus goes to it, so it is announced and Tab continues there.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first attempt, keep the messages in step with what the visitor types; past a limit, at once.
    if (submitted) {
      const result = validateContact(next);
      setErrors(result.ok ? {} : result.errors);
    } else {
      const over = overLimit(next[field], LIMITS[field]);
      if (over || errors[field]) setErrors((current) => ({ ...current, [field]: over }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field]);
      if (first) refs.current[first]?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const body = trap ? { ...result.data, [CONTACT_HONEYPOT_FIELD]: trap } : result.data;
      const response = await sendContactMessage(body);
      const message = response.data?.message || response.message || NOTIFICATION_MESSAGES.contactSent;
      setSent({ name: result.data.name, message });
      setValues(EMPTY);
      setSubmitted(false);
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        const serverErrors: Errors = {};
        for (const fieldError of error.errors) {
          const field = fieldError.field as Field;
          if (FIELDS.includes(field) && !serverErrors[field]) serverErrors[field] = fieldError.message;
        }
        setErrors(serverErrors);
      }
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (field: Field) => {
    const describedBy = [
      errors[field] ? `${id}-${field}-error` : null,
      LIMITS[field] ? `${id}-${field}-count` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: onChange(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        refs.current[field] = element;
      },
    };
  };

  const errorText = (field: Field) => {
    const limit = LIMITS[field];
    return (
      <>
        {limit ? <CharacterCount id={`${id}-${field}-count`} value={values[field]} max={limit.max} /> : null}
        {errors[field] ? (
          <p id={`${id}-${field}-error`} className="field__error">
            {errors[field]}
          </p>
        ) : null}
      </>
    );
  };

  if (sent) {
    return (
      <div
        ref={confirmationRef}
        className="form contact__sent"
        role="status"
        tabIndex={-1}
        aria-labelledby={`${id}-sent-title`}
      >
        <h2 id={`${id}-sent-title`} className="contact__sent-title">
          ¡Gracias, {sent.name}!
        </h2>
        <p>{sent.message}</p>
        <button type="button" className="btn btn--ghost" onClick={() => setSent(null)}>
          Escribir otro mensaje
        </button>
      </div>
    );
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby={`${id}-hint`}
    >
      <p id={`${id}-hint`} className="form__hint">
        Todos los campos son obligatorios.
      </p>
      <div className="form__row">
        <div className="field">
          <label htmlFor={`${id}-name`}>{LABELS.name}</label>
          <input type="text" autoComplete="name" {...fieldProps('name')} />
          {errorText('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{LABELS.email}</label>
          <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
          {errorText('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{LABELS.subject}</label>
        <input type="text" {...fieldProps('subject')} />
        {errorText('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{LABELS.message}</label>
        <textarea rows={6} {...fieldProps('message')} />
        {errorText('message')}
      </div>
      <div className="contact__trap" aria-hidden="true">
        <label htmlFor={`${id}-${CONTACT_HONEYPOT_FIELD}`}>Deja este campo vacío</label>
        <input
          id={`${id}-${CONTACT_HONEYPOT_FIELD}`}
          type="text"
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => setTrap(event.target.value)}
        />
      </div>
      <div className="actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? 'Enviando...' : 'Enviar mensaje'}
        </button>
      </div>
    </form>
  );
}
