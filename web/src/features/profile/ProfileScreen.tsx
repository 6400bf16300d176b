/**
 * /profile: the caller's own account through the profile service (GET, PUT, DELETE /v1/users/profile):
 * a summary, the personal data (view, then edit with the shared profileUpdateSchema; a producer also keeps
 * there the bank account its payouts go to, and beside it its fiscal data and shipping terms: FarmSettings), and
 * deactivation behind a confirmation dialog, which ends the
 * session and goes to /login with a toast.
 */
import { SaveOrCancel } from './SaveOrCancel';
import { useId, useState } from 'react';
import type { UserProfile } from '../../../../shared/contracts/profile/entities.js';
import { ACCOUNT_HOLDER_MAX_LENGTH } from '../../../../shared/contracts/fields.js';
import { formatIban, isValidIban, normalizeIban } from '../../../../shared/rules/iban.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages/user.js';
import type { Role } from '../../../../shared/constants/roles.js';
import { fieldErrors } from '../../../../shared/contracts/validation.js';
import {
  profileUpdateSchema,
  type ProfileUpdateRequest,
} from '../../../../shared/contracts/profile/schemas.js';
import { PhoneField, ReadOnlyField, TextField } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, type Validation } from '../../components/forms/use-form';
import { EmailText } from '../../components/EmailText';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { formatDate } from '../../lib/format';
import { useSession, useSessionActions } from '../../lib/session/session-context';
import { textLimit } from '../../lib/text-limits';
import { updateProfile, useMyProfile } from './api';
import { DataRightsCard } from './DataRightsCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { EditableCard, useEditing, useFocusOnOpen } from './EditableCard';
import { FarmPageCard } from './FarmPageCard';
import { FarmSettings } from './FarmSettings';
import { PayoutAccountWarning } from './PayoutAccountWarning';
import { RefundAccountCard } from './RefundAccountCard';
import { PlantOperatorCard } from './PlantOperatorCard';
import { SavedAddressCard } from './SavedAddressCard';
import { profileProblem, type ProblemText } from './profile-problem';
import './profile.css';
import { ProblemAlert, ProblemForm } from './ProblemAlert';

const PERSONAL_FIELDS = ['fullName', 'phone', 'address', 'city'] as const;
/** A producer's payout account: where the shop sends what it sells by bank transfer. */
const ACCOUNT_FIELDS = ['iban', 'holder'] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number];
type Field = PersonalField | (typeof ACCOUNT_FIELDS)[number];
type Values = Record<Field, string>;

/** The fields of a profile's form: the payout account only for producers. */
const fieldsOf = (profile: UserProfile): readonly Field[] =>
  profile.role === 'producer' ? [...PERSONAL_FIELDS, ...ACCOUNT_FIELDS] : PERSONAL_FIELDS;

/** The schema's and the server's names of the payout account's errors -> the form's fields. */
const ACCOUNT_ERRORS: Partial<Record<string, Field>> = {
  payoutAccount: 'iban',
  'payoutAccount.iban': 'iban',
  'payoutAccount.holder': 'holder',
};

export const PAYOUT_ACCOUNT_TITLE = 'Cuenta para recibir tus cobros';

export const ROLE_LABELS: Record<Role, string> = {
  consumer: 'Cliente',
  producer: 'Productor',
  admin: 'Administrador',
};

export { profileProblem, type ProblemText } from './profile-problem';

/** Ours: success texts when the server sends none. */
const UPDATED = 'Perfil actualizado correctamente.';

const valuesOf = (profile: UserProfile): Values => ({
  fullName: profile.fullName ?? '',
  phone: profile.phone ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  iban: formatIban(profile.payoutAccount?.iban ?? ''),
  holder: profile.payoutAccount?.holder ?? '',
});

/**
 * Only what changed is sent; nothing changed reads as the schema's 'No hay datos válidos para actualizar'.
 * A producer's payout account goes whole when its IBAN or holder changed, and as null when both are emptied.
 */
