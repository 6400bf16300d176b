/**
 * A farm's professional operator registration number (docs/legal.md): its plants' passports name it
 * (Reg. (EU) 2016/2031), and a plant cannot be on sale without it. Saved with PUT /v1/users/profile
 * `plantOperatorNumber` (blank removes it, refused while the farm sells plants).
 */
import {
  profileUpdateSchema,
  type ProfileUpdateRequest,
} from '../../../../shared/contracts/profile/schemas.js';
import { FormAlert, SubmitButton, TextField } from '../../components/forms/Fields';
import { serverFieldErrors, useForm, validateWith } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { updateProfile } from './api';
import { profileProblem } from './profile-problem';
import { ProfileCard, type ProfileCardProps } from './EditableCard';

const FIELDS = ['plantOperatorNumber'] as const;
type Field = (typeof FIELDS)[number];

export const PLANT_OPERATOR_TEXTS = {
  title: 'Pasaporte fitosanitario',
  lead: 'Si vendes plantas o esquejes, su pasaporte fitosanitario lleva tu número de registro de operador profesional (en España, el del Registro Oficial de Productores, Comerciantes e Importadores de Vegetales). Sin él, tus plantas no pueden estar a la venta.',
  saved: 'Número de registro de operador guardado.',
  removed: 'Número de registro de operador quitado.',
  failed: 'No se pudo guardar el número. Inténtalo de nuevo.',
} as const;

export function PlantOperatorCard({ profile, onSaved }: ProfileCardProps) {
  const toast = useToast();
  const form = useForm<Field, ProfileUpdateRequest>({
    fields: FIELDS,
    initial: { plantOperatorNumber: profile.plantOperatorNumber ?? '' },
    validate: (values) =>
      validateWith(
        profileUpdateSchema,
        { plantOperatorNumber: values.plantOperatorNumber.trim() || null },
        FIELDS,
      ),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const response = await updateProfile(body);
      onSaved(response.data.profile);
      toast.success(body.plantOperatorNumber ? PLANT_OPERATOR_TEXTS.saved : PLANT_OPERATOR_TEXTS.removed);
    } catch (error) {
      const placed = isApiError(error) ? serverFieldErrors(error.errors, FIELDS) : {};
      form.showErrors(
        placed,
        Object.keys(placed).length > 0 ? null : profileProblem(error, PLANT_OPERATOR_TEXTS.failed).message,
      );
    }
  });
  return (
    <ProfileCard className="farm-card" title={PLANT_OPERATOR_TEXTS.title} testId="plant-operator">
      <p className="form__hint">{PLANT_OPERATOR_TEXTS.lead}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={form.formError} />
        <TextField
          form={form}
          name="plantOperatorNumber"
          label="Número de registro de operador profesional"
          optional
          hint="Ejemplo: ES-04-0123. Déjalo vacío si no vendes plantas."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <div className="actions">
          <SubmitButton
            busy={form.submitting}
            label="Guardar el número"
            busyLabel="Guardando..."
            className="btn btn--primary"
          />
        </div>
      </form>
    </ProfileCard>
  );
}
