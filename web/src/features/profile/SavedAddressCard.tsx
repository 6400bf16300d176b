/**
 * /profile's "Dirección de envío" card for consumers (issue 23): the address the checkout is filled with (saved
 * there with «Guardar esta dirección para la próxima vez», or here). It shows it, edits it with the checkout's
 * rules (the shared savedAddressSchema) and forgets it after a confirmation: PUT /v1/users/profile
 * `shippingAddress` (null forgets it).
 */
import { useState } from 'react';
import type { SavedAddress, UserProfile } from '../../../../shared/contracts/profile/entities.js';
import { AddressBlock } from '../../components/AddressBlock';
import { AddressFields } from '../../components/forms/AddressFields';
import { FullNameField, PhoneField } from '../../components/forms/Fields';
import { serverFieldErrors, useForm } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { updateProfile } from './api';
import {
  EditableCard,
  RemoveButton,
  RemoveDialog,
  useEditing,
  useRemoval,
  type FormEnd,
  type ProfileCardProps,
  useFocusOnOpen,
} from './EditableCard';
import { profileProblem, type ProblemText } from './profile-problem';
import { SaveOrCancel } from './SaveOrCancel';
import {
  SAVED_ADDRESS_FIELDS,
  SAVED_ADDRESS_SERVER_FIELDS,
  savedAddressValues,
  validateSavedAddress,
  type SavedAddressField,
} from './saved-address-form';
import './saved-address.css';
import { ProblemAlert, ProblemForm } from './ProblemAlert';

/** Ours: the card's texts. */
export const SAVED_ADDRESS_TEXTS = {
  title: 'Dirección de envío',
  lead: 'Con ella rellenamos tus datos de envío al hacer un pedido.',
  none: 'Aún no has guardado ninguna dirección. Puedes guardarla aquí o al hacer tu próximo pedido.',
  saved: 'Dirección de envío guardada.',
  removed: 'Hemos borrado tu dirección de envío.',
  saveFailed: 'No se pudo guardar la dirección. Inténtalo de nuevo.',
  removeFailed: 'No se pudo borrar la dirección. Inténtalo de nuevo.',
} as const;

type SavedAddressCardProps = ProfileCardProps;

export function SavedAddressCard({ profile, onSaved }: SavedAddressCardProps) {
  const toast = useToast();
  const edit = useEditing();
  const saved = profile.shippingAddress ?? null;
  const removal = useRemoval(
    async () => {
      const response = await updateProfile({ shippingAddress: null });
      onSaved(response.data.profile);
      toast.success(SAVED_ADDRESS_TEXTS.removed);
      requestAnimationFrame(() => edit.editRef.current?.focus());
    },
    (error) => profileProblem(error, SAVED_ADDRESS_TEXTS.removeFailed),
  );

  return (
    <EditableCard
      edit={edit}
      className="saved-address-card"
      testId="saved-address"
      title={SAVED_ADDRESS_TEXTS.title}
      editLabel={saved ? 'Editar dirección' : 'Añadir dirección'}
      actions={saved ? <RemoveButton onClick={removal.ask} /> : null}
    >
      <p className="form__hint">{SAVED_ADDRESS_TEXTS.lead}</p>
      {edit.editing ? (
        <SavedAddressForm
          profile={profile}
          saved={saved}
          {...edit.formEnd((next: UserProfile) => {
            onSaved(next);
            toast.success(SAVED_ADDRESS_TEXTS.saved);
          })}
        />
      ) : saved ? (
        <div className="saved-address-card__address">
          <AddressBlock shipping={saved} />
        </div>
      ) : (
        <p className="profile-details__empty">{SAVED_ADDRESS_TEXTS.none}</p>
      )}
      <RemoveDialog title="¿Borrar tu dirección de envío?" removal={removal}>
        <p>Tus pedidos ya hechos no cambian. En el próximo tendrás que escribir la dirección.</p>
        <ProblemAlert problem={removal.problem} />
      </RemoveDialog>
    </EditableCard>
  );
}

interface SavedAddressFormProps extends FormEnd<UserProfile> {
  profile: UserProfile;
  saved: SavedAddress | null;
}

function SavedAddressForm({ profile, saved, onSaved, onCancel }: SavedAddressFormProps) {
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const form = useForm<SavedAddressField, SavedAddress>({
    fields: SAVED_ADDRESS_FIELDS,
    initial: savedAddressValues(saved, { fullName: profile.fullName, city: profile.city }),
    validate: validateSavedAddress,
  });
  useFocusOnOpen(form, 'fullName');

  const submit = form.handleSubmit(async (shippingAddress) => {
    setProblem(null);
    try {
      const response = await updateProfile({ shippingAddress });
      onSaved(response.data.profile);
    } catch (error) {
      setProblem(profileProblem(error, SAVED_ADDRESS_TEXTS.saveFailed));
      form.showErrors(
        isApiError(error)
          ? serverFieldErrors(error.errors, SAVED_ADDRESS_FIELDS, SAVED_ADDRESS_SERVER_FIELDS)
          : {},
      );
    }
  });

  return (
    <ProblemForm problem={problem} formError={form.formError} onSubmit={submit} testId="saved-address-form">
      <FullNameField form={form} name="fullName" />
      <AddressFields form={form} />
      <PhoneField form={form} name="phone" maxLength={30} hint="9 cifras, con o sin +34." />
      <SaveOrCancel form={form} label="Guardar dirección" onCancel={onCancel} />
    </ProblemForm>
  );
}
