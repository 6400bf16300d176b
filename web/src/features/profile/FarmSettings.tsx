/**
 * A farm's own settings in /profile, beside its payout account: "Datos fiscales" (razón social, NIF/CIF,
 * domicilio fiscal: the issuer of its invoices) and "Envíos" (its fee per order, free from an amount, pickup
 * at the farm; or the shop's default terms). Each card shows what is stored and opens its form; both save with
 * PUT /v1/users/profile and check first with the shared schemas. Then how the farm hears of new orders by
 * e-mail (NewOrderEmailsCard).
 */
import { SaveOrCancel } from './SaveOrCancel';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/contracts/profile/entities.js';
import type { ProfileUpdateRequest } from '../../../../shared/contracts/profile/schemas.js';
import type { FieldError } from '../../../../shared/contracts/http.js';
import type { ShippingTerms } from '../../../../shared/rules/pricing/entities.js';
import { TaxIdField, TextField } from '../../components/forms/Fields';
import { useForm, type FieldErrors } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { formatPrice } from '../../lib/format';
import { useAttempt } from '../../lib/use-attempt';
import { updateProfile } from './api';
import {
  FISCAL_FIELDS,
  fiscalValues,
  PICKUP_ON,
  placeFiscalErrors,
  placeShippingErrors,
  SHIPPING_TERMS_FIELDS,
  shippingTermsValues,
  validateFiscal,
  validateShippingTerms,
  type FiscalField,
  type ShippingTermsField,
} from './farm-forms';
import {
  EditableCard,
  useEditing,
  type FormEnd,
  type ProfileCardProps,
  useFocusOnOpen,
} from './EditableCard';
import { NewOrderEmailsCard } from './NewOrderEmailsCard';
import { profileProblem, type ProblemText } from './profile-problem';
import { ProblemAlert, ProblemForm } from './ProblemAlert';

/** Where the dashboard's reminder sends a farm without fiscal data. */
export const FISCAL_ANCHOR = 'datos-fiscales';
export const SHIPPING_ANCHOR = 'envios';

/** Ours: the cards' texts. */
export const FARM_SETTINGS_TEXTS = {
  fiscalMissing:
    'Aún no tienes datos fiscales: tus facturas quedan pendientes hasta que los completes, y se emiten en cuanto los guardes.',
  fiscalSaved: 'Datos fiscales guardados.',
  shippingSaved: 'Condiciones de envío guardadas.',
  shopDefault: 'Usas la tarifa de la tienda.',
  shopDefaultSaved: 'Ahora usas la tarifa de la tienda.',
  saveFailed: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
} as const;

type FarmSettingsProps = ProfileCardProps;

export function FarmSettings({ profile, onSaved }: FarmSettingsProps) {
  return (
    <>
      <FiscalCard profile={profile} onSaved={onSaved} />
      <ShippingCard profile={profile} onSaved={onSaved} />
      <NewOrderEmailsCard profile={profile} onSaved={onSaved} />
    </>
  );
}

/** PUT /v1/users/profile with one card's change: the saved profile and a toast, or the problem and field errors. */
function useSave<F extends string>(onSaved: (profile: UserProfile) => void) {
  const toast = useToast();
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const save = async (
    body: ProfileUpdateRequest,
    success: string,
    showErrors: (errors: FieldErrors<F>) => void,
    placeErrors: (errors: readonly FieldError[]) => { errors: FieldErrors<F> },
  ): Promise<void> => {
    setProblem(null);
    try {
      const response = await updateProfile(body);
      onSaved(response.data.profile);
      toast.success(response.message || success);
    } catch (error) {
      setProblem(profileProblem(error, FARM_SETTINGS_TEXTS.saveFailed));
      showErrors(isApiError(error) ? placeErrors(error.errors).errors : {});
    }
  };
  return { problem, save };
}

