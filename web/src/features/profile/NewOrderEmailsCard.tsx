/**
 * How a farm hears of its new orders by e-mail (docs/notifications.md): «Un resumen al día» (what applies while
 * it never chose) or «Un correo por pedido». The bell tells of each order at once either way. Saved with
 * PUT /v1/users/profile `newOrderEmails`; the summary's e-mail links here (#correos-pedidos).
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  DEFAULT_NEW_ORDER_EMAILS,
  NEW_ORDER_EMAILS,
  NEW_ORDER_EMAILS_ANCHOR,
  type NewOrderEmails,
} from '../../../../shared/constants/notifications.js';
import {
  NEW_ORDER_EMAIL_CARD as C,
  NEW_ORDER_EMAIL_OPTIONS,
} from '../../../../shared/messages/new-order-mail.js';
import { SubmitButton } from '../../components/forms/Fields';
import { RadioCard } from '../../components/forms/RadioCard';
import { useToast } from '../../components/toast/toast-context';
import { useAttempt } from '../../lib/use-attempt';
import { updateProfile } from './api';
import { profileProblem } from './profile-problem';
import { ProfileCard, type ProfileCardProps } from './EditableCard';
import { ProblemAlert } from './ProblemAlert';

export function NewOrderEmailsCard({ profile, onSaved }: ProfileCardProps) {
  const toast = useToast();
  const stored = profile.newOrderEmails ?? DEFAULT_NEW_ORDER_EMAILS;
  const [choice, setChoice] = useState<NewOrderEmails>(stored);
  const { busy: saving, problem, run } = useAttempt((error) => profileProblem(error, C.failed));
  // What is stored is what the card shows once it changes (saved here, or read again).
  useEffect(() => setChoice(stored), [stored]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        onSaved((await updateProfile({ newOrderEmails: choice })).data.profile);
        toast.success(C.saved);
      },
      { freeAfter: true },
    );
  };

  return (
    <ProfileCard
      anchor={NEW_ORDER_EMAILS_ANCHOR}
      className="farm-card"
      title={C.title}
      testId="new-order-emails"
    >
      <p className="form__hint">{C.bell}</p>
      <form className="form" noValidate onSubmit={(event) => void save(event)}>
        <ProblemAlert problem={problem} />
        <fieldset className="form-group">
          <legend className="visually-hidden">{C.legend}</legend>
          <div className="new-order-emails__options">
            {NEW_ORDER_EMAILS.map((value) => (
              <RadioCard
                key={value}
                id={`new-order-emails-${value}`}
                name="newOrderEmails"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                title={NEW_ORDER_EMAIL_OPTIONS[value].label}
                hint={NEW_ORDER_EMAIL_OPTIONS[value].hint}
                disabled={saving}
              />
            ))}
          </div>
        </fieldset>
        <div className="actions">
          <SubmitButton busy={saving} label={C.save} busyLabel="Guardando..." className="btn btn--primary" />
        </div>
      </form>
    </ProfileCard>
  );
}
