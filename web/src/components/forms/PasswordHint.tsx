/**
 * The pool's password policy as a live checklist. The rules are the shared `passwordSchema`'s own checks
 * (their Spanish messages name them) and the policy flags of `PASSWORD_POLICY`: nothing is typed twice.
 */
import { PASSWORD_POLICY } from '../../../../shared/constants/auth.js';
import { VALIDATION_MESSAGES as M } from '../../../../shared/messages/validation.js';
import { passwordSchema } from '../../../../shared/contracts/auth/schemas.js';
import { CheckIcon, DotIcon } from '../icons';
import { PasswordField } from './Fields';
import type { FormApi } from './use-form';
import './forms.css';

export type PasswordRuleKey = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordRule {
  key: PasswordRuleKey;
  /** The schema's message for this rule. */
  message: string;
  /** Short label for the checklist, read from the message: 'Al menos 8 caracteres'. */
  label: string;
}

const label = (message: string) => {
  const rest = message.replace(/^La contraseña debe (tener|incluir) /, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};

export const PASSWORD_RULES: readonly PasswordRule[] = (
  [
    ['length', M.passwordMinLength, PASSWORD_POLICY.minLength > 0],
    ['lowercase', M.passwordLowercase, PASSWORD_POLICY.requireLowercase],
    ['uppercase', M.passwordUppercase, PASSWORD_POLICY.requireUppercase],
    ['digit', M.passwordDigit, PASSWORD_POLICY.requireDigits],
    ['symbol', M.passwordSymbol, PASSWORD_POLICY.requireSymbols],
  ] as const
)
  .filter(([, , enabled]) => enabled)
  .map(([key, message]) => ({ key, message, label: label(message) }));

/** Which rules `value` meets, by the schema's verdict. An empty value meets none. */
export function passwordRuleStates(value: string): (PasswordRule & { met: boolean })[] {
  const result = passwordSchema.safeParse(value);
  const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return PASSWORD_RULES.map((rule) => ({ ...rule, met: value !== '' && !failing.has(rule.message) }));
}

interface PasswordHintProps {
  id: string;
  value: string;
}

/** The checklist itself (`id` for the input's aria-describedby), with how many rules are met for screen readers. */
export function PasswordHint({ id, value }: PasswordHintProps) {
  const states = passwordRuleStates(value);
  const metCount = states.filter((state) => state.met).length;
  return (
    <div id={id} className="password-hint">
      <p className="password-hint__title">
        <span id={`${id}-title`}>La contraseña debe tener:</span>{' '}
        <span className="visually-hidden">
          {metCount} de {states.length} requisitos cumplidos.
        </span>
      </p>
      <ul className="password-hint__list" aria-labelledby={`${id}-title`}>
        {states.map((state) => (
          <li
            key={state.key}
            className={state.met ? 'password-hint__rule is-met' : 'password-hint__rule'}
            data-rule={state.key}
            data-met={state.met}
          >
            {state.met ? <CheckIcon width={16} height={16} /> : <DotIcon width={16} height={16} />}
            <span>{state.label}</span>
            <span className="visually-hidden">{state.met ? ' (cumplido)' : ' (pendiente)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NewPasswordFieldsProps<F extends string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormApi<F, any>;
  /** The new password's field, which the policy checklist (`<id>-policy`) describes. */
  name: F;
  /** The field that repeats it. */
  confirmName: F;
  /** 'Nueva contraseña' unless told (a sign-up's is its first). */
  label?: string;
  /** 'Repite la nueva contraseña' unless told. */
  confirmLabel?: string;
}

/** A new password with the live policy checklist under it, then its repetition (sign-up, password reset). */
export function NewPasswordFields<F extends string>({
  form,
  name,
  confirmName,
  label = 'Nueva contraseña',
  confirmLabel = 'Repite la nueva contraseña',
}: NewPasswordFieldsProps<F>) {
  const policyId = `${form.idOf(name)}-policy`;
  return (
    <>
      <PasswordField form={form} name={name} label={label} autoComplete="new-password" describedBy={policyId}>
        <PasswordHint id={policyId} value={form.values[name]} />
      </PasswordField>
      <PasswordField form={form} name={confirmName} label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
