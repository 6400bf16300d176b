/**
 * The shop's payment settings (PUT /v1/payments/settings): the methods offered (checkboxes), the default one,
 * the commission on each line, the shop's account for transfers and its shipping ("Envíos": the default fee and
 * free threshold, and a switch for Canarias, Ceuta and Melilla). Checked with the shared schema first; the
 * server's refusals (422 `errors`) go on their fields. Without the card provider's key (`cardAvailable` false)
 * card is not offered whatever is ticked: a note says so.
 */
import { useEffect } from 'react';
import type { SettingsAnswer } from '../../../../shared/contracts/payments/contract.js';
import { PAYMENT_METHODS, PAYOUT_SCHEDULES } from '../../../../shared/contracts/payments/entities.js';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYOUT_SCHEDULE_LABELS,
} from '../../../../shared/messages/payment.js';
import { FieldError, SelectField, TextField } from '../../components/forms/Fields';
import { useForm } from '../../components/forms/use-form';
import { useToast } from '../../components/toast/toast-context';
import { isApiError } from '../../lib/api/errors';
import { adminErrorMessage } from './admin-errors';
import { AdminForm, AdminFormEnd } from './AdminForm';
import {
  methodsOf,
  placeSettingsErrors,
  REMOTE_ZONES_ON,
  SETTINGS_FIELDS,
  settingsValues,
  validateSettings,
  withMethod,
  type SettingsField,
} from './payment-settings-form';
import { updatePaymentSettings, type SettingsBody } from './payments-api';

interface PaymentSettingsFormProps {
  answer: SettingsAnswer;
  onSaved: (answer: SettingsAnswer) => void;
}

export function PaymentSettingsForm({ answer, onSaved }: PaymentSettingsFormProps) {
  const toast = useToast();
  const form = useForm<SettingsField, SettingsBody>({
    fields: SETTINGS_FIELDS,
    initial: settingsValues(answer.settings),
    validate: validateSettings,
  });
  const { reset } = form;
  const updatedAt = answer.settings.updatedAt;
  // Another copy of the settings arrived (a save, a reload): the form shows it.
  useEffect(() => {
    reset(settingsValues(answer.settings));
    // Only when the stored settings change, not on every render of the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updatedAt]);

  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await updatePaymentSettings(body);
      onSaved(saved);
      toast.success(PAYMENT_MESSAGES.settingsSaved);
    } catch (failure) {
      if (isApiError(failure) && failure.errors.length > 0) {
        const { placed, rest } = placeSettingsErrors(failure.errors);
        form.showErrors(placed, rest ?? (Object.keys(placed).length > 0 ? null : failure.message));
        return;
      }
      form.showErrors({}, adminErrorMessage(failure));
    }
  });

  const methods = methodsOf(form.values.methods);
  const methodsWiring = form.field('methods');
  const methodsError = form.errors.methods;
  const remoteWiring = form.field('remoteZones');
  const defaultOptions = PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]] as const);

  return (
    <AdminForm onSubmit={save} testId="payment-settings-form">
      <fieldset
        className="admin-form__wide admin-fieldset"
        aria-describedby={methodsError ? form.errorIdOf('methods') : undefined}
        aria-invalid={methodsError ? true : undefined}
      >
        <legend>Métodos de pago que ofreces</legend>
        {PAYMENT_METHODS.map((method, index) => {
          const id = `${form.idOf('methods')}-${method}`;
          return (
            <span key={method} className="admin-check">
              <input
                id={id}
                type="checkbox"
                ref={index === 0 ? methodsWiring.ref : undefined}
                checked={methods.includes(method)}
                onChange={(event) =>
                  form.setValue('methods', withMethod(form.values.methods, method, event.target.checked))
                }
                aria-describedby={method === 'card' && !answer.cardAvailable ? 'card-unavailable' : undefined}
              />
              <label htmlFor={id}>{PAYMENT_METHOD_LABELS[method]}</label>
            </span>
          );
        })}
        {answer.cardAvailable ? null : (
          <p id="card-unavailable" className="note tone-warning admin-note" data-testid="card-unavailable">
            El pago con tarjeta necesita la clave de Stripe en el servidor. Mientras no esté configurada, la
            tienda no lo ofrece aunque lo marques.
          </p>
        )}
        <FieldError id={form.errorIdOf('methods')} message={methodsError} />
      </fieldset>
      <SelectField
        form={form}
        name="defaultMethod"
        label="Método por defecto"
        hint="El que aparece elegido al finalizar la compra. Debe ser uno de los que ofreces."
        options={defaultOptions}
      />
      <TextField
        form={form}
        name="commissionRate"
        label="Comisión de la tienda (%)"
        hint="Se descuenta de cada línea que vende una finca. Entre 0 y 50."
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        form={form}
        name="iban"
        label="IBAN de la tienda"
        hint="Donde los clientes hacen sus transferencias."
        optional={!methods.includes('bank_transfer')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={42}
      />
      <TextField
        form={form}
        name="holder"
        label="Titular de la cuenta"
        optional={!methods.includes('bank_transfer')}
        autoComplete="off"
        maxLength={100}
      />
      <SelectField
        form={form}
        name="payoutSchedule"
        label="Pagos a las fincas"
        hint="Con una frecuencia, la tienda paga a cada finca lo que tiene disponible al empezar la semana o el mes."
        options={PAYOUT_SCHEDULES.map((schedule) => [schedule, PAYOUT_SCHEDULE_LABELS[schedule]] as const)}
      />
      <fieldset className="admin-form__wide admin-fieldset admin-shipping" data-testid="shop-shipping">
        <legend>Envíos</legend>
        <p className="field__hint admin-shipping__lead">
          La tarifa de las fincas que no fijaron la suya. Cada finca cobra su envío una vez por pedido.
        </p>
        <div className="form-grid">
          <TextField
            form={form}
            name="shippingFee"
            label="Tarifa por defecto (€)"
            hint="Por pedido y finca, IVA incluido."
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="freeFrom"
            label="Envío gratis desde (€)"
            optional
            hint="Importe de los productos de una finca. Vacío: nunca gratis."
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <span className="admin-check">
          <input
            id={form.idOf('remoteZones')}
            type="checkbox"
            role="switch"
            ref={remoteWiring.ref}
            checked={form.values.remoteZones === REMOTE_ZONES_ON}
            onChange={(event) => form.setValue('remoteZones', event.target.checked ? REMOTE_ZONES_ON : '')}
            aria-describedby={`${form.idOf('remoteZones')}-hint`}
          />
          <label htmlFor={form.idOf('remoteZones')}>Enviar a Canarias, Ceuta y Melilla (exento de IVA)</label>
        </span>
        <p id={`${form.idOf('remoteZones')}-hint`} className="field__hint admin-shipping__hint">
          Allí no se aplica el IVA sino el IGIC o el IPSI: esos pedidos se facturan exentos de IVA. Apagado,
          el pedido con un código postal de allí no se acepta.
        </p>
        <FieldError id={form.errorIdOf('remoteZones')} message={form.errors.remoteZones} />
      </fieldset>
      <AdminFormEnd form={form} label="Guardar configuración" busyLabel="Guardando..." />
    </AdminForm>
  );
}
