import { useEffect, useId, useRef, useState } from 'react';
import { CONTACT_HONEYPOT_FIELD } from '../../../../shared/constants/notifications.js';
import { NOTIFICATION_MESSAGES } from '../../../../shared/messages/notification-answers.js';
import { contactSchema } from '../../../../shared/contracts/notifications/schemas.js';
import { TextAreaField, TextField } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith, type Validation } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { errorMessage, isApiError } from '../../lib/api/errors';
import { textLimit, type TextLimit } from '../../lib/text-limits';
import { sendContactMessage } from './api';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
type ContactData = Values;

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

/** The contact schema's Spanish message for each failing field (first message per field); useForm adds the limits. */
export function validateContact(values: Values): Validation<Field, ContactData> {
  const result = validateWith<Field, ContactData>(contactSchema, values, FIELDS);
  if (!result.ok) return result;
  const { name, email, subject, message } = result.data;
  return { ok: true, data: { name, email, subject, message } };
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
  const [trap, setTrap] = useState('');
  const [sent, setSent] = useState<{ name: string; message: string } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  // The confirmation takes the form's place: the focus goes to it, so it is announced and Tab continues there.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);
  const form = useForm<Field, ContactData>({
    fields: FIELDS,
    initial: EMPTY,
    validate: validateContact,
    limits: LIMITS,
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const body = trap ? { ...data, [CONTACT_HONEYPOT_FIELD]: trap } : data;
      const response = await sendContactMessage(body);
      const message = response.data?.message || response.message || NOTIFICATION_MESSAGES.contactSent;
      setSent({ name: data.name, message });
      form.reset();
    } catch (error) {
      // The message is said in a toast: the fields the server names are marked, the focus is not moved.
      if (isApiError(error) && error.errors.length > 0) {
        form.showErrors(serverFieldErrors(error.errors, FIELDS), null, { focus: false });
      }
      toast.error(errorMessage(error));
    }
  });

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
        <TextField form={form} name="name" label={LABELS.name} autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextField form={form} name="subject" label={LABELS.subject} />
      <TextAreaField form={form} name="message" label={LABELS.message} rows={6} />
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
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? 'Enviando...' : 'Enviar mensaje'}
        </button>
      </div>
    </form>
  );
}
