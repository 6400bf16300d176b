/**
 * The shop's identity (LSSI art. 10; PUT /v1/legal): name, NIF/CIF (checked as the tax agency computes it),
 * address, e-mail, phone and registry entry. Every legal page is filled with it.
 */
import { useEffect } from 'react';
import type { LegalIdentity } from '../../../../shared/contracts/legal/entities.js';
import { LEGAL_MESSAGES } from '../../../../shared/messages/legal.js';
import { EmailField, PhoneField, TaxIdField, TextField } from '../../components/forms/Fields';
import { useForm } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { showSaveFailure } from './admin-errors';
import { AdminForm, AdminFormEnd } from './AdminForm';
import { IDENTITY_FIELDS, identityValues, validateIdentity, type IdentityField } from './legal-identity-form';
import { updateLegalIdentity, type LegalIdentityBody } from './legal-api';

export function LegalIdentityForm({
  legal,
  onSaved,
}: {
  legal: LegalIdentity;
  onSaved: (legal: LegalIdentity) => void;
}) {
  const toast = useToast();
  const form = useForm<IdentityField, LegalIdentityBody>({
    fields: IDENTITY_FIELDS,
    initial: identityValues(legal),
    validate: validateIdentity,
  });
  const { reset } = form;
  useEffect(() => {
    reset(identityValues(legal));
    // Only when the stored identity changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [legal.updatedAt]);

  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await updateLegalIdentity(body);
      onSaved(saved.legal);
      toast.success(LEGAL_MESSAGES.identityUpdated);
    } catch (failure) {
      showSaveFailure(form, failure, IDENTITY_FIELDS, { field: 'nif' });
    }
  });

  return (
    <AdminForm onSubmit={save} testId="legal-identity-form">
      <TextField
        form={form}
        name="name"
        label="Nombre o razón social"
        autoComplete="organization"
        maxLength={150}
      />
      <TaxIdField form={form} name="nif" hint="Con su letra o cifra de control, por ejemplo F04123451." />
      <TextField form={form} name="address" label="Domicilio" autoComplete="street-address" maxLength={250} />
      <EmailField form={form} name="email" label="Correo electrónico" maxLength={254} />
      <PhoneField form={form} name="phone" maxLength={30} />
      <TextField
        form={form}
        name="registry"
        label="Inscripción registral"
        optional
        hint="El registro y la hoja o el número de inscripción, si la tienda está inscrita."
        autoComplete="off"
        maxLength={200}
      />
      <AdminFormEnd form={form} label="Guardar los datos legales" busyLabel="Guardando..." />
    </AdminForm>
  );
}