export function changedFields(values: Values, profile: UserProfile): ProfileUpdateRequest {
  const before = valuesOf(profile);
  const changes: ProfileUpdateRequest = {};
  for (const field of PERSONAL_FIELDS) {
    if (values[field].trim() !== before[field].trim()) changes[field] = values[field];
  }
  if (profile.role === 'producer') {
    const iban = normalizeIban(values.iban);
    const holder = values.holder.trim();
    if (iban !== normalizeIban(before.iban) || holder !== before.holder.trim()) {
      changes.payoutAccount =
        iban === '' && holder === '' ? null : { iban: values.iban, holder: values.holder };
    }
  }
  return changes;
}

/** The shared schema on what changed; its errors on the form's fields (the payout account's on its two). */
function validateProfile(
  values: Values,
  profile: UserProfile,
  fields: readonly Field[],
): Validation<Field, ProfileUpdateRequest> {
  const result = profileUpdateSchema.safeParse(changedFields(values, profile));
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrors(result.error);
  const formError = errors.find(
    (error) => !fields.includes(ACCOUNT_ERRORS[error.field] ?? (error.field as Field)),
  );
  return {
    ok: false,
    errors: serverFieldErrors(errors, fields, ACCOUNT_ERRORS),
    formError: formError?.message,
  };
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

function ProfileSummary({ profile }: { profile: UserProfile }) {
  const since = formatDate(profile.createdAt);
  return (
    <section className="card card--lg profile-card profile-summary" aria-label="Resumen de la cuenta">
      <span className="profile-summary__avatar" aria-hidden="true">
        {initials(profile.fullName || profile.email)}
      </span>
      <div className="profile-summary__text">
        <p className="profile-summary__name">{profile.fullName || profile.email}</p>
        <p className="profile-summary__email">
          <EmailText value={profile.email} />
        </p>
        <ul className="profile-summary__tags" aria-label="Estado de la cuenta">
          <li className="badge tone-primary">{ROLE_LABELS[profile.role] ?? profile.role}</li>
          <li className={profile.isActive ? 'badge tone-success' : 'badge tone-muted'}>
            {profile.isActive ? 'Cuenta activa' : 'Cuenta desactivada'}
          </li>
        </ul>
        {since ? <p className="profile-summary__since">Miembro desde el {since}</p> : null}
      </div>
    </section>
  );
}

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const account = profile.payoutAccount;
  const rows: [string, string | undefined][] = [
    ['Nombre completo', profile.fullName],
    ['Email', profile.email],
    ['Teléfono', profile.phone],
    ['Dirección', profile.address],
    ['Ciudad', profile.city],
    ...(profile.role === 'producer'
      ? ([
          ['IBAN para tus cobros', account ? formatIban(account.iban) : undefined],
          ['Titular de la cuenta', account?.holder],
        ] as [string, string | undefined][])
      : []),
  ];
  return (
    <dl className="profile-details">
      {rows.map(([label, value]) => (
        <div key={label} className="profile-details__row">
          <dt>{label}</dt>
          <dd className={value ? undefined : 'profile-details__empty'}>
            {!value ? 'Sin indicar' : label === 'Email' ? <EmailText value={value} /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface ProfileFormProps {
  profile: UserProfile;
  onSaved: (profile: UserProfile, message: string) => void;
  onCancel: () => void;
}

function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const [fields] = useState(() => fieldsOf(profile));
  const accountHintId = useId();
  const form = useForm<Field, ProfileUpdateRequest>({
    fields,
    initial: valuesOf(profile),
    validate: (values) => validateProfile(values, profile, fields),
    limits: {
      fullName: textLimit('fullName'),
      phone: textLimit('phone'),
      address: textLimit('address'),
      city: textLimit('city'),
      holder: { max: ACCOUNT_HOLDER_MAX_LENGTH, message: PROFILE_MESSAGES.payoutHolderTooLong },
    },
  });

  useFocusOnOpen(form, 'fullName');

  const onSubmit = form.handleSubmit(async (data) => {
    setProblem(null);
    try {
      const response = await updateProfile(data);
      onSaved(response.data.profile, response.message || UPDATED);
    } catch (error) {
      const text = profileProblem(error, PROFILE_MESSAGES.updateFailed);
      setProblem(text);
      form.showErrors(isApiError(error) ? serverFieldErrors(error.errors, fields, ACCOUNT_ERRORS) : {});
    }
  });

  return (
    <ProblemForm problem={problem} formError={form.formError} onSubmit={onSubmit}>
      <TextField form={form} name="fullName" label="Nombre completo" autoComplete="name" />
      <ReadOnlyField
        id={`${form.idOf('fullName')}-email`}
        label="Email"
        type="email"
        value={profile.email}
        hint="El email es tu usuario para iniciar sesión y no se puede cambiar aquí."
      />
      <PhoneField
        form={form}
        name="phone"
        hint="Al menos 9 cifras, con o sin +34: números, espacios, guiones y paréntesis."
      />
      <TextField form={form} name="address" label="Dirección" autoComplete="street-address" optional />
      <TextField form={form} name="city" label="Ciudad" autoComplete="address-level2" optional />
      {fields.includes('iban') ? (
        <fieldset className="profile-form__account" aria-describedby={accountHintId}>
          <legend className="profile-form__legend">{PAYOUT_ACCOUNT_TITLE}</legend>
          <p id={accountHintId} className="form__hint">
            Te enviamos por transferencia a esta cuenta lo que vendas: sin ella, o sin una cuenta de Stripe
            activa en «Cobros», no podemos pagarte. Para quitarla, deja vacíos los dos campos.
          </p>
          <TextField
            form={form}
            name="iban"
            label="IBAN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Con o sin espacios, por ejemplo ES91 2100 0418 4502 0005 1332."
            onBlur={() => {
              // Shown as people read it (groups of four) once it is a valid IBAN.
              if (isValidIban(form.values.iban) && form.values.iban !== formatIban(form.values.iban)) {
                form.setValue('iban', formatIban(form.values.iban));
              }
            }}
          />
          <TextField
            form={form}
            name="holder"
            label="Titular de la cuenta"
            autoComplete="off"
            hint="El nombre de la persona o la empresa titular, tal como figura en tu banco."
          />
        </fieldset>
      ) : null}
      <SaveOrCancel form={form} label="Guardar cambios" onCancel={onCancel} />
    </ProblemForm>
  );
}

export default function ProfileScreen() {
  const { user } = useSession();
  const { patchUser } = useSessionActions();
  const toast = useToast();
  const edit = useEditing();
  const { data, error, isLoading, mutate } = useMyProfile(user?.id);
  const profile = data?.profile;

  /** A card saved the profile: the answer is the profile as it is now. */
  const keep = (saved: UserProfile) => void mutate({ profile: saved }, { revalidate: false });
  const onSaved = (saved: UserProfile, message: string) => {
    keep(saved);
    patchUser({ fullName: saved.fullName });
    toast.success(message);
    edit.close();
  };

  let content;
  if (!profile && (isLoading || (!error && user))) {
    content = <Spinner label="Cargando tu perfil..." className="spinner--page" />;
  } else if (!profile) {
    const problem = profileProblem(error, PROFILE_MESSAGES.getFailed);
    content = (
      <div className="card card--lg profile-card">
        <ProblemAlert problem={problem} />
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => void mutate()}>
            Reintentar
          </button>
        </div>
      </div>
    );
  } else {
    content = (
      <div className="profile-grid">
        <ProfileSummary profile={profile} />
        <div className="profile-main">
          <EditableCard edit={edit} title="Datos personales" editLabel="Editar datos">
            {profile.role === 'producer' && !profile.payoutAccount ? (
              <PayoutAccountWarning userId={profile.id} />
            ) : null}
            {edit.editing ? (
              <ProfileForm profile={profile} onSaved={onSaved} onCancel={edit.close} />
            ) : (
              <ProfileDetails profile={profile} />
            )}
          </EditableCard>
          {profile.role === 'producer' ? (
            <>
              <FarmSettings profile={profile} onSaved={keep} />
              <PlantOperatorCard profile={profile} onSaved={keep} />
              <FarmPageCard userId={profile.id} />
            </>
          ) : null}
          <ChangePasswordCard email={profile.email} />
          {profile.role === 'consumer' ? (
            <>
              <SavedAddressCard profile={profile} onSaved={keep} />
              <RefundAccountCard profile={profile} onSaved={keep} />
            </>
          ) : null}
          <DataRightsCard email={profile.email} role={profile.role} />
        </div>
      </div>
    );
  }

  return (
    <Page
      title="Mi perfil"
      lead="Consulta y actualiza tus datos de cuenta y de contacto."
      className="profile-page"
    >
      {content}
    </Page>
  );
}
