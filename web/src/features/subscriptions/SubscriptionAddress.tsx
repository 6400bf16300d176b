/**
 * A subscription's shipping address on /suscripciones, and its change (PATCH /v1/subscriptions/{id}
 * {shippingInfo}): «Cambiar la dirección» opens the form with the address the box has now. A box the shop paused
 * because it does not send to its address (`zone_not_served`) has the form open, and goes on with a served one.
 */
import { useState } from 'react';
import type { ShippingInfo } from '../../../../shared/contracts/orders/entities.js';
import { shippingInfoSchema } from '../../../../shared/contracts/orders/schemas.js';
import type { Subscription } from '../../../../shared/contracts/subscriptions/entities.js';
import { AddressFields } from '../../components/forms/AddressFields';
import { FormAlert, FullNameField, SubmitButton, TextField } from '../../components/forms/Fields';
import { useForm, validateWith } from '../../components/forms/use-form';
import { changeSubscription } from './api';
import { showShippingFailure } from './shipping-failure';

const FIELDS = ['fullName', 'phone', 'address', 'city', 'state', 'postalCode'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  subscription: Subscription;
  busy: boolean;
  onChanged: (next: Subscription, message: string) => void;
}

export function SubscriptionAddress({ subscription: s, busy, onChanged }: Props) {
  const waitsForAddress = s.status === 'paused' && s.pauseReason === 'zone_not_served';
  const [open, setOpen] = useState(waitsForAddress);
  const kept = { email: s.shippingInfo.email ?? '', notes: s.shippingInfo.notes ?? '' };
  const form = useForm<Field, ShippingInfo>({
    fields: FIELDS,
    initial: {
      fullName: s.shippingInfo.fullName,
      phone: s.shippingInfo.phone ?? '',
      address: s.shippingInfo.address,
      city: s.shippingInfo.city,
      state: s.shippingInfo.state ?? '',
      postalCode: s.shippingInfo.postalCode,
    },
    validate: (values) => validateWith(shippingInfoSchema, { ...kept, ...values }, FIELDS),
  });

  const submit = form.handleSubmit(async (shippingInfo) => {
    try {
      const { subscription: next } = await changeSubscription(s.id, { shippingInfo });
      setOpen(false);
      onChanged(
        next,
        waitsForAddress && next.status === 'active'
          ? 'Dirección cambiada: tu caja sigue.'
          : 'Dirección de envío cambiada.',
      );
    } catch (failure) {
      showShippingFailure(form, failure, FIELDS);
    }
  });

  return (
    <div className="subscription-card__address">
      <p className="subscription-card__meta">
        Envío a {s.shippingInfo.address}, {s.shippingInfo.postalCode} {s.shippingInfo.city}
      </p>
      {open ? (
        <form
          className="subscribe-form__choice"
          aria-label="Nueva dirección de envío"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <FullNameField form={form} name="fullName" />
          <TextField form={form} name="phone" label="Teléfono" type="tel" autoComplete="tel" maxLength={20} />
          <AddressFields form={form} />
          <FormAlert message={form.formError} />
          <div className="subscription-card__actions">
            <SubmitButton
              busy={form.submitting}
              label="Guardar la dirección"
              busyLabel="Guardando la dirección..."
            />
            {waitsForAddress ? null : (
              <button type="button" className="btn btn--link" onClick={() => setOpen(false)}>
                No cambiarla
              </button>
            )}
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setOpen(true)}>
          Cambiar la dirección
        </button>
      )}
    </div>
  );
}