/** Opens the card's form when the page was opened at its anchor (the dashboard's reminder). */
function useOpenAt(anchor: string, open: () => void) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchor}`) return;
    open();
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
    // Once per arrival at the anchor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, anchor]);
}

function FiscalCard({ profile, onSaved }: FarmSettingsProps) {
  const edit = useEditing();
  useOpenAt(FISCAL_ANCHOR, edit.open);
  const fiscal = profile.fiscal ?? null;
  return (
    <EditableCard
      edit={edit}
      id={FISCAL_ANCHOR}
      className="farm-card"
      testId="farm-fiscal"
      title="Datos fiscales"
      editLabel={fiscal ? 'Editar datos fiscales' : 'Completar datos fiscales'}
    >
      <p className="form__hint">Con ellos emitimos, a tu nombre, las facturas de lo que vendes.</p>
      {edit.editing ? (
        <FiscalForm profile={profile} {...edit.formEnd(onSaved)} />
      ) : fiscal ? (
        <dl className="profile-details">
          <Row label="Razón social" value={fiscal.legalName} />
          <Row label="NIF o CIF" value={fiscal.nif} />
          <Row label="Domicilio fiscal" value={fiscal.address} />
        </dl>
      ) : (
        <p className="note note--bar tone-warning" data-testid="fiscal-missing">
          {FARM_SETTINGS_TEXTS.fiscalMissing}
        </p>
      )}
    </EditableCard>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-details__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function FiscalForm({ profile, onSaved, onCancel }: { profile: UserProfile } & FormEnd<UserProfile>) {
  const form = useForm<FiscalField, ProfileUpdateRequest>({
    fields: FISCAL_FIELDS,
    initial: fiscalValues(profile.fiscal),
    validate: validateFiscal,
  });
  const { problem, save } = useSave<FiscalField>(onSaved);
  useFocusOnOpen(form, 'legalName');
  const submit = form.handleSubmit(async (body) => {
    await save(body, FARM_SETTINGS_TEXTS.fiscalSaved, (errors) => form.showErrors(errors), placeFiscalErrors);
  });
  return (
    <ProblemForm problem={problem} formError={form.formError} onSubmit={submit} testId="fiscal-form">
      <TextField
        form={form}
        name="legalName"
        label="Razón social o nombre del titular"
        autoComplete="organization"
        maxLength={150}
      />
      <TaxIdField
        form={form}
        name="nif"
        hint="Con su letra o cifra de control, por ejemplo B12345674 o 12345678Z."
      />
      <TextField
        form={form}
        name="address"
        label="Domicilio fiscal"
        autoComplete="street-address"
        maxLength={250}
        hint="Calle y número, código postal y localidad, como figura en Hacienda."
      />
      <SaveOrCancel form={form} label="Guardar datos fiscales" onCancel={onCancel} />
    </ProblemForm>
  );
}

/** The terms as sentences: fee, free shipping, pickup. */
function TermsList({ terms }: { terms: ShippingTerms }) {
  return (
    <dl className="profile-details" data-testid="shipping-terms">
      <Row label="Tarifa por pedido" value={terms.flatFee === 0 ? 'Gratis' : formatPrice(terms.flatFee)} />
      <Row
        label="Envío gratis desde"
        value={terms.freeFrom === null ? 'Nunca: siempre se cobra la tarifa' : formatPrice(terms.freeFrom)}
      />
      <Row
        label="Recogida en la finca"
        value={terms.pickup ? `${terms.pickup.address} (${terms.pickup.hours})` : 'No la ofreces'}
      />
    </dl>
  );
}

function ShippingCard({ profile, onSaved }: FarmSettingsProps) {
  const toast = useToast();
  const edit = useEditing();
  const {
    busy: resetting,
    problem,
    run,
  } = useAttempt((error) => profileProblem(error, FARM_SETTINGS_TEXTS.saveFailed));
  useOpenAt(SHIPPING_ANCHOR, edit.open);
  const own = profile.shipping ?? null;
  const shopDefault = profile.shippingDefault ?? null;
  const shown = own ?? shopDefault;

  const resetToShopDefault = () =>
    run(
      async () => {
        onSaved((await updateProfile({ shipping: null })).data.profile);
        toast.success(FARM_SETTINGS_TEXTS.shopDefaultSaved);
        edit.setEditing(false);
      },
      { freeAfter: true },
    );

  return (
    <EditableCard
      edit={edit}
      id={SHIPPING_ANCHOR}
      className="farm-card"
      testId="farm-shipping"
      title="Envíos"
      editLabel="Editar envíos"
    >
      <p className="form__hint">
        Lo que pagan tus clientes por recibir tu parte de cada pedido (IVA incluido), y si pueden recogerla en
        tu finca sin coste.
      </p>
      <ProblemAlert problem={problem} />
      {own === null ? (
        <p className="note tone-info farm-card__default" data-testid="shipping-default">
          {FARM_SETTINGS_TEXTS.shopDefault}
        </p>
      ) : null}
      {edit.editing ? (
        <ShippingForm initial={shown} {...edit.formEnd(onSaved)} />
      ) : shown ? (
        <TermsList terms={shown} />
      ) : null}
      {own !== null && !edit.editing ? (
        <div className="farm-card__reset">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void resetToShopDefault()}
            disabled={resetting}
            aria-describedby={shopDefault ? 'farm-shop-default' : undefined}
          >
            {resetting ? 'Guardando...' : 'Usar la tarifa de la tienda'}
          </button>
          {shopDefault ? (
            <p id="farm-shop-default" className="form__hint">
              La de la tienda: {formatPrice(shopDefault.flatFee)} por pedido
              {shopDefault.freeFrom === null ? '' : `, gratis desde ${formatPrice(shopDefault.freeFrom)}`},
              sin recogida en la finca.
            </p>
          ) : null}
        </div>
      ) : null}
    </EditableCard>
  );
}

function ShippingForm({
  initial,
  onSaved,
  onCancel,
}: { initial: ShippingTerms | null } & FormEnd<UserProfile>) {
  const form = useForm<ShippingTermsField, ProfileUpdateRequest>({
    fields: SHIPPING_TERMS_FIELDS,
    initial: shippingTermsValues(initial),
    validate: validateShippingTerms,
  });
  const { problem, save } = useSave<ShippingTermsField>(onSaved);
  const pickupId = useId();
  const offersPickup = form.values.offersPickup === PICKUP_ON;
  useFocusOnOpen(form, 'flatFee');
  const submit = form.handleSubmit(async (body) => {
    await save(
      body,
      FARM_SETTINGS_TEXTS.shippingSaved,
      (errors) => form.showErrors(errors),
      placeShippingErrors,
    );
  });
  return (
    <ProblemForm problem={problem} formError={form.formError} onSubmit={submit} testId="shipping-form">
      <div className="form-grid">
        <TextField
          form={form}
          name="flatFee"
          label="Tarifa por pedido (€)"
          inputMode="decimal"
          autoComplete="off"
          hint="Con IVA. 0 si envías gratis siempre."
        />
        <TextField
          form={form}
          name="freeFrom"
          label="Envío gratis desde (€)"
          optional
          inputMode="decimal"
          autoComplete="off"
          hint="Importe de tus productos en el pedido. Vacío: nunca gratis."
        />
      </div>
      <label className="form-check" htmlFor={pickupId}>
        <input
          id={pickupId}
          type="checkbox"
          checked={offersPickup}
          onChange={(event) => form.setValue('offersPickup', event.target.checked ? PICKUP_ON : '')}
          aria-controls={`${pickupId}-fields`}
        />
        <span>Ofrezco recogida en la finca</span>
      </label>
      <div id={`${pickupId}-fields`} className="farm-card__pickup" hidden={!offersPickup}>
        {offersPickup ? (
          <>
            <TextField
              form={form}
              name="pickupAddress"
              label="Dirección de recogida"
              autoComplete="street-address"
              maxLength={250}
            />
            <TextField
              form={form}
              name="pickupHours"
              label="Horario de recogida"
              autoComplete="off"
              maxLength={150}
              hint="Por ejemplo: de lunes a viernes, de 9:00 a 14:00."
            />
          </>
        ) : null}
      </div>
      <SaveOrCancel form={form} label="Guardar envíos" onCancel={onCancel} />
    </ProblemForm>
  );
}
