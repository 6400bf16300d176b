import type { CouponDefinition } from '../../../../shared/contracts/orders/entities.js';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
} from '../../../../shared/constants/coupons.js';
import { SelectField, TextField } from '../../components/forms/Fields';
import { useForm } from '../../components/forms/use-form';
import { showSaveFailure } from './admin-errors';
import { AdminForm, AdminFormEnd } from './AdminForm';
import { createCoupon } from './coupons-api';
import { COUPON_FIELDS, couponRequest, EMPTY_COUPON_FORM, type CouponField } from './coupon-form';
import type { CouponCreateRequest } from '../../../../shared/contracts/carts/coupon-schemas.js';

const COUPON_TYPES = [
  ['percent', 'Porcentaje del pedido'],
  ['fixed', 'Importe fijo'],
] as const;

/** The new-coupon form: every field of the coupon, the shared schema's messages on each. */
export function CouponCreateForm({
  onCreated,
  existing,
}: {
  onCreated: (coupon: CouponDefinition) => void;
  /** A refusal when the code is already in the list. */
  existing: (code: string) => string | null;
}) {
  const form = useForm<CouponField, CouponCreateRequest>({
    fields: COUPON_FIELDS,
    initial: EMPTY_COUPON_FORM,
    validate: (values) => {
      const result = couponRequest(values);
      if (!result.ok) return { ok: false, errors: result.errors, formError: result.formError };
      const taken = existing(values.code.trim().toUpperCase());
      return taken ? { ok: false, errors: { code: taken } } : { ok: true, data: result.body };
    },
  });

  const save = form.handleSubmit(async (body) => {
    try {
      const data = await createCoupon(body);
      onCreated(data.coupon);
      form.reset();
    } catch (failure) {
      showSaveFailure(form, failure, COUPON_FIELDS, { field: 'code' });
    }
  });

  const percent = form.values.type === 'percent';
  return (
    <AdminForm onSubmit={save}>
      <TextField
        form={form}
        name="code"
        label="Código"
        hint="Letras, números, guiones o guiones bajos; se guarda en mayúsculas."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={COUPON_CODE_MAX_LENGTH}
      />
      <SelectField form={form} name="type" label="Tipo de descuento" options={COUPON_TYPES} />
      <TextField
        form={form}
        name="value"
        label={percent ? 'Descuento (%)' : 'Descuento (€)'}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        form={form}
        name="minTotal"
        label="Pedido mínimo (€)"
        optional
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField form={form} name="validFrom" label="Válido desde" optional type="date" />
      <TextField form={form} name="validUntil" label="Válido hasta (incluido)" optional type="date" />
      <TextField
        form={form}
        name="maxUses"
        label="Usos máximos"
        optional
        inputMode="numeric"
        autoComplete="off"
        hint="Pedidos que pueden usarlo en total; sin límite si lo dejas vacío."
      />
      <div className="field">
        <span className="admin-check">
          <input
            id={form.idOf('oncePerCustomer')}
            type="checkbox"
            checked={form.values.oncePerCustomer === 'true'}
            onChange={(event) => form.setValue('oncePerCustomer', event.target.checked ? 'true' : 'false')}
          />
          <label htmlFor={form.idOf('oncePerCustomer')}>Un solo uso por cliente</label>
        </span>
      </div>
      <div className="admin-form__wide">
        <TextField
          form={form}
          name="description"
          label="Descripción"
          optional
          maxLength={COUPON_DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
        />
      </div>
      <AdminFormEnd form={form} label="Crear cupón" busyLabel="Creando..." />
    </AdminForm>
  );
}
